/// The interaction's phase in a state log's frame record, as the plot shades it.
public enum SessionPhase: UInt8, Sendable, CaseIterable {
  case idle, interactive, finishing, cancelling

  /// The phase named in a log (`idle`, `interactive`, `finishing`, `cancelling`).
  public init?(name: String) {
    switch name {
    case "idle": self = .idle
    case "interactive": self = .interactive
    case "finishing": self = .finishing
    case "cancelling": self = .cancelling
    default: return nil
    }
  }

  var name: String {
    switch self {
    case .idle: return "idle"
    case .interactive: return "interactive"
    case .finishing: return "finishing"
    case .cancelling: return "cancelling"
    }
  }

  /// The shading behind the curves (idle is not shaded).
  var shade: String? {
    switch self {
    case .idle: return nil
    case .interactive: return "#cfe3ff"
    case .finishing: return "#d4f2d0"
    case .cancelling: return "#ffd9d4"
    }
  }
}
