import Dispatch
import Glibc
import PlayheadEngine
import PlayheadEvents
import PlayheadHUD
import PlayheadInput
import PlayheadSystem
import PlayheadWindow

extension Session {
  /// Runs `input` on the Dispatch loop in real time — events and transcripts at `speed` × their own
  /// pace, a pipe and touchpads as they arrive — with the HUD and the window when the session has them,
  /// until the input ends, q or a signal. Then restores the terminal and exits with what `status`
  /// makes of how it ended (a failure to start included). Never returns.
  public func run(_ input: Input, speed: Double = 1, status: @escaping (Ending) -> Int32) -> Never {
    do throws(TranscriptError) { try settingUnit(for: input) } catch {
      exit(status(.stopped(.inputFailed(error))))
    }
    do throws(SessionError) {
      switch input {
      case .events(let events, let cycle):
        try runPaced(.events(events), first: events.first?.time ?? 0, speed: speed, cycle: cycle, status)
      case .transcript(let cursor) where !cursor.isRegularFile:
        let loop = DispatchLoop()
        let engine = try makeEngine(
          loop: loop, latency: recordsLatency, stampClock: MonotonicClock.nanoseconds)
        let feeder = EventFeeder(.transcript(cursor), loop: loop, engine: engine)
        endAfterPresentation(feeder, engine)
        run(engine: engine, loop: loop, status: status) { feeder.start() }
      case .transcript(let cursor):
        let first: InputEvent?
        do throws(TranscriptError) { first = try cursor.peek() } catch {
          exit(status(.stopped(.inputFailed(error))))
        }
        try runPaced(.transcript(cursor), first: first?.time ?? 0, speed: speed, cycle: false, status)
      case .touchpads(let backend, let grab):
        try runTouchpads(backend, grab: grab, status)
      }
    } catch {
      exit(status(.failed(error)))
    }
  }

  private func runPaced(
    _ input: EventFeeder.Input, first: Instant, speed: Double, cycle: Bool,
    _ status: @escaping (Ending) -> Int32
  ) throws(SessionError) -> Never {
    // Half a second of lead so the HUD is up before the first gesture.
    let loop = DispatchLoop(eventOrigin: first - 500_000, speed: speed)
    let engine = try makeEngine(loop: loop, latency: recordsLatency)
    let feeder = EventFeeder(input, loop: loop, engine: engine, cycle: cycle)
    endAfterPresentation(feeder, engine)
    run(engine: engine, loop: loop, status: status) { feeder.start() }
  }

  /// With a window, the last frames' records wait for their presentation before the engine stops.
  private func endAfterPresentation(_ feeder: EventFeeder, _ engine: Engine) {
    guard let presenter else { return }
    feeder.onEnd = { [unowned engine, unowned presenter] in
      presenter.afterLastPresentation { engine.stop(.inputEnded) }
    }
  }

  /// Touchpads through libinput on the engine's queue, each event written to the recording first when
  /// there is one; grabbed (`grab`) until the session stops, released on every way out that runs code.
  private func runTouchpads(
    _ backend: LibinputSource.Backend, grab: Bool, _ status: @escaping (Ending) -> Int32
  ) throws(SessionError) -> Never {
    let loop = DispatchLoop()
    let engine = try makeEngine(loop: loop, latency: recordsLatency, stampClock: MonotonicClock.nanoseconds)
    var recordingFailed: RecordingError?
    var recording: RecordingWriter?
    let observer = eventObserver
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
        observer?(event, readTime)
        engine.receive(event, readTime: readTime)
      }
    } catch {
      throw .input(error)
    }
    touchpadsOpened?()
    if let makeRecording {
      do {
        recording = try makeRecording(source)
      } catch {
        source.stop()
        throw .recording(error)
      }
    }
    run(engine: engine, loop: loop, status: status) {
      source.start()
    } onStop: {
      source.stop()
    }
  }
}
