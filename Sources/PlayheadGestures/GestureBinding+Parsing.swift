import PlayheadEvents

extension GestureBinding {
  /// Parses `KIND:FINGERS[:DIRECTION]` (`swipe:3:up`, `swipe:3+:up`, `pinch:2`, `hold:3`; `pan` is
  /// accepted for `swipe`; case and surrounding spaces are ignored).
  ///
  /// - Parameters:
  ///   - naturalScrolling: the content follows the fingers (default) or moves against them.
  ///   - distanceMM: `--distance`: this many mm of travel are the full transition; nil: the touchpad
  ///     stands for the container.
  public init(
    parsing text: String, naturalScrolling: Bool = true, distanceMM: Double? = nil
  ) throws(GestureBindingError) {
    let trimmed = text.trimmingSpaces().lowercased()
    func fail(_ reason: GestureBindingError.Reason) -> GestureBindingError {
      GestureBindingError(input: trimmed, reason: reason)
    }
    guard !trimmed.isEmpty else { throw fail(.empty) }
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 3 else { throw fail(.tooManyParts) }

    let kind: GestureKind
    switch parts[0] {
    case "swipe", "pan": kind = .swipe
    case "pinch": kind = .pinch
    case "hold": kind = .hold
    default: throw fail(.unknownKind(parts[0]))
    }

    guard parts.count >= 2, !parts[1].isEmpty else { throw fail(.missingFingerCount) }
    var count = parts[1]
    let open = count.hasSuffix("+")
    if open { count.removeLast() }
    guard let lower = Int(count), (1...5).contains(lower) else { throw fail(.badFingerCount(parts[1])) }
    let minimum: Int
    switch kind {
    case .swipe: minimum = 3
    case .pinch: minimum = 2
    case .hold: minimum = 1
    }
    guard lower >= minimum else { throw fail(.tooFewFingers(minimum: minimum)) }

    var direction: Direction?
    if parts.count == 3 {
      guard kind == .swipe else { throw fail(.directionNotAllowed) }
      guard let parsed = Direction(rawValue: parts[2]) else { throw fail(.unknownDirection(parts[2])) }
      direction = parsed
    }

    var travel = Travel.touchpad
    if let distanceMM {
      guard distanceMM.isFinite, distanceMM > 0 else { throw fail(.badDistance(distanceMM)) }
      travel = .distance(millimetres: distanceMM)
    }

    self.init(
      kind: kind, fingers: lower...(open ? Self.maximumFingers : lower), direction: direction,
      naturalScrolling: naturalScrolling, travel: travel)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines (no Foundation here).
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }
}
