import Testing

@testable import PlayheadTransitionFile

@Suite struct ValueExpressionTests {
  func value(_ text: String, _ w: Double = 320, _ h: Double = 568) throws -> Double {
    try ValueExpression.parse(text).get().value(width: w, height: h)
  }

  @Test func arithmeticOnTheContainer() throws {
    #expect(try value("width / 2 + 276") == 436)  // 160 + 276
    #expect(try value("-1 / height") == -1.0 / 568)
    #expect(try value("276 + width * 0.75 / 2") == 396)  // 276 + 120
    #expect(try value("(width - 20) * 2") == 600)
    #expect(try value("2 - 3 - 4") == -5)  // left to right
    #expect(try value("1e-3") == 0.001)
    #expect(try value("−1 × 2") == -2)  // the typographic minus and times
  }

  @Test func constantsAreKnownWithoutAContainer() throws {
    #expect(try ValueExpression.parse("3 * 4").get().constant == 12)
    #expect(try ValueExpression.parse("width").get().constant == nil)
  }

  @Test func unknownNamesAndStrayCharactersAreErrors() {
    guard case .failure(let e) = ValueExpression.parse("widht / 2") else { Issue.record("parsed"); return }
    #expect(e.offset == 0)
    guard case .failure(let f) = ValueExpression.parse("2 +") else { Issue.record("parsed"); return }
    #expect(f.offset == 3)
    guard case .failure(let g) = ValueExpression.parse("(1 + 2") else { Issue.record("parsed"); return }
    #expect(g.reason == "missing ')'")
  }
}
