import PlayheadEvents

/// UIKit's `UIPanGestureRecognizer` (`kind: .swipe`) and `UIPinchGestureRecognizer` with
/// `UIRotationGestureRecognizer` (`kind: .pinch`) on libinput's swipes and pinches, and its holds
/// (`kind: .hold`): BEGIN/UPDATE/END folded into cumulative values, fed to a `RecognizerStateMachine`,
/// whose actions are applied here. `GestureRecognizers` hands each one only the events of its kind.
///
/// A pan reports the cumulative translation of the fingers' centre from the unaccelerated deltas and
/// its least-squares velocity, in millimetres (mm/s) when the touchpad's size is known, libinput
/// units otherwise. Recognized (`.began`, translation 0) at libinput's BEGIN, or with a dead zone at
/// the first UPDATE that leaves it (travel inside the dead zone counts). With an axis lock, the other
/// axis reads 0 from the lock on. The signed velocity shows a direction reversal as soon as the
/// window's fit turns.
///
/// A pinch (libinput reports scale and rotation from the same events) reports the absolute scale (1
/// at began) and its velocity per second, the cumulative rotation from the angle deltas (degrees,
/// clockwise positive) and its angular velocity, and the centre's translation and velocity as a pan
/// does. Recognized at libinput's BEGIN (scale 1). An UPDATE without a scale (libinput 1.28.0) keeps
/// the last one.
///
/// A cancelled END followed within `fingerChangeGap` by a new BEGIN (libinput's finger-count change)
/// continues the same gesture; since libinput's new pinch restarts at scale 1, the scale carries on
/// from where it was (absolute = scale at the change × new scale).
///
/// A hold (fingers resting, no motion) is recognized at BEGIN (`.began`) and ends `.ended` at END, or
/// `.cancelled` at an END flagged cancelled (the fingers started moving: libinput turns the hold into
/// a pointer motion, scroll or swipe). Holds have no updates (`GestureRecognizers` drops a stray one)
/// and no finger-change window.
///
/// Everything is kept in libinput's raw unaccelerated units and scaled by `UnitScale` only when a
/// snapshot is made. Event times are clamped to be non-decreasing within a gesture; non-finite or
/// implausible deltas (beyond 100,000 units), scales (outside 1/1000…1000) and angle deltas (beyond
/// 360°) are treated as no motion, so every reported number stays finite.
public struct ContinuousRecognizer: Sendable {
  /// `.swipe` (the pan), `.pinch` or `.hold`.
  public let kind: GestureKind
  /// The machine underneath, for logs and tests.
  public private(set) var machine = RecognizerStateMachine()
  private var velocity = VelocityEstimator()
  /// Raw travel since BEGIN on both axes, for the dead zone and the axis lock.
  private var travel = Vector2.zero
  /// Raw translation reported (after the axis lock); the pinch's centre translation.
  private var translation = Vector2.zero
  /// The axis the pan locked onto, if the options lock one and it has.
  public private(set) var lockedAxis: Axis?
  /// Pinch: absolute scale = `scaleBase` × libinput's scale (the base moves on a finger-count change,
  /// since libinput's new gesture starts again at 1).
  private var scaleBase = 1.0
  private var scale = 1.0
  private var rotation = 0.0
  private var fingers = 0
  private var startFingers = 0
  private var lastTime: Instant = 0
  private var unitScale = UnitScale.libinput
  private var libinputCancelled = false
  /// Between a BEGIN with a finger count the options filter out and its END.
  private var ignoring = false
  /// A second snapshot one event produced (the old gesture closed, then the new one began); the
  /// router delivers it right after the first.
  private(set) var pending: GestureSnapshot?

  init(kind: GestureKind) {
    self.kind = kind
  }

  /// UIKit's state of the gesture.
  public var state: RecognizerState { machine.publicState }

  /// The second snapshot of an event that produced two (a gesture closed, the next one began at once);
  /// take it right after `handle` returns.
  mutating func takePending() -> GestureSnapshot? {
    guard hasPending else { return nil }
    hasPending = false
    let snapshot = pending
    pending = nil
    return snapshot
  }

  /// Whether `handle` left a second snapshot in `pending`. Measured, issue 26: read after every event,
  /// and a stored flag is one load where testing the optional copied it (129 bytes) first.
  private(set) var hasPending = false

  /// Recognized at libinput's BEGIN, unless the options say at the first UPDATE or a pan has a dead
  /// zone to leave first.
  private func recognizedAtBegin(_ options: GestureOptions) -> Bool {
    kind == .hold || (options.beginsAtLibinputBegin && (kind != .swipe || !(options.deadZone > 0)))
  }
  /// The open finger-change window's deadline.
  public var resumeDeadline: Instant? { machine.resumeDeadline }

  private func accepts(_ fingers: Int, _ options: GestureOptions) -> Bool {
    switch kind {
    case .swipe: return options.swipeFingers.contains(fingers)
    case .pinch: return options.pinchFingers.contains(fingers)
    case .hold: return options.holdFingers.contains(fingers)
    }
  }

