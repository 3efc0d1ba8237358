import PlayheadEvents
import PlayheadInput
import PlayheadTiming
import PlayheadTransitions

/// The live engine: GestureEvent → recognizers → binding → TransitionDriver → Frame → sinks.
///
/// The host of an `EngineCore`, which makes every decision: the engine feeds it each event, timer,
/// display-link tick and command, and performs the actions it returns (timers, the display link,
/// frames, the sinks, the log, the recorder, stopping) — docs/engine.md, "EngineCore and its host".
///
/// It lives on one `EngineLoop` (a serial `DispatchQueue` live, an `EmbeddedLoop` in tests and
/// `--speed max` replays): every entry point must be called on that loop, and nothing is locked.
/// Debug builds check it (`loop.assertOnLoop()` in `receive`, `handle`, `redraw`, `stop`, …); the setup
/// before the loop runs (`add(_:)` of a sink, `onStop`, `show(notice:)`, `watchTransitionFile`) may be done
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

    /// The stop an output's failure means: its reader closing is a clean stop, anything else a failure.
    public init(outputFailure failure: OutputError) {
      if case .closed = failure { self = .outputClosed } else { self = .outputFailed(failure) }
    }
  }

  /// The slots change only through `replaceSlot(_:with:)` (a reloaded transition file).
  public var configuration: EngineConfiguration { core.configuration }
  public let loop: EngineLoop
  public let log: StateLog?
  public let recorder: LatencyRecorder?
  /// What shows the frames, in the order added (the HUD, then the window): `add(_:)`, `remove(_:)`.
  /// Read every frame, and only ever replaced whole, never changed in place: then every access is a
  /// plain read or store, and whole-module optimization drops its runtime exclusivity checks (measured,
  /// issue 26: an `append` in place kept one on every read).
  var frameSinks: [any FrameSink] = []
  /// Called once when the engine stops.
  public var onStop: ((StopReason) -> Void)? {
    get { stopHandler }
    set { stopHandler = newValue }
  }
  /// Called every time the engine comes to rest (no timer armed, nothing moving).
  public var onIdle: (() -> Void)? {
    get { idleHandler }
    set { idleHandler = newValue }
  }
  /// Called at each release the active transition decides (`playhead compare`): the decision, the
  /// gesture as release policies read it, and what they need to know of the transition.
  public var onRelease: ((Decision, GestureTrack, ReleaseSituation) -> Void)? {
    get { releaseHandler }
    set { releaseHandler = newValue }
  }
  // Measured hot path (issue 26): the engine's per-event state is stored non-public behind public
  // accessors, so whole-module optimization can prove its accesses exclusive and drop the runtime
  // checks; a public stored property keeps a `swift_beginAccess` on every use.
  var stopHandler: ((StopReason) -> Void)?
  var idleHandler: (() -> Void)?
  var releaseHandler: ((Decision, GestureTrack, ReleaseSituation) -> Void)?

  // Measured hot path (issue 15): stored privately behind public getters, so that whole-module
  // optimization can prove every access exclusive and drop the runtime checks (public stored
  // properties keep a `swift_beginAccess` on every event).
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
  public var lastFrame: Frame? { newestFrame.frame }
  /// Where `lastFrame` is kept: each frame is moved in once, the one before destroyed in place.
  let newestFrame = FrameCell()
  /// Frames built so far.
  public var frameCount: Int { framesBuilt }
  var framesBuilt = 0
  /// Frames that no sink, log or recorder reads are not built unless this is set: each still advances
  /// the transition (its completion ends at the same virtual time) and counts, but the layer tree is
  /// not sampled and `lastFrame` is not kept. Set it to poll `lastFrame` or to measure every frame.
  public var buildsUnreadFrames: Bool {
    get { buildsUnread }
    set { buildsUnread = newValue }
  }
  var buildsUnread = false

  /// The decisions (Core/EngineCore.swift): every event, timer, tick and command goes in, and the
  /// engine performs the actions that come out.
  var core: EngineCore {
    unsafeAddress { UnsafePointer(coreCell.address) }
    unsafeMutableAddress { coreCell.address }
  }
  // Measured hot path (issue 26): the core, the frame buffers and the ledger are reached through
  // mutating calls several times per event and frame; in cells, none of those is a runtime check.
  private let coreCell: ExclusiveCell<EngineCore>
  var pendingNewestEvent: Instant?
  var pendingNewestRead: Instant?
  /// How long after its own time the newest gesture event was read (0 unknown): prediction measures
  /// from the arrival, since a stamp can be older than it (the testbed's events, a late delivery).
  var arrivalDelay: Duration = 0
  var stopping = false
  var latencyCache: LatencySummary?
  /// What `latencyCache` measures: the configured metric, or `event_to_presented` once frames are presented.
  var latencyCacheMetric: LatencyMetric
  /// Frames built and not yet presented or discarded (with `awaitsPresentation`).
  var presentations: PresentationLedger {
    unsafeAddress { UnsafePointer(presentationsCell.address) }
    unsafeMutableAddress { presentationsCell.address }
  }
  private let presentationsCell: ExclusiveCell<PresentationLedger>
  /// Two layer buffers used in turn, so building a frame never copies the one `lastFrame` holds.
  var buffers: [[LayerValues]] {
    unsafeAddress { UnsafePointer(buffersCell.address) }
    unsafeMutableAddress { buffersCell.address }
  }
  private let buffersCell: ExclusiveCell<[[LayerValues]]>
  var bufferIndex = 0
  var recognizerTimer: LoopTimer!
  var watchdogTimer: LoopTimer!
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
    let core = try EngineCore(configuration: configuration)
    let widest = core.scenes.map(\.layerNames.count).max() ?? 0
    coreCell = ExclusiveCell(core)
    self.loop = loop
    self.log = log
    self.recorder = recorder
    externalStampClock = stampClock
    self.displayLink =
      displayLink ?? TimerDisplayLink(loop: loop, fps: configuration.fps, policy: configuration.policy)
    latencyCacheMetric = configuration.hudLatency
    presentationsCell = ExclusiveCell(
      PresentationLedger(capacity: configuration.awaitsPresentation ? configuration.presentationCapacity : 0))
    if configuration.awaitsPresentation { log?.holdFrames(capacity: configuration.presentationCapacity) }
    buffersCell = ExclusiveCell([
      [LayerValues](repeating: LayerValues(), count: widest),
      [LayerValues](repeating: LayerValues(), count: widest),
    ])
    self.displayLink.onTick = { [unowned self] tick in self.displayTick(tick) }
    // Only a recorder counts wake-ups (measured, issue 26: the call, a retain and release of the closure
    // and of the engine, on every frame of a replay without one).
    if recorder != nil { self.displayLink.onWakeup = { [unowned self] in self.displayWoke() } }
    // A finger-change window closed; the interactive transition's watchdog may be due (the core lets
    // the driver decide).
    recognizerTimer = loop.makeTimer { [unowned self] in self.step(.recognizerTimeout) }
    watchdogTimer = loop.makeTimer { [unowned self] in self.step(.watchdog) }
  }

  /// The transition on screen.
  public var activeDescriptor: TransitionDescriptor { core.activeDescriptor }

  /// True when nothing moves and no timer is armed.
  public var isIdle: Bool { !displayLink.isTicking && !core.isInFlight }

  /// ns for a latency stamp: the live clock, or the loop's virtual time.
  @inline(__always)
  func stampClock() -> Int64 {
    if let externalStampClock { return externalStampClock() }
    return loop.now.nanoseconds
  }

  // MARK: Input

  /// One input event, read from the source at `readTime` (µs, CLOCK_MONOTONIC; 0 when unknown).
  public func receive(_ event: InputEvent, readTime: Instant = 0) {
    loop.assertOnLoop("Engine.receive")
    guard isRunning else { return }
    // Measured hot path (issue 15): only a recorder reads the stamps; without one, reading the loop's
    // clock three times per event through the `EngineLoop` existential showed in the profile.
    let stamps = recorder != nil
    var stamp = LatencyStamp()
    if stamps, case .gesture(let gesture) = event {
      // An unknown read time (0) stays unstamped: 0 µs is 0 ns.
      stamp = LatencyStamp(eventTime: gesture.time.nanoseconds, readTime: readTime.nanoseconds)
    }
    if stamps { stamp.handleTime = stampClock() }
    var actions = core.handle(.event(event), at: event.time)
    if stamps, actions.contains(where: { if case .logGesture = $0 { true } else { false } }) {
      stamp.recognizedTime = stampClock()
    }
    guard performChain(&actions, at: event.time), isRunning else { return }
    if case .gesture = event {
      if let recorder {
        stamp.stateTime = stampClock()
        recorder.record(stamp)
      }
      pendingNewestEvent = event.time
      pendingNewestRead = readTime == 0 ? nil : readTime
      // Over a second apart the two are on different clocks (a transcript piped in): none assumed.
      if readTime != 0 {
        let delay = readTime - event.time
        arrivalDelay = (0...Duration(seconds: 1)).contains(delay) ? delay : 0
      }
    }
    stateChanged()
  }

  /// A timer or a command at the loop's time: the core decides (with the snapshots due after it), the
  /// engine performs it and draws.
  func step(_ input: EngineInput) {
    guard isRunning else { return }
    var actions = core.handle(input, at: loop.now)
    if performChain(&actions, at: loop.now), isRunning { stateChanged() }
  }

  /// Performs `actions`, then the snapshots due with them (a gesture closed and the next begun, timeouts
  /// passed), each fed at `time`; returns whether any step asked for a frame. In place: no copy per event.
  func performChain(_ actions: inout EngineActions, at time: @autoclosure () -> Instant) -> Bool {
    var changed = perform(&actions)
    while actions.hasMoreSnapshots, isRunning {
      actions = core.handle(.nextSnapshot, at: time())
      changed = perform(&actions) || changed
    }
    return changed
  }

  // MARK: Stopping

  /// Ends a running transition at once (cancelled, with its decision and complete records), so the log
  /// is whole; used when input ends or the process is told to stop.
  public func settle() {
    loop.assertOnLoop("Engine.settle")
    guard isRunning else { return }
    var actions = core.handle(.command(.settle), at: loop.now)
    _ = perform(&actions)
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
      final = StopReason(outputFailure: failure)
    }
    stoppedBecause = final
    watchers.removeAll()
    displayLink.invalidate()
    recognizerTimer.disarm()
    watchdogTimer.disarm()
    stopHandler?(final)
  }
}
