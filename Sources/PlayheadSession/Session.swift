import PlayheadEngine
import PlayheadEvents
import PlayheadInput
import PlayheadSystem
import PlayheadTiming
import PlayheadWindow

/// One run of the engine, built the same way for every command and for a program of your own: the
/// configuration (transitions, gestures, frame rate), where events come from (`Input`), what they
/// drive (the state log, the terminal HUD, a window) and on which clock (`play` on a virtual one,
/// `run` on the Dispatch loop in real time). The composition root: no command wires an engine itself.
///
/// ```swift
/// let session = try Session(transition: spin, travelMillimetres: 50)
/// try session.run(.touchpads())   // or .transcript(path:), or `play(.events(…))` on a virtual clock
/// ```
public final class Session {
  /// Where events come from.
  public enum Input {
    /// Events already in memory (a scripted gesture, a parsed transcript); `cycle` plays them again
    /// and again in real time until q (the demo).
    case events([InputEvent], cycle: Bool = false)
    /// A transcript read as it plays, in constant memory; a pipe (`libinput debug-events | …`) line by
    /// line as each arrives, with latency measured from its arrival.
    case transcript(TranscriptCursor)
    /// Touchpads through libinput (every touchpad of seat0, or one device node).
    case touchpads(LibinputSource.Backend = .udev(seat: "seat0"), grab: Bool = false)
    /// A source of your own, made for the session's engine (`EventSource`): it delivers events with
    /// `engine.receive` on the engine's loop, timed by `engine.loop` (virtual time from 0 in `play`,
    /// CLOCK_MONOTONIC in `run`), and calls `onEnd` (or stops the engine) when its input ends.
    case source((Engine) -> any EventSource)
  }

  /// How a real-time run ended: stopped for a reason, or failed before or while starting.
  public enum Ending {
    case stopped(Engine.StopReason)
    case failed(SessionError)
  }

  public internal(set) var configuration: EngineConfiguration
  /// Gesture units are set from the input as it runs (a session made from a transition alone).
  public var unitFollowsInput = false
  /// The JSON-lines state log, if any.
  public let log: StateLog?
  /// Draw the terminal HUD on standard output (real time only).
  public var showsHUD: Bool
  /// `--window`: the frames are drawn in this window, whose frame callbacks are the display link.
  public let window: WaylandWindow?
  /// The HUD leaves the alternate screen in place as it stops (a demo handing over to its next run).
  public var keepsAlternateScreen = false
  /// The transition file reloaded on every save, and how a save becomes a slot (`--watch`).
  public var watchedFile: (path: String, load: (String) -> Result<EngineConfiguration.Slot, ReloadError>)?
  /// A line kept on the HUD's notice row (the desktop's gestures that collide with Playhead's).
  public var notice: String?
  /// Live input only: called once the touchpads are open (`live` says the desktop's colliding gestures).
  public var touchpadsOpened: (() -> Void)?
  /// Live input only: each event as it is read, with its read time (µs, CLOCK_MONOTONIC), before the
  /// engine takes it (`devices --watch` prints them).
  public var eventObserver: ((InputEvent, Instant) -> Void)?
  /// Real-time runs with a HUD keep latency histograms (its percentiles); off, none is kept even then
  /// (`devices --watch`, whose engine only follows the gestures), and no frame is built that no sink
  /// reads.
  public var recordsLatency = true
  /// Live input only: opens the recording `playhead record` writes, once the devices are known.
  public var makeRecording: ((LibinputSource) throws -> RecordingWriter)?
  /// Called with each engine the session makes, before it runs (`playhead compare` asks every policy
  /// at each release through `onRelease`).
  public var engineMade: ((Engine) -> Void)?
  /// Runs on the loop after the engine stopped and the terminal was restored, before the exit.
  public var afterStop: ((Engine.StopReason, Engine) -> Void)?

  /// `--window`: draws the frames in `window`; made with the real-time loop.
  var presenter: WindowPresenter?

  public init(
    configuration: EngineConfiguration, log: StateLog? = nil, showsHUD: Bool = false,
    window: WaylandWindow? = nil
  ) {
    self.configuration = configuration
    self.log = log
    self.showsHUD = showsHUD
    self.window = window
  }

