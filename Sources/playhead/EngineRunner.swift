import Dispatch
import Glibc
import PlayheadEngine
import PlayheadEvents
import PlayheadHUD
import PlayheadInput
import PlayheadSystem
import PlayheadWindow

/// Runs an engine to its end: on a virtual clock as fast as possible, on the Dispatch loop at the
/// events' own pace, or on live libinput input; restores the terminal and exits with the status the
/// way it stopped deserves.
final class EngineRunner {
  let setup: EngineSetup
  /// Runs on the loop after the engine stopped and the terminal was restored, before the exit.
  var afterStop: (() -> Void)?
  /// `--window`: draws the frames in the setup's window, whose frame callbacks are the display link.
  private var presenter: WindowPresenter?

  init(setup: EngineSetup) { self.setup = setup }

  /// The exit status for a stop reason (and its one line on stderr, for failures).
  static func status(for reason: Engine.StopReason) -> Int32 {
    switch reason {
    case .quit, .inputEnded, .outputClosed, .terminalClosed: return 0
    case .signal(let number): return SignalWatcher.exitStatus(for: number)
    case .outputFailed(let error):
      CLIError.report(error.description)
      return EngineSetup.Status.ioError
    case .inputFailed(let error):
      CLIError.report(error.description)
      return error.exitCode
    }
  }

  /// The engine, or one line and exit 64 when the configuration cannot make one.
  /// - Parameter latency: keep latency histograms (the HUD shows event-to-frame percentiles).
  func makeEngine(loop: EngineLoop, latency: Bool = false, stampClock: (() -> Int64)? = nil) -> Engine {
    let recorder =
      latency
      ? LatencyRecorder(configuration: .init(framePeriodNanoseconds: Int64(1e9 / setup.configuration.fps)))
      : nil
    if let window = setup.window, let loop = loop as? DispatchLoop {
      presenter = WindowPresenter(window: window, loop: loop)
    }
    let engine: Engine
    do {
      engine = try Engine(
        configuration: setup.configuration, loop: loop, log: setup.log, recorder: recorder,
        stampClock: stampClock, displayLink: presenter?.displayLink)
    } catch {
      CLIError.report(error.description)
      exit(EngineSetup.Status.usage)
    }
    if let path = setup.watchedFile, let load = setup.reloadSlot {
      do {
        try engine.watchTransitionFile(path, load: load)
      } catch {
        CLIError.report(error.description)
        exit(EngineSetup.Status.ioError)
      }
    }
    return engine
  }

  // MARK: Virtual time (`--speed max`)

