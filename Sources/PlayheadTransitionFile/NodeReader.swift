import PlayheadTiming
import PlayheadTransitions
import Yams

/// Reads Yams nodes into values, collecting one problem (with the node's line and column) for each
/// thing that is wrong instead of stopping at the first.
struct NodeReader {
  var problems: [TransitionFileError.Problem] = []

  /// Every value that names `width` or `height`, where it is written: evaluated again in the
  /// container a command builds the transition in.
  var sized: [SizedValue] = []

  /// The sizes every expression is evaluated at when read: the standard container and the corners of
  /// the sizes a container may have.
  static let checkSizes: [(Double, Double)] = {
    let (low, high) = (ContainerSize.sides.lowerBound, ContainerSize.sides.upperBound)
    return [(320, 568), (low, low), (low, high), (high, low), (high, high)]
  }()

  mutating func report(_ node: Node?, _ reason: String) { problems.append(.init(at: node, reason: reason)) }

  /// A mapping's values by key; unknown keys, non-text keys and a non-mapping are problems.
  mutating func fields(_ node: Node, _ what: String, known: [String]) -> Fields? {
    guard let mapping = node.mapping else {
      report(node, "\(what) must be a mapping of keys to values")
      return nil
    }
    var out = Fields()
    out.entries.reserveCapacity(mapping.count)
    for (key, value) in mapping {
      guard let name = key.scalar?.string else {
        report(key, "\(what) has a key that is not a name")
        continue
      }
      guard known.contains(name) else {
        report(key, NearestName.unknown("key", name, among: known))
        continue
      }
      out.entries.append((name, value))
    }
    return out
  }

  mutating func string(_ node: Node, _ what: String) -> String? {
    guard let s = node.scalar?.string else {
      report(node, "\(what) must be text")
      return nil
    }
    return s
  }

  mutating func bool(_ node: Node, _ what: String) -> Bool? {
    switch node.scalar?.string {
    case "true"?, "yes"?: return true
    case "false"?, "no"?: return false
    default:
      report(node, "\(what) must be true or false")
      return nil
    }
  }

  /// A number or an arithmetic expression on `width` and `height`; NaN and infinity are problems.
  mutating func expression(_ node: Node, _ what: String) -> ValueExpression? {
    guard let text = node.scalar?.string else {
      report(node, "\(what) must be a number")
      return nil
    }
    // Most values are plain numbers: Double's parser reads them (and nan, inf, 1e999) at once.
    if let x = Double(text) {
      guard x.isFinite else {
        report(node, "\(what) must be a finite number, got \(text)")
        return nil
      }
      return .number(x)
    }
    switch ValueExpression.parse(text) {
    case .failure(let error):
      let lowered = text.lowercased()
      if lowered.contains("nan") || lowered.contains("inf") {
        report(node, "\(what) must be a finite number, got \(text)")
      } else {
        report(node, "\(what): \(error.reason)")
      }
      return nil
    case .success(let e):
      // A value finite in one container may not be in another (width * 1e305, 1 / (width - 320)):
      // the standard size and the corners of the sizes allowed (`ContainerSize.sides`). A container
      // between them that still overflows is refused when it is built (`TransitionDefinition`).
      guard Self.checkSizes.allSatisfy({ e.value(width: $0.0, height: $0.1).isFinite }) else {
        report(node, "\(what) must be a finite number, got \(text)")
        return nil
      }
      if e.mentionsContainer {
        let mark = node.mark
        sized.append(SizedValue(expression: e, line: mark?.line ?? 1, column: mark?.column ?? 1, what: what))
      }
      return e
    }
  }

  /// An expression whose value lies in `range` in every container `checkSizes` names (an opacity in
  /// [0, 1], a side of bounds ≥ 0): refused where it is written otherwise.
  mutating func expression(_ node: Node, _ what: String, in range: ClosedRange<Double>, _ rangeText: String)
    -> ValueExpression?
  {
    guard let e = expression(node, what) else { return nil }
    for (w, h) in Self.checkSizes {
      let x = e.value(width: w, height: h)
      guard range.contains(x) else {
        let got = e.constant.map(\.short) ?? "\(x.short) (\(e) in a \(w.short) × \(h.short) container)"
        report(node, "\(what) must be \(rangeText), got \(got)")
        return nil
      }
    }
    return e
  }