  /// A real-time run's latency histograms for the HUD's event-to-frame percentiles, their one reader:
  /// none without a HUD or with `recordsLatency` off. (Measured, issue 26: kept for no reader, they
  /// cost `live --log -` a few µs of every event's turn, after its line.)
  var liveRecorder: LatencyRecorder? {
    guard recordsLatency, showsHUD else { return nil }
    return LatencyRecorder(configuration: .init(framePeriodNanoseconds: Int64(1e9 / configuration.fps)))
  }

  /// The engine on `loop`, with its log, `recorder` (a real-time run's, or the bench's own, configured
  /// for what it measures), the window's display link and the watched file.
  public func makeEngine(
    loop: EngineLoop, recorder: LatencyRecorder? = nil, stampClock: (() -> Int64)? = nil
  ) throws(SessionError) -> Engine {
    if let window, let loop = loop as? DispatchLoop {
      presenter = WindowPresenter(window: window, loop: loop)
    }
    let engine: Engine
    do throws(TimingError) {
      engine = try Engine(
        configuration: configuration, loop: loop, log: log, recorder: recorder, stampClock: stampClock,
        displayLink: presenter?.displayLink)
    } catch {
      throw .configuration(error)
    }
    if let (path, load) = watchedFile {
      do throws(WatchError) {
        try engine.watchTransitionFile(path, load: load)
      } catch {
        throw .watch(error)
      }
    }
    if let notice { engine.show(notice: notice) }
    engineMade?(engine)
    return engine
  }

  // MARK: Virtual time

  /// Plays `input` on a virtual clock as fast as it goes (no HUD, no window, no sleeping) and returns
  /// why the engine stopped: `.inputEnded` when everything came to rest. Touchpads have no virtual time.
  /// SIGPIPE is ignored from here on: a log piped to a reader that left stops with `.outputClosed`.
  public func play(_ input: Input) throws(SessionError) -> Engine.StopReason {
    Session.ignoreBrokenPipe()
    do throws(TranscriptError) { try settingUnit(for: input) } catch { return .inputFailed(error) }
    switch input {
    case .events(let events, _):
      let loop = EmbeddedLoop(now: events.first?.time ?? 0)
      let engine = try makeEngine(loop: loop)
      engine.playToEnd(events, on: loop)
      return engine.stopReason ?? .inputEnded
    case .transcript(let cursor):
      let first: InputEvent?
      do throws(TranscriptError) { first = try cursor.peek() } catch { return .inputFailed(error) }
      let loop = EmbeddedLoop(now: first?.time ?? 0)
      let engine = try makeEngine(loop: loop)
      engine.playToEnd(cursor, on: loop)
      return engine.stopReason ?? .inputEnded
    case .touchpads:
      throw .needsRealTime("touchpads")
    case .source(let make):
      let loop = EmbeddedLoop(now: 0)
      let engine = try makeEngine(loop: loop)
      let source = make(engine)
      source.start()
      // Every timer the source and the engine arm, in virtual time; bounded, as `playToEnd`.
      if engine.stopReason == nil, !loop.runUntilIdle(limit: 10_000_000) { engine.settle() }
      source.stop()
      if engine.stopReason == nil { engine.stop(.inputEnded) }
      return engine.stopReason ?? .inputEnded
    }
  }
}

extension Session {
  /// A plain exit status for a program of your own: 0 when the input ended, q was pressed or the
  /// log's reader left; else 1, with why on stderr (the command line maps each kind to its sysexits
  /// code instead).
  public static func exitStatus(_ ending: Ending) -> Int32 {
    let failure: String
    switch ending {
    case .stopped(.quit), .stopped(.inputEnded), .stopped(.outputClosed), .stopped(.terminalClosed): return 0
    case .stopped(.signal(let number)): return SignalWatcher.exitStatus(for: number)
    case .stopped(.outputFailed(let error)): failure = error.description
    case .stopped(.inputFailed(let error)): failure = error.description
    case .failed(let error): failure = error.description
    }
    StandardError.writeLine(failure)
    return 1
  }
}
