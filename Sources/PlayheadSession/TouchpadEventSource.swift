import PlayheadEngine
import PlayheadEvents
import PlayheadInput

/// Touchpads through libinput as an engine's event source: each event is written to the recording
/// first when there is one (`playhead record`), shown to the observer (`devices --watch`), then
/// received by the engine. Grabbed touchpads are given back by `stop()`. Touchpads never end.
final class TouchpadEventSource: EventSource {
  let libinput: LibinputSource
  /// Set once the devices are known (`Session.makeRecording` reads them from `libinput`).
  var recording: RecordingWriter? {
    get { tap.recording }
    set { tap.recording = newValue }
  }
  var onEnd: (() -> Void)?
  private let tap: Tap

  /// Opens the touchpads now, so every problem is reported before the engine runs.
  init(
    _ backend: LibinputSource.Backend, grab: Bool, engine: Engine, loop: DispatchLoop,
    observer: ((InputEvent, Instant) -> Void)?
  ) throws(InputError) {
    // The handler runs on the loop's queue. It reaches the recording through a box it holds, not
    // through a weak reference to the source, read on every event (measured, issue 26).
    let tap = Tap()
    self.tap = tap
    libinput = try LibinputSource(backend: backend, queue: loop.queue, grab: grab) {
      [unowned engine] event, readTime in
      tap.write(event, engine: engine)
      observer?(event, readTime)
      engine.receive(event, readTime: readTime)
    }
  }

  func start() { libinput.start() }

  func stop() { libinput.stop() }

  /// The recording, and whether a write to it failed (the engine is stopped then, and nothing more
  /// is written).
  private final class Tap {
    var recording: RecordingWriter?
    private var failed = false

    func write(_ event: InputEvent, engine: Engine) {
      guard let recording, !failed else { return }
      do throws(RecordingError) { try recording.write(event) } catch {
        failed = true
        engine.stop(.outputFailed(.failed(name: recording.path, errno: error.errno ?? .ioError)))
      }
    }
  }
}
