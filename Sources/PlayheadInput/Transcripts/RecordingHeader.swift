import PlayheadEvents

/// The first line of a Playhead recording: what was recorded, from which touchpad, when.
///
/// ```
/// {"format":"playhead-recording","version":1,"device":"SYNA3290:01 06CB:CD4F Touchpad","widthMM":116,"heightMM":56,"libinput":"1.22.1","startTime":5123.456789,"started":"2026-11-22T11:03:53Z"}
/// ```
/// Event times in the records that follow are seconds since `startTime` (as in a debug-events
/// transcript, where times are seconds since the tool started).
public struct RecordingHeader: Sendable, Hashable {
  /// The value of the header's `format` key.
  public static let formatName = "playhead-recording"
  /// The format version this Playhead writes and the newest it reads.
  public static let currentVersion = 1

  public var version: Int
  /// The touchpad's name, nil when unknown.
  public var deviceName: String?
  public var widthMM: Double?
  public var heightMM: Double?
  /// `libinput --version` of the machine that recorded, nil when unknown.
  public var libinputVersion: String?
  /// Millimetres per unaccelerated unit the recording was made with (`playhead record` writes the
  /// unit it scrubbed at); nil in recordings made before the field existed.
  public var millimetresPerUnit: Double?
  /// The CLOCK_MONOTONIC time (µs) that the records' time 0 stands for.
  public var startTime: Instant
  /// The wall-clock start as text (ISO 8601 by convention), nil when not given.
  public var started: String?

  public init(
    version: Int = RecordingHeader.currentVersion, deviceName: String? = nil, widthMM: Double? = nil,
    heightMM: Double? = nil, libinputVersion: String? = nil, millimetresPerUnit: Double? = nil,
    startTime: Instant = 0, started: String? = nil
  ) {
    self.millimetresPerUnit = millimetresPerUnit
    self.version = version
    self.deviceName = deviceName
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.libinputVersion = libinputVersion
    self.startTime = startTime
    self.started = started
  }
}
