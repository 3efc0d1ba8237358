/// Why a timing value was rejected at construction.
///
/// Every case names the offending parameter and value, so `description` is a complete one-line message.
public enum TimingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A parameter that must be a finite number was NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// A parameter was outside the range it must lie in.
  case outOfRange(parameter: String, value: Double, range: String)
  /// A keyframe animation's arrays do not fit together (counts, order).
  case invalidKeyframes(String)
  /// No layer has this name, or the layer id does not belong to this tree.
  case unknownLayer(String)
  /// A layer with this name already exists in the tree.
  case duplicateLayer(String)

  public var description: String {
    switch self {
    case .notFinite(let parameter, let value):
      return "\(parameter) must be a finite number, got \(value)"
    case .outOfRange(let parameter, let value, let range):
      return "\(parameter) must be in \(range), got \(value)"
    case .invalidKeyframes(let reason):
      return "invalid keyframes: \(reason)"
    case .unknownLayer(let name):
      return "no layer named \(name)"
    case .duplicateLayer(let name):
      return "a layer named \(name) already exists"
    }
  }

  /// Throws `.notFinite` unless `value` is finite.
  static func requireFinite(_ value: Double, _ parameter: String) throws(TimingError) {
    guard value.isFinite else { throw .notFinite(parameter: parameter, value: value) }
  }

  /// Throws unless `value` is finite and ≥ 0.
  static func requireNonNegative(_ value: Double, _ parameter: String) throws(TimingError) {
    try requireFinite(value, parameter)
    guard value >= 0 else { throw .outOfRange(parameter: parameter, value: value, range: "[0, ∞)") }
  }
}
