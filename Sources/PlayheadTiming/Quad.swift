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
}
