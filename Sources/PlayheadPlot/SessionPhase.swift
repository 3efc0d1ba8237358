/// The interaction's phase in a state log's frame record, as the plot shades it.
public enum SessionPhase: String, Sendable, CaseIterable {
  case idle, interactive, finishing, cancelling

  /// The phase named in a log (`idle`, `interactive`, `finishing`, `cancelling`).
  public init?(name: String) { self.init(rawValue: name) }

  var name: String { rawValue }

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
