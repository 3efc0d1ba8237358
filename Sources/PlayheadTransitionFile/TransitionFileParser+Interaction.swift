import Foundation
import PlayheadGestures
import PlayheadTransitions
import Yams

extension TransitionFileParser {
  /// What the interaction section gives the descriptor.
  struct ParsedInteraction {
    var gesture: String
    var dismissalGesture: String
    var percentMapping: PercentMapping
    var millimetres: Double?
  }

  static let interactionKeys = ["gesture", "fingers", "direction", "dismissalDirection", "percent"]

  /// The gesture (`swipe`/`pinch`, fingers, direction) and the percent mapping it drives:
  /// `1 - scale` for a pinch, `{axis, distance, toward}` for a swipe.
  mutating func parseInteraction(_ node: Node) -> ParsedInteraction? {
    guard let i = reader.fields(node, "interaction", known: Self.interactionKeys) else { return nil }
    guard let kindNode = i["gesture"], let percentNode = i["percent"] else {
      reader.report(node, "interaction needs gesture and percent")
      return nil
    }
    guard let kind = reader.choice(kindNode, "gesture", ["swipe", "pinch"]) else { return nil }
    var fingers = kind == "pinch" ? "2" : "3"
    if let f = i["fingers"], let text = reader.string(f, "fingers") {
      let count = Int(text.hasSuffix("+") ? String(text.dropLast()) : text)
      if let count, (2...GestureBinding.maximumFingers).contains(count) {
        fingers = text
      } else {
        reader.report(
          f, "fingers must be 2 to \(GestureBinding.maximumFingers), optionally with + (3+), got \(text)")
      }
    }
    let directions = GestureBinding.Direction.allCases.map(\.rawValue)
    let direction = i["direction"].flatMap { reader.choice($0, "direction", directions) }
    let back =
      i["dismissalDirection"].flatMap { reader.choice($0, "dismissalDirection", directions) } ?? direction
    if kind == "pinch", let d = i["direction"] ?? i["dismissalDirection"] {
      reader.report(d, "a pinch has no direction: its percent is 1 - scale")
      return nil
    }
    func binding(_ d: String?) -> String { d.map { "\(kind):\(fingers):\($0)" } ?? "\(kind):\(fingers)" }
    guard let mapping = parsePercent(percentNode, kind: kind, direction: direction) else { return nil }
    return ParsedInteraction(
      gesture: binding(direction), dismissalGesture: binding(back), percentMapping: mapping.0,
      millimetres: mapping.1)
  }

  /// The percent mapping, checked against the gesture that must drive it.
  mutating func parsePercent(_ node: Node, kind: String, direction: String?) -> (PercentMapping, Double?)? {
    if let text = node.scalar?.string {
      let normalized = text.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: " ", with: "")
      guard normalized == "1-scale" else {
        reader.report(node, "percent is 1 - scale (a pinch) or {axis, distance} (a swipe), got '\(text)'")
        return nil
      }
      guard kind == "pinch" else {
        reader.report(node, "a \(kind) has no scale: its percent needs {axis, distance}")
        return nil
      }
      return (.pinch, nil)
    }
    guard let p = reader.fields(node, "percent", known: ["axis", "distance", "toward"]) else { return nil }
    guard kind == "swipe" else {
      reader.report(node, "a pinch drives percent 1 - scale, not a distance")
      return nil
    }
    let axis = p["axis"].flatMap { reader.choice($0, "axis", ["x", "y", "any"]) } ?? "any"
    let toward = p["toward"].flatMap { reader.choice($0, "toward", ["either", "direction"]) } ?? "either"
    if let d = direction, let axisNode = p["axis"] {
      let vertical = d == "up" || d == "down"
      if (axis == "x" && vertical) || (axis == "y" && !vertical) {
        reader.report(axisNode, "a swipe \(d) cannot drive a percent along axis \(axis)")
        return nil
      }
    }
    if toward == "direction" && (axis != "x" || direction == nil) {
      reader.report(p["toward"], "toward: direction needs axis x and a swipe direction (left or right)")
      return nil
    }
    // The distance: `height` (y or any), a number of container points (x), or `N mm` of finger travel.
    guard let distanceNode = p["distance"] else {
      reader.report(node, "percent needs distance (height, points, or N mm)")
      return nil
    }
    let text = distanceNode.scalar?.string.trimmingSpaces ?? ""
    var millimetres: Double?
    var points: ValueExpression?
    if text.hasSuffix("mm") {
      let number = Double(String(text.dropLast(2)).trimmingSpaces)
      guard let number, number.isFinite, number > 0 else {
        reader.report(distanceNode, "distance in mm must be a number > 0, like 40 mm, got '\(text)'")
        return nil
      }
      millimetres = number
    } else {
      points = reader.expression(distanceNode, "distance")
      guard points != nil else { return nil }
    }
    let towardDirection = toward == "direction"
    let over: PanTravel.Distance
    switch points {
    case nil: over = axis == "x" ? .points(ContainerSize.standard.width) : .height  // N mm, scaled to it
    case .width?: over = .width
    case .height?: over = .height
    case let e?:
      guard let d = e.constant, d > 0 else {
        reader.report(distanceNode, "distance must be width, height, a number of points > 0, or N mm")
        return nil
      }
      over = .points(d)
    }
    let travelAxis = PanTravel.Axis(rawValue: axis) ?? .any
    return (.pan(PanTravel(axis: travelAxis, distance: over, towardDirection: towardDirection)), millimetres)
  }
}
