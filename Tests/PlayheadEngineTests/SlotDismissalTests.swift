import PlayheadEngine
import PlayheadGestures
import PlayheadTransitionFile
import Testing

/// The one rule for a slot's dismissal gesture (`Session(transition:)` and the command line both use it).
@Suite("A slot's dismissal binding")
struct SlotDismissalTests {
  @Test("flip dismisses with its own 3-finger swipe up, at the presenting binding's travel and unit")
  func flipDismissesUpAtTheSameTravel() throws {
    let flip = try #require(BuiltInTransitions.named("flip"))
    // flip.yaml: swipe, 3 fingers, down; dismissalDirection up.
    var binding = try GestureBinding(parsing: flip.defaultGesture, distanceMM: 50)
    binding.millimetresPerUnit = 0.095
    let dismissal = try EngineConfiguration.Slot.dismissalBinding(of: flip, beside: binding)
    #expect(binding.direction == .down)
    #expect(dismissal.direction == .up)
    #expect(dismissal.kind == .swipe && dismissal.fingers == 3...3)
    #expect(dismissal.travel == .distance(millimetres: 50))
    #expect(dismissal.millimetresPerUnit == 0.095)
  }
}
