/// What the canvas can fail at: only writing a file (drawing never fails; what cannot be drawn is skipped).
public enum CanvasError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A PNG could not be written: the path and cairo's reason.
  case cannotWritePNG(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotWritePNG(let path, let reason): return "\(path): cannot write PNG: \(reason)"
    }
  }
}
