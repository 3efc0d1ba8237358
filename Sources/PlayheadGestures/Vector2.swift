/// A 2-D quantity in the gesture's units (translation, velocity).
public struct Vector2: Sendable, Hashable, Codable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Vector2(x: 0, y: 0)

  public var length: Double { (x * x + y * y).squareRoot() }

  public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
  public static func * (a: Vector2, k: Double) -> Vector2 { Vector2(x: a.x * k, y: a.y * k) }
}
