import Glibc
import PlayheadEngine
import PlayheadEvents
import PlayheadInput
import PlayheadSystem

extension Session {
  /// Runs `input` on the Dispatch loop in real time — events and transcripts at `speed` × their own
  /// pace, a pipe and touchpads as they arrive — with the HUD and the window when the session has them,
  /// until the input ends, q or a signal. Then restores the terminal and exits with what `status`
  /// makes of how it ended (a failure to start included). Never returns.
  public func run(_ input: Input, speed: Double = 1, status: @escaping (Ending) -> Int32) -> Never {
    Session.ignoreBrokenPipe()
    do throws(TranscriptError) { try settingUnit(for: input) } catch {
      exit(status(.stopped(.inputFailed(error))))
    }
    let made: (loop: DispatchLoop, engine: Engine, source: any EventSource)
    do throws(SessionError) {
      made = try realTime(input, speed: speed, status)
    } catch {
      exit(status(.failed(error)))
    }
    let (loop, engine, source) = made
    // With a window, the last frames' records wait for their presentation before the engine stops.
    if let presenter {
      source.onEnd = { [unowned engine, unowned presenter] in
        presenter.afterLastPresentation { engine.stop(.inputEnded) }
      }
    }
    run(engine: engine, loop: loop, source: source, status: status)
  }

  /// The loop, the engine and the source of `input` in real time: the one switch over the inputs.
  private func realTime(_ input: Input, speed: Double, _ status: (Ending) -> Int32) throws(SessionError)
    -> (loop: DispatchLoop, engine: Engine, source: any EventSource)
  {
    switch input {
    case .events(let events, let cycle):
      return try paced(.events(events), first: events.first?.time ?? 0, speed: speed, cycle: cycle)
    case .transcript(let cursor) where !cursor.isRegularFile:
      // A pipe: events as they arrive, on the live clock.
      let loop = DispatchLoop()
      let engine = try makeEngine(loop: loop, recorder: liveRecorder, stampClock: MonotonicClock.nanoseconds)
      return (loop, engine, EventFeeder(.transcript(cursor), loop: loop, engine: engine))
    case .transcript(let cursor):
      let first: InputEvent?
      do throws(TranscriptError) { first = try cursor.peek() } catch {
        exit(status(.stopped(.inputFailed(error))))
      }
      return try paced(.transcript(cursor), first: first?.time ?? 0, speed: speed, cycle: false)
    case .touchpads(let backend, let grab):
      return try touchpads(backend, grab: grab)
    case .source(let make):
      let loop = DispatchLoop()
      let engine = try makeEngine(loop: loop, recorder: liveRecorder, stampClock: MonotonicClock.nanoseconds)
      return (loop, engine, make(engine))
    }
  }

  private func paced(_ input: EventFeeder.Input, first: Instant, speed: Double, cycle: Bool)
    throws(SessionError) -> (loop: DispatchLoop, engine: Engine, source: any EventSource)
  {
    // Half a second of lead so the HUD is up before the first gesture.
    let loop = DispatchLoop(label: "playhead.replay", eventOrigin: first - 500_000, speed: speed)
    let engine = try makeEngine(loop: loop, recorder: liveRecorder)
    return (loop, engine, EventFeeder(input, loop: loop, engine: engine, cycle: cycle))
  }

  /// Touchpads through libinput on the engine's queue, each event written to the recording first when
  /// there is one; grabbed (`grab`) until the session stops, released on every way out that runs code.
  private func touchpads(_ backend: LibinputSource.Backend, grab: Bool)
    throws(SessionError) -> (loop: DispatchLoop, engine: Engine, source: any EventSource)
  {
    let loop = DispatchLoop()
    let engine = try makeEngine(loop: loop, recorder: liveRecorder, stampClock: MonotonicClock.nanoseconds)
    let source: TouchpadEventSource
    do throws(InputError) {
      source = try TouchpadEventSource(
        backend, grab: grab, engine: engine, loop: loop, observer: eventObserver)
    } catch {
      throw .input(error)
    }
    touchpadsOpened?()
    if let makeRecording {
      do {
        source.recording = try makeRecording(source.libinput)
      } catch {
        source.stop()
        throw .recording(error)
      }
    }
    return (loop, engine, source)
  }
}