  /// Feeds one event of this recognizer's kind; writes the snapshot it produced into `out` and returns
  /// true, or returns false when nothing observable changed (`out` is then left alone).
  ///
  /// Measured, issue 26: written in place rather than returned as an optional, which was copied
  /// (129 bytes) at every layer it passed through.
  mutating func handle(
    _ event: GestureEvent, options: GestureOptions, scale newScale: UnitScale,
    into out: inout GestureSnapshot
  ) -> Bool {
    switch event.phase {
    case .begin: return begin(event, options: options, scale: newScale, into: &out)
    case .update: return update(event, options: options, scale: newScale, into: &out)
    case .end: return end(event, options: options, into: &out)
    }
  }

  private mutating func begin(
    _ event: GestureEvent, options: GestureOptions, scale newScale: UnitScale,
    into out: inout GestureSnapshot
  ) -> Bool {
    if case .suspended(let deadline) = machine.state {
      if event.time <= deadline {
        // The finger count changed: libinput's new gesture continues ours.
        fingers = event.fingers
        lastTime = max(lastTime, event.time)
        scaleBase = scale
        return apply(
          machine.handle(.begin(recognized: false)), at: lastTime, event, options, newScale, into: &out)
      }
      // Too late to be the same gesture: the old one is cancelled, then this BEGIN starts afresh.
      let closed = apply(machine.handle(.gapExpired), at: deadline, event, options, newScale, into: &out)
      var next = out
      if startOrIgnore(event, options: options, scale: newScale, into: &next) {
        pending = next
        hasPending = true
      }
      return closed
    }
    return startOrIgnore(event, options: options, scale: newScale, into: &out)
  }

  private mutating func startOrIgnore(
    _ event: GestureEvent, options: GestureOptions, scale newScale: UnitScale,
    into out: inout GestureSnapshot
  ) -> Bool {
    guard accepts(event.fingers, options) else {
      ignoring = true
      // A filtered BEGIN in the middle of a gesture (no END seen) closes that gesture.
      guard machine.isTracking else { return false }
      return apply(
        machine.handle(.endCancelled(resumeDeadline: nil)), at: max(lastTime, event.time), event, options,
        newScale, into: &out)
    }
    ignoring = false
    // A hold closed by a BEGIN without END is reported no earlier than its last event.
    let time = kind == .hold && machine.isActive ? max(lastTime, event.time) : event.time
    let recognized = recognizedAtBegin(options)
    return apply(
      machine.handle(.begin(recognized: recognized)), at: time, event, options, newScale, into: &out)
  }

  private mutating func update(
    _ event: GestureEvent, options: GestureOptions, scale newScale: UnitScale,
    into out: inout GestureSnapshot
  ) -> Bool {
    if ignoring { return false }
    switch machine.state {
    case .possible, .ended, .cancelled, .failed:
      // An UPDATE with no BEGIN (pasted transcripts lose lines): it begins the gesture, reported as
      // `.began` with this UPDATE's motion.
      guard accepts(event.fingers, options) else {
        ignoring = true
        return false
      }
      _ = apply(
        machine.handle(.begin(recognized: false)), at: event.time, event, options, newScale, into: &out)
    case .suspended:
      scaleBase = scale
    case .tracking, .began, .changed:
      break
    }
    let time = max(lastTime, event.time)
    lastTime = time
    fingers = event.fingers
    fold(event, options: options, at: time)
    let passed = kind != .swipe || travel.length >= options.deadZone
    return apply(
      machine.handle(.update(passedThreshold: passed)), at: time, event, options, newScale, into: &out)
  }

  private mutating func end(_ event: GestureEvent, options: GestureOptions, into out: inout GestureSnapshot)
    -> Bool
  {
    if ignoring {
      ignoring = false
      return false
    }
    let time = max(lastTime, event.time)
    lastTime = time
    if event.cancelled {
      libinputCancelled = !event.synthesized
      let opensWindow = kind != .hold && options.fingerChangeGap > 0
      let deadline = opensWindow ? time.saturatingAdding(options.fingerChangeGap) : nil
      return apply(
        machine.handle(.endCancelled(resumeDeadline: deadline)), at: time, event, options, unitScale,
        into: &out)
    }
    return apply(machine.handle(.end), at: time, event, options, unitScale, into: &out)
  }

  /// The finger-change window's timeout, as an event: cancels a suspended gesture whose deadline passed
  /// (delivered when `now` is past it).
  mutating func advance(to now: Instant) -> GestureSnapshot? {
    guard case .suspended(let deadline) = machine.state, now >= deadline else { return nil }
    return report(machine.handle(.gapExpired), at: deadline)
  }

  /// The touchpad went away: a gesture under way is cancelled (one not yet recognized fails).
  mutating func deviceRemoved(at time: Instant) -> GestureSnapshot? {
    ignoring = false
    guard machine.isTracking else { return nil }
    return report(machine.handle(.deviceRemoved), at: max(lastTime, time))
  }

  // MARK: Applying the machine's actions

