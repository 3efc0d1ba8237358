import Dispatch
import Glibc
import PlayheadEngine
import PlayheadEvents
import PlayheadHUD
import PlayheadInput
import PlayheadSystem

/// Runs an engine to its end: on a virtual clock as fast as possible, on the Dispatch loop at the
/// events' own pace, or on live libinput input; restores the terminal and exits with the status the
/// way it stopped deserves.
final class EngineRunner {
  let setup: EngineSetup

  init(setup: EngineSetup) { self.setup = setup }

  /// The exit status for a stop reason (and its one line on stderr, for failures).
  static func status(for reason: Engine.StopReason) -> Int32 {
    switch reason {
    case .quit, .inputEnded, .outputClosed, .terminalClosed: return 0
    case .signal(let number): return SignalWatcher.exitStatus(for: number)
    case .outputFailed(let error):
      CLIError.report(error.description)
      return EngineSetup.Status.ioError
    }
  }

  /// The engine, or one line and exit 64 when the configuration cannot make one.
  /// - Parameter latency: keep latency histograms (the HUD shows event-to-frame percentiles).
  func makeEngine(loop: EngineLoop, latency: Bool = false, stampClock: (() -> Int64)? = nil) -> Engine {
    let recorder = latency ? LatencyRecorder(configuration: .init(framePeriodNanoseconds: Int64(1e9 / setup.configuration.fps))) : nil
    let engine: Engine
    do {
      engine = try Engine(
        configuration: setup.configuration, loop: loop, log: setup.log, recorder: recorder, stampClock: stampClock)
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

  // MARK: Real time on the Dispatch loop

  /// Plays `events` at `speed` × their own pace on a serial queue, with the HUD when wanted; `cycle`
  /// plays them again and again (the demo) until q or a signal. Never returns.
  func runTimed(_ events: [InputEvent], speed: Double, cycle: Bool) -> Never {
    let first = events.first?.time ?? 0
    // Half a second of lead so the HUD is up before the first gesture.
    let loop = DispatchLoop(eventOrigin: first - 500_000, speed: speed)
    let engine = makeEngine(loop: loop, latency: true)
    let feeder = EventFeeder(events: events, loop: loop, engine: engine, cycle: cycle)
    run(engine: engine, loop: loop) { feeder.start() }
  }

  // MARK: Live

  /// Reads touchpads through libinput on the engine's queue until q or a signal. Never returns.
  /// - Parameter makeRecording: opens the recording `playhead record` writes, once the devices are known.
  func runLive(
    backend: LibinputSource.Backend, makeRecording: ((LibinputSource) throws -> RecordingWriter)? = nil
  ) -> Never {
    let loop = DispatchLoop()
    let engine = makeEngine(loop: loop, latency: true, stampClock: MonotonicClock.nanoseconds)
    var recordingFailed: RecordingError?
    var recording: RecordingWriter?
    let source: LibinputSource
    do throws(InputError) {
      source = try LibinputSource(backend: backend, queue: loop.queue) { [unowned engine] event, readTime in
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
    if let makeRecording {
      do {
        recording = try makeRecording(source)
      } catch {
        CLIError.report("\(error)")
        exit(EngineSetup.Status.cannotCreate)
      }
    }
    run(engine: engine, loop: loop) { source.start() } onStop: { source.stop() }
  }

  /// The common part: HUD, signals, start, `dispatchMain`, and on stop: restore, report, exit.
  private func run(engine: Engine, loop: DispatchLoop, start: @escaping () -> Void, onStop: (() -> Void)? = nil) -> Never {
    // Both are made and used on the loop's queue (onStop runs there too).
    let hud = HandedOver<TerminalHUD?>(nil)
    let signals = HandedOver<SignalWatcher?>(nil)
    engine.onStop = { reason in
      onStop?()
      signals.value?.cancel()
      hud.value?.detach()
      exit(EngineRunner.status(for: reason))
    }
    loop.queue.async {
      signals.value = SignalWatcher(queue: loop.queue) { [unowned engine] number in engine.stop(.signal(number)) }
      if self.setup.showHUD {
        let terminal = TerminalHUD(session: TerminalSession(output: FileOutput(fd: .standardOutput, name: "the terminal")))
        do throws(OutputError) {
          try terminal.attach(to: engine, queue: loop.queue)
        } catch {
          terminal.detach()
          CLIError.report(error.description)
          exit(EngineSetup.Status.ioError)
        }
        hud.value = terminal
        engine.redraw()
      }
      start()
    }
    dispatchMain()
  }
}

/// Delivers recorded events on the loop at their times (shifted by `offset` on every new cycle).
final class EventFeeder {
  let events: [InputEvent]
  unowned let loop: DispatchLoop
  unowned let engine: Engine
  let cycle: Bool
  private var index = 0
  private var offset: Microseconds = 0
  private var timer: LoopTimer!
  private var finished = false

  init(events: [InputEvent], loop: DispatchLoop, engine: Engine, cycle: Bool) {
    self.events = events
    self.loop = loop
    self.engine = engine
    self.cycle = cycle
    timer = loop.makeTimer { [unowned self] in self.deliver() }
    engine.onIdle = { [unowned self] in self.idle() }
  }

  func start() { deliver() }

  private func deliver() {
    while index < events.count, shifted(events[index]).time <= loop.now {
      engine.receive(shifted(events[index]), readTime: loop.now)
      index += 1
      if engine.stopReason != nil { return }
    }
    if index < events.count {
      timer.arm(at: shifted(events[index]).time)
    } else {
      finished = true
      if engine.isIdle { idle() }
    }
  }

  private func idle() {
    guard finished, engine.stopReason == nil else { return }
    guard cycle, let first = events.first?.time, let last = events.last?.time else {
      engine.stop(.inputEnded)
      return
    }
    // Again from the top, two seconds after the end of this round.
    finished = false
    index = 0
    offset = max(loop.now, last + offset) + 2_000_000 - first
    timer.arm(at: shifted(events[0]).time)
  }

  private func shifted(_ event: InputEvent) -> InputEvent {
    guard offset != 0 else { return event }
    switch event {
    case .gesture(var g):
      g.time += offset
      return .gesture(g)
    case .device(var d):
      d.time += offset
      return .device(d)
    }
  }
}
