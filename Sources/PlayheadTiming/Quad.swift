/// The four projected corners of a layer, in its parent's coordinates (points).
public struct Quad: Sendable, Hashable {
  public var topLeftX: Double, topLeftY: Double
  public var topRightX: Double, topRightY: Double
  public var bottomRightX: Double, bottomRightY: Double
  public var bottomLeftX: Double, bottomLeftY: Double

  public init(
    topLeft: (x: Double, y: Double), topRight: (x: Double, y: Double), bottomRight: (x: Double, y: Double),
    bottomLeft: (x: Double, y: Double)
  ) {
    (topLeftX, topLeftY) = topLeft
    (topRightX, topRightY) = topRight
    (bottomRightX, bottomRightY) = bottomRight
    (bottomLeftX, bottomLeftY) = bottomLeft
  }

  /// Corner `i` clockwise from the top-left (0…3; other values wrap).
  public subscript(i: Int) -> (x: Double, y: Double) {
    switch i & 3 {
    case 0: return (topLeftX, topLeftY)
    case 1: return (topRightX, topRightY)
    case 2: return (bottomRightX, bottomRightY)
    default: return (bottomLeftX, bottomLeftY)
    }
  }

  /// Twice the signed area (the shoelace sum): positive when the corners run clockwise on screen
  /// (y down), as an unturned layer's do.
  public var doubleSignedArea: Double {
    var sum = 0.0
    for i in 0..<4 {
      let a = self[i]
      let b = self[i + 1]
      sum += a.x * b.y - b.x * a.y
    }
    return sum
  }

  /// The front of the layer faces the viewer (or it is edge-on): its corners have not turned over.
  public var facesViewer: Bool { doubleSignedArea >= 0 }

  /// Whether `point` lies inside the (convex) quad or on its edge, whichever way it winds.
  public func contains(_ point: (x: Double, y: Double)) -> Bool {
    var positive = false
    var negative = false
    for i in 0..<4 {
      let a = self[i]
      let b = self[i + 1]
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      if cross > 0 { positive = true }
      if cross < 0 { negative = true }
    }
    return !(positive && negative)
  }
}
