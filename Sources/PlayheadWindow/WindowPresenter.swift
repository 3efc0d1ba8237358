import PlayheadCanvas
import PlayheadEngine
import PlayheadEvents
import PlayheadSystem
import PlayheadTransitions

/// Shows an engine's frames in a Wayland window: the window's frame callbacks are the engine's display
/// link (CADisplayLink driven by the display), each frame is composited by the canvas into a free
/// buffer of the window's pool and committed, and the compositor's presentation feedback goes back to
/// the engine (`framePresented`, `frameDiscarded`), which logs it and measures latency to the screen.
///
/// Everything runs on the engine's loop; `DispatchLoop` is needed for its clock conversion (presented
/// times are CLOCK_MONOTONIC, the engine's are on its event clock: the same live, a replay's timeline
/// otherwise).
public final class WindowPresenter: FrameSink {
  public let window: WaylandWindow
  /// The display link to give the engine (`Engine(…, displayLink:)`).
  public let displayLink = ExternalDisplayLink()
  private let loop: DispatchLoop
  private weak var engine: Engine?
  private let compositor = LayerCompositor()
  private var source: LoopSource?
  /// Fires once, as soon as possible, after a frame sink returned (an unshown frame's discard) or when
  /// the first frame is wanted with no frame callback pending; made once, re-armed (no allocation per frame).
  private var soon: LoopTimer!
  /// A frame callback is pending: the compositor will say when the next frame should be drawn.
  private var callbackPending = false
  /// Commit number → frame seq of the frames awaiting feedback (a small ring: the pool is 3 buffers),
  /// to hand feedback to the engine by seq and to know whether any frame is in flight.
  private var inFlight = CommitRing()
  /// A frame no buffer could take: its discard waits until the engine's frame sink returned, since
  /// its log record is held only then (`frameDiscarded` completes that record).
  private var unshownSeq: Int?
  /// The newest presentation (µs, CLOCK_MONOTONIC) and the refresh interval (µs; 0 unknown).
  private var lastPresented: Instant?
  private var refresh: Duration = 0
  /// The newest frame's commit → presentation, µs: how far ahead of its commit a frame is shown (a
  /// compositor that repaints a refresh after a commit shows it two refreshes on).
  private var pipeline: Duration = 0
  private var shownTitle: (transition: String, phase: TransitionPhase)?
  /// Called once when the window is closed by its close button or the compositor goes away.
  public var onClose: (() -> Void)?
  /// What runs once the frames in flight are answered (`afterLastPresentation`), and its deadline.
  private var pendingEnd: (() -> Void)?
  private var endTimer: LoopTimer!

  public init(window: WaylandWindow, loop: DispatchLoop) {
    self.window = window
    self.loop = loop
    soon = loop.makeTimer { [unowned self] in self.runSoon() }
    endTimer = loop.makeTimer { [unowned self] in self.endNow() }
    displayLink.onRequest = { [unowned self] in
      // No callback will come unless a frame is committed: draw the first frame of a change at once.
      if !self.callbackPending { self.soon.arm(at: self.loop.now) }
    }
  }

  /// Starts reading the window's events on the loop and showing `engine`'s frames in the window, after
  /// the sinks added before (the terminal's HUD).
  public func attach(to engine: Engine) {
    loop.assertOnLoop("WindowPresenter.attach")
    self.engine = engine
    engine.add(self)
    window.onEvent = { [unowned self] event in self.handle(event) }
    source = loop.makeReadSource(fd: window.fileDescriptor) { [unowned self] in
      do throws(WindowError) { try self.window.dispatch() } catch { self.closed() }
    }
  }

  /// Draws `frame` into a free buffer and commits it. Returns 0: a frame's written bytes are the
  /// terminal's (the latency recorder's bytes per frame), pixels are not counted.
  public func show(_ frame: Frame) -> Int {
    setTitleAndRoles(for: frame)
    guard let buffer = window.nextBuffer() else {
      // Every buffer is still the compositor's: this frame is never shown.
      unshownSeq = frame.seq
      soon.arm(at: loop.now)
      return 0
    }
    let pixels = PixelBuffer(
      base: buffer.pixels, width: buffer.width, height: buffer.height, stride: buffer.stride)
    compositor.draw(
      layers: frame.layers, hierarchy: frame.hierarchy, containerWidth: frame.containerWidth,
      containerHeight: frame.containerHeight, into: pixels, scale: window.scale)
    let commit = window.commit(buffer)
    callbackPending = true
    inFlight.insert(commit: commit, seq: frame.seq)
    // At once, from inside the sink: the engine's ledger holds the frame before its sink runs, and the
    // commit time lives only there.
    engine?.frameCommitted(
      seq: frame.seq, at: loop.eventTime(monotonic: Instant(microseconds: MonotonicClock.now())))
    return 0
  }

