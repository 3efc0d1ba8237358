import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadTiming
import PlayheadTransitions

/// The live engine: GestureEvent → recognizers → binding → TransitionDriver → Frame → sinks.
///
/// It lives on one `EngineLoop` (a serial `DispatchQueue` live, an `EmbeddedLoop` in tests and
/// `--speed max` replays): every entry point must be called on that loop, and nothing is locked.
/// Debug builds check it (`loop.assertOnLoop()` in `receive`, `key`, `redraw`, `stop`, …); the setup
/// before the loop runs (`frameSink`, `onStop`, `show(notice:)`, `watchTransitionFile`) may be done
/// from the thread that made the engine, before the engine is handed to its loop.
/// Frames are drawn only while something moves; an idle engine arms no timer.
public final class Engine {
  /// Why the engine stopped.
  public enum StopReason: Equatable {
    /// q was pressed.
    case quit
    /// A signal (SIGINT, SIGTERM, SIGHUP) arrived.
    case signal(Int32)
    /// The input ended (a replay ran out and everything came to rest).
    case inputEnded
    /// The terminal went away (EOF or EIO on the keyboard).
    case terminalClosed
    /// The log's reader closed the pipe: a clean stop.
    case outputClosed
    /// Writing the log or the HUD failed.
    case outputFailed(OutputError)
    /// The input could not be read on (a transcript's bad line, an I/O error) after the engine started.
    case inputFailed(TranscriptError)
  }

  /// The slots change only through `replaceSlot(_:with:)` (a reloaded transition file).
  public internal(set) var configuration: EngineConfiguration
  public let loop: EngineLoop
  public let log: StateLog?
  public let recorder: LatencyRecorder?
  /// Draws frames (the HUD); returns the bytes it wrote.
  public var frameSink: ((Frame) throws(OutputError) -> Int)?
  /// Called once when the engine stops.
  public var onStop: ((StopReason) -> Void)?
  /// Called every time the engine comes to rest (no timer armed, nothing moving).
  public var onIdle: (() -> Void)?
  /// Called at each release the active transition decides (`playhead compare`): the decision, the
  /// gesture as release policies read it, and what they need to know of the transition.
  public var onRelease: ((Decision, GestureTrack, ReleaseSituation) -> Void)?

  // Measured hot path (issue 15): stored privately behind public getters, so that whole-module
  // optimization can prove every access exclusive and drop the runtime checks (public stored
  // properties keep a `swift_beginAccess` on every event).
  /// The timer link's frame clock; for another display link, a clock at the configured rate that
  /// never ticked (read `frameStatistics`).
  public var clock: FrameClock {
    (displayLink as? TimerDisplayLink)?.clock
      ?? FrameClock(fps: configuration.fps, policy: configuration.policy)
  }
  /// The display link's counters: ticks, frames, late and missed ticks.
  public var frameStatistics: FrameClock.Statistics { displayLink.statistics }
  public var stopReason: StopReason? { stoppedBecause }
  /// Where frame ticks come from: a `TimerDisplayLink` at the configured rate unless one was given.
  public let displayLink: DisplayLink
  var stoppedBecause: StopReason?
  /// Not stopped. A pattern match: `stopReason == nil` picks the Equatable `==` and copies and destroys
  /// both optionals, which showed in the profile of the per-event checks.
  var isRunning: Bool {
    if case .none = stoppedBecause { return true }
    return false
  }
  /// The newest frame built: none while no sink, log or recorder reads frames, unless `buildsUnreadFrames`.
  public internal(set) var lastFrame: Frame?
  /// Frames built so far.
  public internal(set) var frameCount = 0
  /// Frames that no sink, log or recorder reads are not built unless this is set: each still advances
  /// the transition (its completion ends at the same virtual time) and counts, but the layer tree is
  /// not sampled and `lastFrame` is not kept. Set it to poll `lastFrame` or to measure every frame.
  public var buildsUnreadFrames = false

  var recognizers = GestureRecognizers()
  var drivers: [TransitionDriver]
  var layerNames: [[String]]
  var hierarchies: [LayerHierarchy]
  var active = 0
  var lastGesture: GestureSnapshot?
  var decision: Decision?
  var pendingNewestEvent: Microseconds?
  var pendingNewestRead: Microseconds?
  /// How long after its own time the newest gesture event was read (0 unknown): prediction measures
  /// from the arrival, since a stamp can be older than it (the testbed's events, a late delivery).
  var arrivalDelay: Microseconds = 0
  var isPaused = false
  var stopping = false
  /// The current gesture grabbed a running completion.
  var regrabbing = false
  var isSlow: Bool
  var latencyCache: LatencySummary?
  /// What `latencyCache` measures: the configured metric, or `event_to_presented` once frames are presented.
  var latencyCacheMetric: LatencyMetric
  /// Frames built and not yet presented or discarded (with `awaitsPresentation`).
  var presentations: PresentationLedger
  /// The gesture's recent trajectory, for frames predicted to their target time.
  var predictor = GesturePredictor()
  // Two layer buffers used in turn, so building a frame never copies the one `lastFrame` holds.
  var buffers: [[LayerValues]] = [[], []]
  var bufferIndex = 0
  var recognizerTimer: LoopTimer!
  var watchdogTimer: LoopTimer!
  /// Reloaded slots waiting for their transition in flight to end (see Engine+Reload.swift).
  var pendingSlots: [Int: EngineConfiguration.Slot] = [:]
  /// One line the HUD shows under its keys (a reload's outcome, the desktop's colliding gestures).
  var notice: String?
  var watchers: [FileWatcher] = []
  /// The live stamp clock; nil stamps virtual time, read straight from the loop (a closure capturing
  /// the loop `unowned` costs a strong retain and release on every stamp).
  private let externalStampClock: (() -> Int64)?

