import PlayheadEvents
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

/// The engine's decisions as a value: inputs in, actions out (libinput's gesture state machine style).
///
/// It owns the recognizers, the drivers, the active slot, the decision, pause, slow and re-grab
/// state and the reloaded slots waiting for their transition to end; it has no loop, clock, file or
/// terminal. `Engine` is its host: it feeds every event, timer, tick and command in, and performs
/// the actions that come out (timers, the display link, frames, the log, `onRelease`, stopping).
public struct EngineCore {
  /// The slots change only through `EngineCommand.replaceSlot`.
  public internal(set) var configuration: EngineConfiguration
  public internal(set) var recognizers: GestureRecognizers
  public internal(set) var drivers: [TransitionDriver]
  /// Each slot's transition name, layer names and hierarchy, kept beside its driver as the one object
  /// every frame of it shares (a frame reads them every tick), and its duration. Read from the slot,
  /// each frame copied the whole slot out of the array, a retain and release of every reference it
  /// holds (measured, issue 26).
  var scenes: [Frame.Scene]
  var durations: [Double]
  /// The slot whose transition runs.
  public internal(set) var active = 0
  /// The newest snapshot applied, if any.
  public var lastGesture: GestureSnapshot? { hasGesture ? newestGesture : nil }
  /// `lastGesture`'s storage, a placeholder until `hasGesture`. Measured hot path (issue 26): as an
  /// optional, each snapshot was copied twice to be kept and once more to be logged.
  var newestGesture = GestureSnapshot.placeholder
  /// A snapshot was applied: `newestGesture` is one.
  var hasGesture = false
  /// The active transition's decision, until the next one begins (what a frame shows).
  public internal(set) var decision: Decision?
  /// The newest decision taken: the one a `.logDecision` or `.release` action refers to (a step may
  /// decide and begin the next transition, which clears `decision`).
  public internal(set) var lastDecision: Decision?
  /// Why the newest reloaded slot could not be built (a `.notice` action).
  public internal(set) var reloadFailure: String?
  public internal(set) var isPaused = false
  public internal(set) var isSlow: Bool
  /// The current gesture grabbed a running completion.
  public internal(set) var regrabbing = false
  /// The gesture's recent trajectory, for frames predicted to their target time.
  public internal(set) var predictor = GesturePredictor()
  /// Reloaded slots waiting for their transition in flight to end.
  var pendingSlots: [Int: EngineConfiguration.Slot] = [:]
  /// The deadlines the host's timers are armed at, as the core last asked (nil: disarmed or fired).
  /// The watchdog's is the driver's deadline (seconds) as `watchdogDue` rounds it, when it was armed.
  public internal(set) var recognizerDeadline: Instant?
  public internal(set) var watchdogDeadline: Instant?
  /// A snapshot of the current chain (an event and the snapshots due with it) changed something.
  var chainChanged = false

  /// - Throws: `TimingError` for a container size that is not positive and finite.
  public init(configuration: EngineConfiguration) throws(TimingError) {
    precondition(!configuration.slots.isEmpty, "an engine needs at least one transition")
    self.configuration = configuration
    recognizers = GestureRecognizers(options: configuration.gestureOptions)
    isSlow = configuration.startSlow
    var drivers: [TransitionDriver] = []
    for slot in configuration.slots {
      var driverConfiguration = slot.driver
      if configuration.startSlow { driverConfiguration.slowAnimationFactor = configuration.slowFactor }
      drivers.append(try TransitionDriver(descriptor: slot.descriptor, configuration: driverConfiguration))
    }
    self.drivers = drivers
    scenes = zip(configuration.slots, drivers).map { slot, driver in
      Self.scene(slot, driver, source: configuration.source)
    }
    durations = configuration.slots.map(\.descriptor.duration)
  }

  /// What every frame of `slot`'s transition shares.
  static func scene(_ slot: EngineConfiguration.Slot, _ driver: TransitionDriver, source: String)
    -> Frame.Scene
  {
    Frame.Scene(
      transition: slot.descriptor.name, layerNames: driver.layerNames,
      hierarchy: driver.context.layers.hierarchy, source: source)
  }

