/// How a frame was presented: `wp_presentation_feedback.kind`'s bits.
public struct PresentFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Presented in step with the display's refresh (no tearing).
  public static let vsync = PresentFlags(rawValue: 1)
  /// The time came from the display hardware's clock.
  public static let hwClock = PresentFlags(rawValue: 2)
  /// The hardware signalled the completion (not a guess from software).
  public static let hwCompletion = PresentFlags(rawValue: 4)
  /// The client's buffer was scanned out directly, without a copy.
  public static let zeroCopy = PresentFlags(rawValue: 8)
}