  /// - Parameters:
  ///   - stampClock: ns on CLOCK_MONOTONIC for latency stamps (live); nil stamps virtual time.
  ///   - displayLink: where frame ticks come from; nil: a `TimerDisplayLink` at the configuration's
  ///     fps and policy.
  /// - Throws: `TimingError` for a container size that is not positive and finite.
  public init(
    configuration: EngineConfiguration, loop: EngineLoop, log: StateLog? = nil,
    recorder: LatencyRecorder? = nil,
    stampClock: (() -> Int64)? = nil, displayLink: DisplayLink? = nil
  ) throws(TimingError) {
    precondition(!configuration.slots.isEmpty, "an engine needs at least one transition")
    self.configuration = configuration
    self.loop = loop
    self.log = log
    self.recorder = recorder
    externalStampClock = stampClock
    self.displayLink =
      displayLink ?? TimerDisplayLink(loop: loop, fps: configuration.fps, policy: configuration.policy)
    latencyCacheMetric = configuration.hudLatency
    presentations = PresentationLedger(
      capacity: configuration.awaitsPresentation ? configuration.presentationCapacity : 0)
    if configuration.awaitsPresentation { log?.holdFrames(capacity: configuration.presentationCapacity) }
    recognizers = GestureRecognizers(options: configuration.gestureOptions)
    isSlow = configuration.startSlow
    var drivers: [TransitionDriver] = []
    for slot in configuration.slots {
      var driverConfiguration = slot.driver
      if configuration.startSlow { driverConfiguration.slowAnimationFactor = configuration.slowFactor }
      drivers.append(try TransitionDriver(descriptor: slot.descriptor, configuration: driverConfiguration))
    }
    self.drivers = drivers
    layerNames = drivers.map(\.layerNames)
    hierarchies = drivers.map(\.context.layers.hierarchy)
    let widest = layerNames.map(\.count).max() ?? 0
    buffers = [
      [LayerValues](repeating: LayerValues(), count: widest),
      [LayerValues](repeating: LayerValues(), count: widest),
    ]
    self.displayLink.onTick = { [unowned self] tick in self.displayTick(tick) }
    self.displayLink.onWakeup = { [unowned self] in self.displayWoke() }
    recognizerTimer = loop.makeTimer { [unowned self] in self.recognizerTimeout() }
    watchdogTimer = loop.makeTimer { [unowned self] in self.watchdogFired() }
  }

  /// The transition on screen.
  public var activeDescriptor: TransitionDescriptor { configuration.slots[active].descriptor }

  /// True when nothing moves and no timer is armed.
  public var isIdle: Bool { !displayLink.isTicking && !isInFlight }

  /// The active transition is under way: moving, or a completion paused with p (which draws no
  /// frames but is not at rest: a replay that ended must wait for the second p, not stop).
  var isInFlight: Bool { drivers[active].needsFrames || drivers[active].isPaused }

  /// ns for a latency stamp: the live clock, or the loop's virtual time.
  @inline(__always)
  func stampClock() -> Int64 {
    if let externalStampClock { return externalStampClock() }
    return loop.now &* 1000
  }

  // MARK: Input

  /// One input event, read from the source at `readTime` (µs, CLOCK_MONOTONIC; 0 when unknown).
  public func receive(_ event: InputEvent, readTime: Microseconds = 0) {
    loop.assertOnLoop("Engine.receive")
    guard isRunning else { return }
    // Measured hot path (issue 15): only a recorder reads the stamps; without one, reading the loop's
    // clock three times per event through the `EngineLoop` existential showed in the profile.
    let stamps = recorder != nil
    var stamp = LatencyStamp()
    if stamps, case .gesture(let gesture) = event {
      stamp = LatencyStamp(eventTimeMicroseconds: gesture.time, readTimeMicroseconds: readTime)
      if readTime == 0 { stamp.readTime = 0 }
    }
    if stamps { stamp.handleTime = stampClock() }
    var changed = false
    if let snapshot = recognizers.handle(event) {
      if stamps { stamp.recognizedTime = stampClock() }
      apply(snapshot)
      changed = true
    }
    while let snapshot = recognizers.advance(to: event.time) {
      apply(snapshot)
      changed = true
    }
    armRecognizerTimer()
    guard changed else { return }
    if case .gesture = event {
      if let recorder {
        stamp.stateTime = stampClock()
        recorder.record(stamp)
      }
      pendingNewestEvent = event.time
      pendingNewestRead = readTime == 0 ? nil : readTime
      // Over a second apart the two are on different clocks (a transcript piped in): none assumed.
      if readTime != 0 {
        arrivalDelay = (0...1_000_000).contains(readTime - event.time) ? readTime - event.time : 0
      }
    }
    stateChanged()
  }

