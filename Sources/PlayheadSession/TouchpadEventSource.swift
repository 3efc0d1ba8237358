import PlayheadEngine
import PlayheadEvents
import PlayheadInput

/// Touchpads through libinput as an engine's event source: each event is written to the recording
/// first when there is one (`playhead record`), shown to the observer (`devices --watch`), then
/// received by the engine. Grabbed touchpads are given back by `stop()`. Touchpads never end.
final class TouchpadEventSource: EventSource {
  let libinput: LibinputSource
  /// Set once the devices are known (`Session.makeRecording` reads them from `libinput`).
  var recording: RecordingWriter?
  var onEnd: (() -> Void)?
  private var recordingFailed = false

  /// Opens the touchpads now, so every problem is reported before the engine runs.
  init(
    _ backend: LibinputSource.Backend, grab: Bool, engine: Engine, loop: DispatchLoop,
    observer: ((InputEvent, Instant) -> Void)?
  ) throws(InputError) {
    // The handler runs on the loop's queue; `self` is set before the first event (start()).
    weak var weakSelf: TouchpadEventSource?
    libinput = try LibinputSource(backend: backend, queue: loop.queue, grab: grab) {
      [unowned engine] event, readTime in
      weakSelf?.write(event, engine: engine)
      observer?(event, readTime)
      engine.receive(event, readTime: readTime)
    }
    weakSelf = self
  }

  private func write(_ event: InputEvent, engine: Engine) {
    guard let recording, !recordingFailed else { return }
    do throws(RecordingError) { try recording.write(event) } catch {
      recordingFailed = true
      engine.stop(.outputFailed(.failed(name: recording.path, errno: error.errno ?? .ioError)))
    }
  }

  func start() { libinput.start() }

  func stop() { libinput.stop() }
}
