import PlayheadHUD
import Testing

/// The HUD's numbers written into the grid (`TextGrid.fixed`, `integer`), through PlayheadSystem's
/// `FixedPointText`; every expected text worked by hand.
@Suite("TextGrid numbers")
struct TextGridNumberTests {
  static func line(_ write: (inout TextGrid) -> Void) -> String {
    var grid = TextGrid()
    grid.reset(rows: 1, columnLimit: 80)
    write(&grid)
    return grid.lines[0]
  }

  @Test("integers, Int64's extremes included")
  func integers() {
    #expect(Self.line { $0.integer(0) } == "0")
    #expect(Self.line { $0.integer(-42) } == "-42")
    #expect(Self.line { $0.integer(Int64.max) } == "9223372036854775807")
    // Written digit by digit from −value before, which has no Int64 for .min: one short.
    #expect(Self.line { $0.integer(Int64.min) } == "-9223372036854775808")
  }

  @Test("fixed: half away from zero, right-aligned, signed when asked, a dash when not finite")
  func fixed() {
    // 0.125 is exact in binary: a true half-way case either side of zero.
    #expect(Self.line { $0.fixed(0.125, 2, width: 6) } == "  0.13")
    #expect(Self.line { $0.fixed(-0.125, 2, width: 6, signed: true) } == " -0.13")
    #expect(Self.line { $0.fixed(0, 1, width: 5, signed: true) } == " +0.0")
    #expect(Self.line { $0.fixed(-0.004, 2) } == "0.00")
    #expect(Self.line { $0.fixed(1234.5, 0) } == "1235")
    #expect(Self.line { $0.fixed(.infinity, 2, width: 4) } == "   —")
    #expect(Self.line { $0.fixed(.nan, 1) } == "—")
  }
}
