/// What a person asks of the engine: the HUD's and the window's keys, a reload, the end of a run.
///
/// Decoded from key bytes by the front ends (`EngineCommand(key:)`), so the engine never sees a byte.
public enum EngineCommand {
  /// Space: start the active transition (or its reverse) without a gesture.
  case play
  /// r: the next transition runs the other way (presenting ↔ dismissing).
  case reverse
  /// s: slow animations on or off.
  case toggleSlow
  /// p: pause a running completion, or resume it.
  case togglePause
  /// q, ^C, ^D: stop.
  case quit
  /// A reloaded transition file: the slot is swapped as soon as it is at rest. Boxed: the slot is
  /// large, and every other input is copied on the hot path.
  indirect case replaceSlot(Int, EngineConfiguration.Slot)
  /// End a running transition at once (cancelled, with its decision and complete records), so the
  /// log is whole when input ends or the process is told to stop.
  case settle

  /// The key's command: q/Q/^C/^D quit, space plays, r reverses, s slows, p pauses; nil for another.
  public init?(key byte: UInt8) {
    switch byte {
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: self = .quit
    case UInt8(ascii: " "): self = .play
    case UInt8(ascii: "r"), UInt8(ascii: "R"): self = .reverse
    case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .toggleSlow
    case UInt8(ascii: "p"), UInt8(ascii: "P"): self = .togglePause
    default: return nil
    }
  }
}