  private mutating func apply(
    _ action: RecognizerStateMachine.Action, at time: Instant, _ event: GestureEvent,
    _ options: GestureOptions, _ newScale: UnitScale, into out: inout GestureSnapshot
  ) -> Bool {
    switch action {
    case .none:
      return false
    case .startTracking:
      reset(event, options, newScale)
      return false
    case .startTrackingAndReport(let state):
      reset(event, options, newScale)
      snapshot(state, at: time, into: &out)
      return true
    case .report(let state):
      snapshot(state, at: time, into: &out)
      return true
    case .reportThenStartTracking(let state):
      snapshot(state, at: time, into: &out)
      reset(event, options, newScale)
      if machine.state == .began {
        pending = snapshot(.began, at: event.time)
        hasPending = true
      }
      return true
    case .resume:
      libinputCancelled = false
      snapshot(.changed, at: time, into: &out)
      return true
    }
  }

  /// Applies an action that has no new event behind it (timeouts, device removal).
  private mutating func report(_ action: RecognizerStateMachine.Action, at time: Instant)
    -> GestureSnapshot?
  {
    switch action {
    case .report(let state), .reportThenStartTracking(let state), .startTrackingAndReport(let state):
      return snapshot(state, at: time)
    case .resume:
      return snapshot(.changed, at: time)
    case .none, .startTracking:
      return nil
    }
  }

  private mutating func reset(_ event: GestureEvent, _ options: GestureOptions, _ newScale: UnitScale) {
    pending = nil
    hasPending = false
    velocity.reset()
    velocity.window = options.velocityWindow
    travel = .zero
    translation = .zero
    lockedAxis = nil
    scaleBase = 1
    scale = 1
    rotation = 0
    fingers = event.fingers
    startFingers = event.fingers
    lastTime = event.time
    unitScale = newScale
    libinputCancelled = false
  }

  // MARK: Folding one UPDATE in

  /// No finger moves this far between two events (100,000 units ≈ 2.5 m); beyond it a delta is noise.
  static let maximumDelta = 100_000.0
  /// Scales outside 1/1000 … 1000 are not two fingers on a touchpad; such a value is ignored.
  static let maximumScale = 1_000.0

  /// The value, or 0 when it is not finite or beyond `limit` (counted as no motion).
  static func plausible(_ value: Double, limit: Double) -> Double {
    value.isFinite && abs(value) <= limit ? value : 0
  }

  private mutating func fold(_ event: GestureEvent, options: GestureOptions, at time: Instant) {
    let dx = Self.plausible(event.dxUnaccelerated, limit: Self.maximumDelta)
    let dy = Self.plausible(event.dyUnaccelerated, limit: Self.maximumDelta)
    travel = travel + Vector2(x: dx, y: dy)
    switch lockedAxis {
    case .horizontal: translation.x += dx
    case .vertical: translation.y += dy
    case nil: translation = translation + Vector2(x: dx, y: dy)
    }
    switch kind {
    case .swipe:
      if lockedAxis == nil, case .dominant(let after) = options.axisLock, travel.length >= after {
        lock(onto: abs(travel.x) > abs(travel.y) ? .horizontal : .vertical)
      }
    case .pinch:
      if let s = event.scale, s.isFinite, s >= 1 / Self.maximumScale, s <= Self.maximumScale {
        scale = min(max(scaleBase * s, 1 / Self.maximumScale), Self.maximumScale)
      }
      rotation += Self.plausible(event.angleDelta ?? 0, limit: 360)
    case .hold:
      break
    }
    velocity.append(
      MotionSample(time: time, x: translation.x, y: translation.y, scale: scale, rotation: rotation))
  }

  /// GNOME's lock: the dominant axis of the travel so far wins (a tie goes vertical, as in GNOME).
  private mutating func lock(onto axis: Axis) {
    lockedAxis = axis
    switch axis {
    case .horizontal:
      translation.y = 0
      velocity.updateAll { $0.y = 0 }
    case .vertical:
      translation.x = 0
      velocity.updateAll { $0.x = 0 }
    }
  }

  /// The snapshot as a value, for the rarer paths (a second snapshot held back, timeouts).
  private mutating func snapshot(_ state: RecognizerState, at time: Instant) -> GestureSnapshot {
    var made = GestureSnapshot(kind: kind, fingers: fingers, state: state, time: time)
    snapshot(state, at: time, into: &made)
    return made
  }

  // `mutating` though it changes nothing: measured, issue 26: a non-mutating call copied the whole
  // recognizer (369 bytes) onto the stack for every snapshot; a mutating one passes it by address.
  private mutating func snapshot(_ state: RecognizerState, at time: Instant, into out: inout GestureSnapshot)
  {
    let v = velocity.velocity(at: time)
    let f = unitScale.factor
    out = GestureSnapshot(
      kind: kind, fingers: fingers, state: state, time: time,
      translation: translation * f, velocity: Vector2(x: v.x * f, y: v.y * f),
      scale: kind == .pinch ? scale : 1, scaleVelocity: kind == .pinch ? v.scale : 0,
      rotation: rotation, angularVelocity: kind == .pinch ? v.rotation : 0,
      units: unitScale.units, libinputCancelled: state == .cancelled && libinputCancelled,
      startFingers: startFingers, touchpadSizeMM: unitScale.touchpadSizeMM)
  }
}
