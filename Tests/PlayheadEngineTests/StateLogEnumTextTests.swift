import PlayheadEvents
import PlayheadGestures
import PlayheadSystem
import PlayheadTransitions
import Testing

@testable import PlayheadEngine

/// The log writes these enums from one literal per case: each must be what escaping its `rawValue`
/// writes, for every case there is.
@Suite("State log: every enum case's JSON text is its quoted raw value")
struct StateLogEnumTextTests {
  static func check<Value: CaseIterable & RawRepresentable>(_: Value.Type, _ text: (Value) -> StaticString)
  where Value.RawValue == String {
    for value in Value.allCases {
      var escaped: [UInt8] = []
      JSONBytes.appendString(value.rawValue, to: &escaped)
      #expect(text(value).description == String(decoding: escaped, as: UTF8.self), "\(value)")
      #expect(text(value).description == "\"\(value.rawValue)\"")
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