  /// A recognizer timeout came due (a finger-change window closed).
  func recognizerTimeout() {
    guard isRunning else { return }
    var changed = false
    while let snapshot = recognizers.advance(to: loop.now) {
      apply(snapshot)
      changed = true
    }
    armRecognizerTimer()
    if changed { stateChanged() }
  }

  /// The interactive transition's watchdog may be due: let the driver decide, then draw.
  func watchdogFired() {
    guard isRunning else { return }
    perform(drivers[active].advance(to: nowSeconds), at: loop.now)
    armWatchdog()
    stateChanged()
  }

  func armWatchdog() {
    if let deadline = drivers[active].watchdogDeadline, deadline.isFinite {
      let due = Microseconds((deadline * 1_000_000).rounded(.up))
      if watchdogTimer.deadline != due { watchdogTimer.arm(at: due) }
    } else if watchdogTimer.deadline != nil {
      watchdogTimer.disarm()
    }
  }

  func armRecognizerTimer() {
    if let deadline = recognizers.nextDeadline {
      if recognizerTimer.deadline != deadline { recognizerTimer.arm(at: deadline) }
    } else if recognizerTimer.deadline != nil {
      recognizerTimer.disarm()
    }
  }

  /// One snapshot: logged, then given to the transition its binding selects.
  func apply(_ snapshot: GestureSnapshot) {
    if snapshot.state == .began && !pendingSlots.isEmpty { applyPendingSlots() }
    lastGesture = snapshot
    if configuration.predictsToTarget { predictor.add(snapshot) }
    log?.gesture(snapshot)
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
    perform(drivers[active].handle(mapped, at: Engine.seconds(snapshot.time)), at: snapshot.time)
  }

  /// The active transition's container, in points.
  var container: (width: Double, height: Double) {
    let size = configuration.slots[active].driver.container
    return (size.width, size.height)
  }

  func slotMatching(_ snapshot: GestureSnapshot) -> Int? {
    if binding(active).matches(snapshot) { return active }
    return configuration.slots.indices.first { binding($0).matches(snapshot) }
  }

  /// The gesture that drives slot `i` in its current direction.
  func binding(_ i: Int) -> GestureBinding {
    // Measured hot path (every event): the fields read in place, as calling the slot's
    // `binding(isDismissal:)` copies the whole slot (a retain and release of every string it holds).
    drivers[i].isDismissal ? configuration.slots[i].dismissalBinding : configuration.slots[i].binding
  }

  var nowSeconds: Double { Engine.seconds(loop.now) }

  @inline(__always) static func seconds(_ t: Microseconds) -> Double { Double(t) / 1_000_000 }

  // MARK: Stopping

  /// Ends a running transition at once (cancelled, with its decision and complete records), so the log
  /// is whole; used when input ends or the process is told to stop.
  public func settle() {
    loop.assertOnLoop("Engine.settle")
    guard isRunning, drivers[active].needsFrames else { return }
    let now = loop.now
    if let gesture = lastGesture, gesture.state == .began || gesture.state == .changed {
      var cancel = gesture
      cancel.state = .cancelled
      cancel.time = now
      let slot = configuration.slots[active]
      let mapped = binding(active).map(
        cancel, container: container, fullTravelPoints: slot.descriptor.fullTravelPoints)
      perform(drivers[active].handle(mapped, at: Engine.seconds(now)), at: now)
    }
    // Run the completion to its end in one step.
    let end = now + 3_600_000_000
    perform(drivers[active].advance(to: Engine.seconds(end)), at: now)
  }

  /// Stops the engine: no more frames, timer disarmed, `onStop` called once.
  public func stop(_ reason: StopReason) {
    loop.assertOnLoop("Engine.stop")
    guard isRunning, !stopping else { return }
    stopping = true
    if reason != .outputClosed, log?.failure == nil { settle() }
    // Frames still awaiting presentation are written as they are, in order, before the stop is told.
    log?.releaseHeldRecords()
    log?.flushBatch()
    var final = reason
    if let failure = log?.failure, reason != .outputClosed {
      if case .closed = failure { final = .outputClosed } else { final = .outputFailed(failure) }
    }
    stoppedBecause = final
    watchers.removeAll()
    displayLink.invalidate()
    recognizerTimer.disarm()
    watchdogTimer.disarm()
    onStop?(final)
  }
}
