import PlayheadEvents
import PlayheadGestures
import PlayheadTransitions
import Testing

@testable import PlayheadEngine

/// The log writes these enums from one literal per case: each must be its `rawValue` quoted, and
/// that raw value one JSON needs no escape in (printable ASCII, no quote or backslash), for every case.
@Suite("State log: every enum case's JSON text is its quoted raw value")
struct EnumJSONTextTests {
  static func check<Value: CaseIterable & RawRepresentable>(_: Value.Type, _ text: (Value) -> StaticString)
  where Value.RawValue == String {
    for value in Value.allCases {
      let printable = value.rawValue.unicodeScalars.allSatisfy {
        (0x20..<0x7F).contains($0.value) && $0 != "\"" && $0 != "\\"
      }
      #expect(printable, "\(value)")
      #expect(text(value).description == "\"\(value.rawValue)\"", "\(value)")
    }
  }

  @Test("gesture kinds, recognizer states, units, transition phases")
  func everyCase() {
    Self.check(GestureKind.self, \.jsonText)
    Self.check(RecognizerState.self, \.jsonText)
    Self.check(GestureUnits.self, \.jsonText)
    Self.check(TransitionPhase.self, \.jsonText)
  }
}