  /// Feeds `events` on an `EmbeddedLoop` (no HUD, no sleeping) and returns the exit status.
  func runVirtual(_ events: [InputEvent]) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let loop = EmbeddedLoop(now: events.first?.time ?? 0)
    let engine = makeEngine(loop: loop)
    engine.playToEnd(events, on: loop)
    return EngineRunner.status(for: engine.stopReason ?? .inputEnded)
  }

  /// Plays a transcript as it is read on an `EmbeddedLoop`, in constant memory; returns the exit status.
  func runVirtual(_ cursor: TranscriptCursor) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let first: InputEvent?
    do throws(TranscriptError) { first = try cursor.peek() } catch {
      return EngineRunner.status(for: .inputFailed(error))
    }
    let loop = EmbeddedLoop(now: first?.time ?? 0)
    let engine = makeEngine(loop: loop)
    engine.playToEnd(cursor, on: loop)
    return EngineRunner.status(for: engine.stopReason ?? .inputEnded)
  }

  // MARK: Real time on the Dispatch loop

  /// Plays `events` at `speed` × their own pace on a serial queue, with the HUD when wanted; `cycle`
  /// plays them again and again (the demo) until q or a signal. Never returns.
  func runTimed(_ events: [InputEvent], speed: Double, cycle: Bool) -> Never {
    runTimed(.events(events), first: events.first?.time ?? 0, speed: speed, cycle: cycle)
  }

  /// Plays a transcript as it is read: a file at `speed` × its own pace, a pipe (a live `libinput
  /// debug-events`) each line as it arrives, with latency measured from its arrival. Never returns.
  func runTimed(_ cursor: TranscriptCursor, speed: Double) -> Never {
    guard cursor.isRegularFile else {
      let loop = DispatchLoop()
      let engine = makeEngine(loop: loop, latency: true, stampClock: MonotonicClock.nanoseconds)
      let feeder = EventFeeder(.transcript(cursor), loop: loop, engine: engine)
      if let presenter {
        feeder.onEnd = { [unowned engine, unowned presenter] in
          presenter.afterLastPresentation { engine.stop(.inputEnded) }
        }
      }
      run(engine: engine, loop: loop) { feeder.start() }
    }
    let first: InputEvent?
    do throws(TranscriptError) { first = try cursor.peek() } catch {
      exit(EngineRunner.status(for: .inputFailed(error)))
    }
    runTimed(.transcript(cursor), first: first?.time ?? 0, speed: speed, cycle: false)
  }

  private func runTimed(_ input: EventFeeder.Input, first: Microseconds, speed: Double, cycle: Bool) -> Never
  {
    // Half a second of lead so the HUD is up before the first gesture.
    let loop = DispatchLoop(eventOrigin: first - 500_000, speed: speed)
    let engine = makeEngine(loop: loop, latency: true)
    let feeder = EventFeeder(input, loop: loop, engine: engine, cycle: cycle)
    if let presenter {
      // The last frames' records wait for their presentation before the engine stops.
      feeder.onEnd = { [unowned engine, unowned presenter] in
        presenter.afterLastPresentation { engine.stop(.inputEnded) }
      }
    }
    run(engine: engine, loop: loop) { feeder.start() }
  }

  // MARK: Live

  /// Reads touchpads through libinput on the engine's queue until q or a signal. Never returns.
  /// - Parameters:
  ///   - grab: take the touchpad exclusively until Playhead stops (`live --grab`); released on every
  ///     way out that runs code (q, signals, errors, removal) and by the kernel on any other.
  ///   - notice: one line said once the touchpad is open (the desktop's gestures that collide).
  ///   - hudNotice: its short form, kept on the HUD's notice row (the HUD's screen hides stderr).
  ///   - makeRecording: opens the recording `playhead record` writes, once the devices are known.
  func runLive(
    backend: LibinputSource.Backend, grab: Bool = false, notice: String? = nil, hudNotice: String? = nil,
    makeRecording: ((LibinputSource) throws -> RecordingWriter)? = nil
  ) -> Never {
    let loop = DispatchLoop()
    let engine = makeEngine(loop: loop, latency: true, stampClock: MonotonicClock.nanoseconds)
    var recordingFailed: RecordingError?
    var recording: RecordingWriter?
    let source: LibinputSource
    do throws(InputError) {
      source = try LibinputSource(backend: backend, queue: loop.queue, grab: grab) {
        [unowned engine] event, readTime in
        if let recording, recordingFailed == nil {
          do throws(RecordingError) { try recording.write(event) } catch {
            recordingFailed = error
            engine.stop(.outputFailed(.failed(name: recording.path, errno: error.errno ?? .ioError)))
          }
        }
        engine.receive(event, readTime: readTime)
      }
    } catch {
      CLIError.report(error.description)
      exit(error.exitCode)
    }
    if let notice { CLIError.report(notice) }
    if let hudNotice { engine.show(notice: hudNotice) }
    if let makeRecording {
      do {
        recording = try makeRecording(source)
      } catch {
        source.stop()
        CLIError.report("\(error)")
        exit(EngineSetup.Status.cannotCreate)
      }
    }
    run(engine: engine, loop: loop) {
      source.start()
    } onStop: {
      source.stop()
    }
  }

  /// The common part: HUD, signals, start, `dispatchMain`, and on stop: restore, report, exit.
  private func run(
    engine: Engine, loop: DispatchLoop, start: @escaping () -> Void, onStop: (() -> Void)? = nil
  ) -> Never {
    // Both are made and used on the loop's queue (onStop runs there too).
    let hud = QueueBound<TerminalHUD?>(nil, queue: loop.queue)
    let signals = QueueBound<SignalWatcher?>(nil, queue: loop.queue)
    let presenter = QueueBound(self.presenter, queue: loop.queue)
    engine.onStop = { [unowned engine] reason in
      onStop?()
      presenter.value?.detach()
      hud.value?.detach()
      if self.setup.showHUD { DemoHandOver.save(slow: engine.lastFrame?.isSlow ?? false) }
      self.afterStop?()
      // Out at once, from the loop's queue, with nothing of libdispatch's torn down first: the signal
      // sources are not cancelled (their signals stay ignored, SignalWatcher set SIG_IGN), and `_exit`
      // runs no atexit or destructor after the terminal was restored above and stdio flushed —
      // cancelling libdispatch sources at the exit raced its manager thread into SIGSEGV in
      // `_dispatch_event_loop_drain`. Descriptors are watched by `ReadableSource`, not libdispatch.
      // The state log is written as it goes.
      fflush(nil)
      _exit(EngineRunner.status(for: reason))
    }
    // The engine, this runner and its closures go to the loop's queue and are used there only.
    let queue = loop.queue
    let bound = QueueBound((runner: self, engine: engine, start: start, onStop: onStop), queue: queue)
    queue.async {
      let (runner, engine, start, onStop) = bound.value
      signals.value = SignalWatcher(queue: queue) { [unowned engine] number in
        engine.stop(.signal(number))
      }
      if runner.setup.showHUD {
        let terminal = TerminalHUD(
          session: TerminalSession(
            inputFD: EngineRunner.keyboard(), output: FileOutput(fd: .standardOutput, name: "the terminal"),
            keepsAlternateScreen: DemoHandOver.keepsScreen))
        // The window draws the layers: the terminal keeps the text column.
        terminal.drawsLayerView = presenter.value == nil
        do throws(OutputError) {
          try terminal.attach(to: engine, queue: queue)
        } catch {
          onStop?()
          terminal.detach()
          CLIError.report(error.description)
          exit(EngineSetup.Status.ioError)
        }
        hud.value = terminal
      }
      if let window = presenter.value {
        window.attach(to: engine)
        window.onClose = { [unowned engine] in engine.stop(.quit) }
        // The window draws every frame the HUD does, after it; a frame's bytes stay the terminal's.
        let terminal = engine.frameSink
        engine.frameSink = { [unowned window] (frame: Frame) throws(OutputError) -> Int in
          let written = try terminal?(frame) ?? 0
          _ = window.show(frame)
          return written
        }
      }
      if hud.value != nil || presenter.value != nil { engine.redraw() }
      start()
    }
    dispatchMain()
  }

  /// Where the HUD reads its keys: standard input, or the controlling terminal when standard input is
  /// a pipe (`libinput debug-events | playhead replay -`), so q still quits. Wraps `open(2)` of /dev/tty.
  static func keyboard() -> Int32 {
    guard isatty(STDIN_FILENO) != 1 else { return STDIN_FILENO }
    let tty = Glibc.open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY)
    return tty >= 0 ? tty : STDIN_FILENO
  }
}
