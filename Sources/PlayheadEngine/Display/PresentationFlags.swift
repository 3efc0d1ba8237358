/// How a frame reached the screen, as a compositor reports it (`wp_presentation_feedback`'s kind bits,
/// the same values).
public struct PresentationFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Presented in step with the display's refresh (no tearing).
  public static let vsync = PresentationFlags(rawValue: 0x1)
  /// The timestamp comes from the display hardware's clock.
  public static let hwClock = PresentationFlags(rawValue: 0x2)
  /// The hardware signalled that the presentation completed.
  public static let hwCompletion = PresentationFlags(rawValue: 0x4)
  /// The client's buffer was scanned out directly, without a copy.
  public static let zeroCopy = PresentationFlags(rawValue: 0x8)

  /// The names the state log writes under `presentFlags`, in bit order.
  public static let names: [(PresentationFlags, StaticString)] = [
    (.vsync, "vsync"), (.hwClock, "hwClock"), (.hwCompletion, "hwCompletion"), (.zeroCopy, "zeroCopy"),
  ]
}