  /// The transition on screen.
  public var activeDescriptor: TransitionDescriptor { configuration.slots[active].descriptor }

  /// The active transition is under way: moving, or a completion paused with p (which draws no
  /// frames but is not at rest: a replay that ended must wait for the second p, not stop).
  public var isInFlight: Bool { drivers[active].needsFrames || drivers[active].isPaused }

  /// Whether a replacement for slot `index` waits for its transition in flight to end.
  public func hasPendingReplacement(_ index: Int) -> Bool { pendingSlots[index] != nil }

  /// The active transition's container, in points.
  public var container: (width: Double, height: Double) {
    let size = configuration.slots[active].driver.container
    return (size.width, size.height)
  }

  /// The gesture that drives slot `i` in its current direction.
  // Always inlined (measured, issue 26): called from `apply`, a mutating method, the call copied the
  // whole core (2 KB) to pass it as `self`, every event.
  @inline(__always)
  public func binding(_ i: Int) -> GestureBinding {
    // Measured hot path (every event): the fields read in place, as a method of the slot would copy
    // the whole slot (a retain and release of every string it holds).
    drivers[i].isDismissal ? configuration.slots[i].dismissalBinding : configuration.slots[i].binding
  }

  /// One input at `now` (µs on the event clock): the state moves on, and the actions say what the
  /// host must do, in order. For `.nextSnapshot`, `now` is the time of the event that began the chain.
  // Always inlined around `handle(_:at:into:)` (measured, issue 26): returned from the call, the
  // actions were built in the callee and copied out, once or twice per event.
  @inline(__always)
  public mutating func handle(_ input: EngineInput, at now: Instant) -> EngineActions {
    var actions = EngineActions()
    handle(input, at: now, into: &actions)
    return actions
  }

  /// `handle(_:at:)`, its actions appended to `actions` (empty).
  mutating func handle(_ input: EngineInput, at now: Instant, into actions: inout EngineActions) {
    switch input {
    case .event(let event):
      chainChanged = false
      if recognizers.receive(event) { apply(recognizers.delivered, into: &actions) }
      finishChain(at: now, mayContinue: true, into: &actions)
    case .nextSnapshot:
      let snapshot = recognizers.advance(to: now)
      if let snapshot { apply(snapshot, into: &actions) }
      finishChain(at: now, mayContinue: snapshot != nil, into: &actions)
    case .recognizerTimeout:
      // A fired timer is disarmed; the snapshots due come one a step, as after an event.
      recognizerDeadline = nil
      chainChanged = false
      let snapshot = recognizers.advance(to: now)
      if let snapshot { apply(snapshot, into: &actions) }
      finishChain(at: now, mayContinue: snapshot != nil, into: &actions)
    case .watchdog:
      watchdogDeadline = nil
      // The timer is armed at the driver's deadline rounded up to the µs. Once that instant is reached
      // the deadline has passed, even where the driver's test in seconds (`t − lastUpdate ≥ timeout`)
      // falls a rounding short: left to that test, the timer was armed again at the same instant, and a
      // virtual clock (`replay --speed max`) fired it for ever.
      if let due = watchdogDue, due <= now {
        perform(drivers[active].expireWatchdog(at: now.seconds), at: now, into: &actions)
      } else {
        perform(drivers[active].advance(to: now.seconds), at: now, into: &actions)
      }
      armWatchdog(into: &actions)
      actions.append(.requestFrame)
    case .tick(let target):
      tick(target: target, now: now, into: &actions)
    case .displayLinkStopped:
      if !isInFlight {
        if !pendingSlots.isEmpty { applyPendingSlots(into: &actions) }
        applySlowFactor()
        // After the completion's last frame, not in the next gesture's first turn (measured, issue 26).
        drivers[active].prepareNextContext()
        actions.append(.idle)
      }
    case .command(let command):
      handle(command, at: now, into: &actions)
    }
  }