  /// A number that may not depend on the container.
  mutating func number(_ node: Node, _ what: String) -> Double? {
    guard let e = expression(node, what) else { return nil }
    guard let x = e.constant else {
      report(node, "\(what) must be a plain number (width and height are not known here)")
      return nil
    }
    return x
  }

  /// A number in `range` (described as `rangeText` in the message).
  mutating func number(_ node: Node, _ what: String, in range: ClosedRange<Double>, _ rangeText: String)
    -> Double?
  {
    guard let x = number(node, what) else { return nil }
    guard range.contains(x) else {
      report(node, "\(what) must be in \(rangeText), got \(x.short)")
      return nil
    }
    return x
  }

  /// A number > 0; `unit` (" seconds") is said in the message.
  mutating func positive(_ node: Node, _ what: String, _ unit: String = "") -> Double? {
    guard let x = number(node, what) else { return nil }
    guard x > 0 else {
      report(node, "\(what) must be > 0\(unit), got \(x.short)")
      return nil
    }
    return x
  }

  /// A sequence of exactly `count` expressions, or (when `scalarRepeats`) one expression for all.
  mutating func vector(
    _ node: Node, _ what: String, count: ClosedRange<Int>, scalarRepeats: Bool = false,
    atLeast lower: Double? = nil
  )
    -> [ValueExpression]?
  {
    if scalarRepeats, node.scalar != nil {
      guard let e = expression(node, what) else { return nil }
      return Array(repeating: e, count: count.upperBound)
    }
    guard let items = node.sequence, count.contains(items.count) else {
      let n =
        count.lowerBound == count.upperBound
        ? "\(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)"
      report(
        node,
        "\(what) must be a list of \(n) numbers, like [\(Array(repeating: "0", count: count.lowerBound).joined(separator: ", "))]"
      )
      return nil
    }
    var out: [ValueExpression] = []
    for item in items {
      let e =
        lower.map { expression(item, what, in: $0...Double.greatestFiniteMagnitude, "≥ \($0.short)") }
        ?? expression(item, what)
      guard let e else { return nil }
      out.append(e)
    }
    return out
  }

  /// A curve: a preset name or `cubic-bezier(x1, y1, x2, y2)` with x1, x2 in [0, 1].
  mutating func curve(_ node: Node) -> TimingFunction? {
    guard let text = string(node, "curve") else { return nil }
    let trimmed = text.trimmingSpaces
    if trimmed.hasPrefix("cubic-bezier(") && trimmed.hasSuffix(")") {
      let inner = trimmed.dropFirst("cubic-bezier(".count).dropLast()
      let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces
      }
      let numbers = parts.compactMap(Double.init)
      guard parts.count == 4, numbers.count == 4 else {
        report(node, "cubic-bezier needs four numbers, got '\(text)'")
        return nil
      }
      guard numbers.allSatisfy(\.isFinite) else {
        report(node, "cubic-bezier control points must be finite numbers, got '\(text)'")
        return nil
      }
      for (index, x) in [(1, numbers[0]), (2, numbers[2])] where !(0...1).contains(x) {
        report(node, "cubic-bezier x\(index) must be in [0, 1], got \(x.short)")
        return nil
      }
      return try? TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    }
    guard let preset = TimingFunction.named(trimmed) else {
      let names = TimingFunction.presets.map(\.name) + ["cubic-bezier(x1, y1, x2, y2)"]
      report(node, NearestName.unknown("curve", trimmed, among: names))
      return nil
    }
    return preset
  }

  /// One of `choices`, with the nearest suggested otherwise.
  mutating func choice(_ node: Node, _ what: String, _ choices: [String]) -> String? {
    guard let text = string(node, what) else { return nil }
    guard choices.contains(text) else {
      report(node, NearestName.unknown(what, text, among: choices))
      return nil
    }
    return text
  }
}

extension TransitionFileError.Problem {
  /// A problem where `node` is written (1:1 without one).
  init(at node: Node?, reason: String) {
    self.init(line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, reason: reason)
  }
}

/// A mapping's known keys and their values, in file order: a handful of entries, so a linear
/// search beats hashing every key into a dictionary (measured: loading a large file).
struct Fields {
  var entries: [(key: String, value: Node)] = []

  subscript(key: String) -> Node? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }
}

extension Double {
  /// `0.5`, `90`, `-1`: how the checker prints a number back.
  var short: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    while s.last == " " || s.last == "\t" { s = s.dropLast() }
    return String(s)
  }
}
