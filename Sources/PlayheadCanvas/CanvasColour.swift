/// A colour as Core Animation gives one: red, green, blue and alpha in 0…1, not premultiplied.
public struct CanvasColour: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// From a 0xRRGGBB number.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double(hex >> 16 & 0xff) / 255, green: Double(hex >> 8 & 0xff) / 255,
      blue: Double(hex & 0xff) / 255,
      alpha: alpha)
  }

  public static let clear = CanvasColour(red: 0, green: 0, blue: 0, alpha: 0)

  /// Premultiplied ARGB8888, each component rounded to the nearest of 0…255.
  public var premultipliedARGB: UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
    let a = min(max(alpha, 0), 1)
    return byte(a) << 24 | byte(red * a) << 16 | byte(green * a) << 8 | byte(blue * a)
  }

  /// Mixed toward white by `amount` (0…1).
  func lightened(_ amount: Double) -> CanvasColour {
    CanvasColour(
      red: red + (1 - red) * amount, green: green + (1 - green) * amount, blue: blue + (1 - blue) * amount,
      alpha: alpha)
  }
}
