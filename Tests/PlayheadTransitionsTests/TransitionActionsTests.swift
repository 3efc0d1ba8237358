import Testing

@testable import PlayheadTransitions

/// The actions' compact storage (one byte per action, the re-grab's percent and the decision apart)
/// gives back exactly what was appended, in order.
@Suite struct TransitionActionsTests {
  /// A decision whose reason is boxed (`DecisionReason.policy` is `indirect`).
  let boxed = Decision(
    outcome: .finish, percent: 0.62, velocity: -2.5,
    reason: .policy(.gnome, .transitionRule(.threshold(percent: 0.62, threshold: 0.5))), duration: 0.25)

  @Test func everyActionReadsBackInOrder() {
    let chains: [[TransitionAction]] = [
      [.began(interactive: true)], [.began(interactive: false)], [.paused(false)], [.paused(true)],
      [.regrabbed(percent: 0.375)],
      [.watchdogCancelled, .decision(boxed), .completed(finished: false)],
      [.decision(boxed), .completed(finished: true)],
      [.paused(false), .completed(finished: true)],
    ]
    for chain in chains {
      var actions = TransitionActions()
      for action in chain { actions.append(action) }
      #expect(Array(actions) == chain)
      #expect(actions.decision == (chain.contains(.decision(boxed)) ? boxed : nil))
    }
  }

  @Test func completionAndDecisionAreFound() {
    var actions = TransitionActions()
    actions.append(.watchdogCancelled)
    actions.append(.decision(boxed))
    actions.append(.completed(finished: true))
    #expect(actions.completion == true && actions.decision == boxed)
    #expect(actions[1] == .decision(boxed))
  }

  @Test func equalExactlyWhenTheSameActions() {
    var a = TransitionActions()
    var b = TransitionActions()
    #expect(a == b && a.hashValue == b.hashValue)
    a.append(.began(interactive: true))
    #expect(a != b)
    b.append(.began(interactive: false))
    #expect(a != b)
    var c = TransitionActions()
    c.append(.began(interactive: true))
    #expect(a == c && a.hashValue == c.hashValue)
    a.append(.regrabbed(percent: 0.25))
    c.append(.regrabbed(percent: 0.5))
    #expect(a != c)
  }
}
