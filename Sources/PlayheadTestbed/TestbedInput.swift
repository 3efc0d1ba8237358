/// What a testbed plays: a touchpad and its evdev frames, from a `libinput record` file, an evemu
/// events file on a built-in touchpad, or a gesture script synthesised on one (`playhead simulate`).
public struct TestbedInput: Sendable {
  public enum Source: Sendable, Equatable {
    /// A `libinput record` YAML file: its own device and events.
    case recording(path: String)
    /// An evemu events file (`E: sec.usec type code value`) played on the named built-in touchpad.
    case events(path: String, touchpad: String)
    /// A gesture script synthesised on the named built-in touchpad.
    case script(String, touchpad: String)
  }

  public var spec: TouchpadSpec
  public var events: [EvdevEvent]

  /// Reads or synthesises `source`; an unknown touchpad, a bad file or script is its `TestbedError`.
  public init(_ source: Source) throws(TestbedError) {
    switch source {
    case .recording(let path):
      let imported = try LibinputRecording(contentsOf: path)
      spec = imported.spec
      events = imported.events
    case .events(let path, let touchpad):
      guard let named = TouchpadSpec.named(touchpad) else { throw .unknownTouchpad(touchpad) }
      spec = named
      events = try EvemuEvents.parse(contentsOf: path)
    case .script(let text, let touchpad):
      guard let named = TouchpadSpec.named(touchpad) else { throw .unknownTouchpad(touchpad) }
      spec = named
      do throws(GestureScriptError) {
        events = try GestureSynthesizer(spec: named).synthesize(GestureScript(parsing: text)).events
      } catch {
        throw .script(error)
      }
    }
  }
}