  /// The end of one step of a chain: more snapshots due come in the next step (after an event, or
  /// after a step that delivered one: a step that delivers nothing ends the chain, so it always
  /// ends); after the last, the recognizer timer follows the next deadline and a frame is asked for
  /// if anything changed.
  mutating func finishChain(at now: Instant, mayContinue: Bool, into actions: inout EngineActions) {
    let next = recognizers.nextDeadline
    if mayContinue, let due = next, due <= now {
      actions.hasMoreSnapshots = true
      return
    }
    armRecognizerTimer(next, into: &actions)
    if chainChanged { actions.append(.requestFrame) }
  }

  /// One snapshot: logged, then given to the transition its binding selects.
  mutating func apply(_ snapshot: GestureSnapshot, into actions: inout EngineActions) {
    chainChanged = true
    if snapshot.state == .began && !pendingSlots.isEmpty { applyPendingSlots(into: &actions) }
    newestGesture = snapshot
    hasGesture = true
    if configuration.predictsToTarget { predictor.add(snapshot) }
    actions.append(.logGesture)
    if !isInFlight, snapshot.state == .began, let slot = slotMatching(snapshot) {
      active = slot
    }
    var current = binding(active)
    guard current.matches(snapshot) else { return }
    if snapshot.state == .began {
      regrabbing = isInFlight && drivers[active].phase != .interactive
    }
    // A re-grab carries on from where the completion was, both ways: its travel is not clamped to the
    // binding's direction, so pulling back reduces the percent.
    if regrabbing { current.direction = nil }
    // The travel read in place: copying the whole slot retains and releases every string it holds.
    let fullTravel = configuration.slots[active].descriptor.fullTravelPoints
    let mapped = current.map(snapshot, container: container, fullTravelPoints: fullTravel)
    perform(
      drivers[active].handle(mapped, at: snapshot.time.seconds), at: snapshot.time, into: &actions)
  }

  func slotMatching(_ snapshot: GestureSnapshot) -> Int? {
    if binding(active).matches(snapshot) { return active }
    return configuration.slots.indices.first { binding($0).matches(snapshot) }
  }

  /// One tick: the transition's clock moves to the target (now at most), the frame is built, and the
  /// display link runs on only while a completion animates (once it stopped, the host says so with
  /// `.displayLinkStopped`).
  mutating func tick(target: Instant, now: Instant, into actions: inout EngineActions) {
    // A frame for a refresh ahead (a window's target) is sampled there, but events until then keep
    // their own times (the timer's frames are never ahead).
    let time = min(target, now)
    perform(drivers[active].advance(to: time.seconds), at: time, into: &actions)
    actions.append(.buildFrame(target: target))
    // An interactive transition whose fingers rest shows nothing new, so it waits for input, waking
    // only for its watchdog.
    let interactive = drivers[active].phase == .interactive
    let animating = drivers[active].needsFrames && !interactive
    actions.append(.setDisplayLinkRunning(animating, awaitingInput: interactive))
    armWatchdog(into: &actions)
  }

  /// When the watchdog timer is due now: the driver's current deadline rounded up to the µs; nil when it
  /// has none, or one past any clock (beyond 9 × 10¹² s the µs would not fit in an `Int64`).
  // Always inlined (measured, issue 26): as a call from the mutating methods it copied the whole core
  // (2 KB) to pass it as `self`, every frame.
  @inline(__always)
  var watchdogDue: Instant? {
    guard let deadline = drivers[active].watchdogDeadline, abs(deadline) < 9e12 else { return nil }
    return Instant(seconds: deadline, rounding: .up)
  }

  mutating func armWatchdog(into actions: inout EngineActions) {
    if let due = watchdogDue {
      if watchdogDeadline != due {
        watchdogDeadline = due
        actions.append(.arm(.watchdog, at: due))
      }
    } else if watchdogDeadline != nil {
      watchdogDeadline = nil
      actions.append(.disarm(.watchdog))
    }
  }

  /// The recognizer timer follows `next`, the recognizers' next deadline.
  mutating func armRecognizerTimer(_ next: Instant?, into actions: inout EngineActions) {
    if let deadline = next {
      if recognizerDeadline != deadline {
        recognizerDeadline = deadline
        actions.append(.arm(.recognizer, at: deadline))
      }
    } else if recognizerDeadline != nil {
      recognizerDeadline = nil
      actions.append(.disarm(.recognizer))
    }
  }
}
