import PlayheadEvents

/// libinput's hold (fingers resting, no motion) as a UIKit-style recognizer: BEGIN → `.began`,
/// END → `.ended`, END flagged cancelled (the fingers started moving: libinput turns the hold into
/// a pointer motion, scroll or swipe) → `.cancelled`. Holds have no updates and no finger-change window.
public struct HoldRecognizer: Sendable {
  /// The machine underneath, for logs and tests.
  public private(set) var machine = RecognizerStateMachine()
  private var fingers = 0
  private var lastTime: Instant = 0
  private var unitScale = UnitScale.libinput
  private var libinputCancelled = false
  private var ignoring = false
  private var pending: GestureSnapshot?

  public init() {}

  /// UIKit's state of the hold.
  public var state: RecognizerState { machine.publicState }

  /// The second snapshot of an event that produced two (a BEGIN without END: the old hold is
  /// cancelled and the new one begins); take it right after `handle` returns.
  public mutating func takePending() -> GestureSnapshot? {
    // Taken after every event and almost always empty: nothing copied or rewritten then (measured).
    guard case .some(let snapshot) = pending else { return nil }
    pending = nil
    return snapshot
  }

  /// Feeds one hold event; returns the snapshot it produced, or nil. Other kinds are ignored.
  public mutating func handle(
    _ event: GestureEvent, options: GestureOptions = GestureOptions(), scale: UnitScale = .libinput
  ) -> GestureSnapshot? {
    guard event.kind == .hold else { return nil }
    switch event.phase {
    case .begin:
      guard options.holdFingers.contains(event.fingers) else {
        ignoring = true
        guard machine.isTracking else { return nil }
        return apply(machine.handle(.endCancelled(resumeDeadline: nil)), at: max(lastTime, event.time))
      }
      ignoring = false
      let action = machine.handle(.begin(recognized: true))
      if case .reportThenStartTracking = action {
        let closed = apply(action, at: max(lastTime, event.time))
        start(event, scale)
        pending = apply(.startTrackingAndReport(.began), at: event.time)
        return closed
      }
      start(event, scale)
      return apply(action, at: event.time)
    case .update:
      // libinput sends none; a stray one changes nothing observable.
      return nil
    case .end:
      if ignoring {
        ignoring = false
        return nil
      }
      let time = max(lastTime, event.time)
      lastTime = time
      libinputCancelled = event.cancelled && !event.synthesized
      return apply(machine.handle(event.cancelled ? .endCancelled(resumeDeadline: nil) : .end), at: time)
    }
  }

  /// The touchpad was removed: a hold under way is cancelled.
  public mutating func deviceRemoved(at time: Instant) -> GestureSnapshot? {
    ignoring = false
    guard machine.isTracking else { return nil }
    libinputCancelled = false
    return apply(machine.handle(.deviceRemoved), at: max(lastTime, time))
  }

  private mutating func start(_ event: GestureEvent, _ scale: UnitScale) {
    fingers = event.fingers
    lastTime = event.time
    unitScale = scale
    libinputCancelled = false
  }

  private func apply(_ action: RecognizerStateMachine.Action, at time: Instant) -> GestureSnapshot? {
    switch action {
    case .none, .startTracking, .resume:
      // `.resume` continues a finger-change window, and a hold never opens one.
      return nil
    case .report(let state), .startTrackingAndReport(let state), .reportThenStartTracking(let state):
      return GestureSnapshot(
        kind: .hold, fingers: fingers, state: state, time: time, units: unitScale.units,
        libinputCancelled: state == .cancelled && libinputCancelled, touchpadSizeMM: unitScale.touchpadSizeMM)
    }
  }
}
