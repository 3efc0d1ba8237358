/// The bounds the transcript reader puts on untrusted input, so a hostile file cannot exhaust memory
/// or feed infinities to the recognizers.
public enum TranscriptLimits {
  /// Longer lines are not held in memory: the reader keeps this many bytes to classify the line and
  /// discards the rest (a gesture line or recording record that long is an error, prose is skipped).
  public static let maxLineLength = 16 * 1024
  /// The largest magnitude accepted for a delta, scale or angle. Real deltas are a few hundred units.
  public static let maxMagnitude = 1e9
  /// The largest |time| accepted, in seconds (31 years after the tool started).
  public static let maxSeconds = 1e9
  /// Finger counts outside 1…this are refused (libinput reports up to 5).
  public static let maxFingers = 10
  /// Warnings kept in a `Transcript`; later ones are only counted.
  public static let maxStoredWarnings = 1000
}