  /// Runs `body` once every committed frame has had its feedback (presented or discarded), or after
  /// 250 ms (a compositor that stopped answering): the end of a replay waits for its last frames to
  /// reach the screen, so their records carry `presented`.
  public func afterLastPresentation(_ body: @escaping () -> Void) {
    pendingEnd = body
    if inFlight.isEmpty { endNow() } else { endTimer.arm(at: loop.now + 250_000) }
  }

  private func endNow() {
    guard let body = pendingEnd else { return }
    pendingEnd = nil
    endTimer.disarm()
    body()
  }

  /// Stops reading the window and closes it.
  public func detach() {
    source?.cancel()
    source = nil
    soon.disarm()
    endTimer.disarm()
    window.close()
  }

  private func runSoon() {
    guard let engine else { return }
    if let seq = unshownSeq {
      unshownSeq = nil
      engine.frameDiscarded(seq: seq)
    }
    if displayLink.wantsFrame && !callbackPending { tick() }
  }

  private func handle(_ event: WindowEvent) {
    guard let engine else { return }
    switch event {
    case .frame:
      callbackPending = false
      if displayLink.wantsFrame { tick() }
    case .presented(let commit, let nanoseconds, let refreshNanoseconds, _, let flags):
      refresh = Duration(nanoseconds: refreshNanoseconds)
      let presented = loop.eventTime(monotonic: Instant(nanoseconds: nanoseconds))
      lastPresented = presented
      if refresh > 0 { displayLink.framesPerSecond = 1_000_000 / Double(refresh.microseconds) }
      guard let seq = inFlight.remove(commit: commit) else { return }
      if let committed = engine.framePresented(seq: seq, at: presented, refresh: refresh, flags: flags) {
        pipeline = max(0, presented - committed)
      }
      if inFlight.isEmpty { endNow() }
    case .discarded(let commit):
      guard let seq = inFlight.remove(commit: commit) else { return }
      engine.frameDiscarded(seq: seq)
      if inFlight.isEmpty { endNow() }
    case .configure, .scale:
      engine.redraw()
    case .close:
      closed()
    case .key(let byte):
      // The same keys as the terminal's HUD: q quits, space plays, r reverses, s slows, p pauses.
      if let command = EngineCommand(key: byte) { engine.handle(command) }
    }
  }

  /// One tick for the next refresh: its target is the predicted presentation time, the last one
  /// presented plus whole refresh intervals, the first at or after now plus the newest frame's
  /// commit → presentation (one interval from now before any feedback).
  private func tick() {
    let now = loop.now
    var target = now + Duration(microseconds: Int64((1_000_000 / displayLink.framesPerSecond).rounded()))
    if let last = lastPresented, refresh > 0 {
      let expected = now + pipeline
      let periods = max(1, (expected - last + refresh - 1) / refresh)
      target = last + periods * refresh
    }
    displayLink.displayDidRefresh(timestamp: now, targetTimestamp: target)
  }

  private func closed() {
    source?.cancel()
    source = nil
    onClose?()
  }

  /// The roles' looks follow the layers' names, which a reload can change under the same transition
  /// name; the title names the transition and its phase. Each is set only on a change.
  private func setTitleAndRoles(for frame: Frame) {
    // The same array (one per transition, held by every frame of it) compares by identity at once.
    let names = frame.layerNames
    if compositor.layerNames != names { compositor.layerNames = names }
    let phase = frame.sample.phase
    if let shown = shownTitle, shown.phase == phase, shown.transition == frame.transition { return }
    shownTitle = (frame.transition, phase)
    window.title = "playhead — \(frame.transition) — \(phase.rawValue)"
  }
}
