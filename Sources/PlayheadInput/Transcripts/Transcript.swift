import PlayheadEvents

/// Everything read from one transcript or recording.
public struct Transcript: Sendable, Hashable {
  /// Which of the two formats the reader found (it decides by the first non-blank line).
  public enum Format: String, Sendable, Hashable {
    /// `libinput debug-events` text, any era, pasted or captured.
    case debugEvents = "libinput debug-events"
    /// Playhead's JSON lines (a recording, or `playhead replay --events` output).
    case recording = "playhead recording"
  }

  public var format: Format
  /// Gesture and touchpad events in order; times are µs since the tool (or recording) started.
  public var events: [InputEvent] = []
  /// The touchpad the gestures came from: the recording header's device, or the gesture-capable
  /// DEVICE_ADDED whose sysname the first gesture line carries (else the first one); nil if none.
  public var device: DeviceEvent?
  /// From a recording header, or the "libinput version: …" line of `debug-events --verbose`.
  public var libinputVersion: String?
  /// The recording header's CLOCK_MONOTONIC start (µs); nil for debug-events text.
  public var startTime: Instant?
  /// What was tolerated: a cut-off last line, repaired sequences, time going backwards.
  public var warnings: [TranscriptWarning] = []
  /// Warnings beyond `TranscriptLimits.maxStoredWarnings`, counted but not kept.
  public var droppedWarnings: Int = 0
  /// Lines in the input (a last line without a newline counts).
  public var lineCount: Int = 0
  /// The length of one unaccelerated unit, told by the input (its libinput version, its lines' layout,
  /// a recording's own unit), else libinput ≥ 1.18's.
  public var unit = LibinputUnit(millimetres: LibinputUnit.filteredMillimetres, source: .assumed)

  /// Only the gesture events, in order.
  public var gestures: [GestureEvent] {
    events.compactMap { if case .gesture(let event) = $0 { return event } else { return nil } }
  }
}
