/// One ARGB8888 pixel's components, premultiplied by alpha, 0…255.
public struct PixelColour: Sendable, Hashable, CustomStringConvertible {
  public var alpha: UInt8
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
    self.alpha = alpha
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// From the native 32-bit word: alpha in the top byte, blue in the lowest.
  public init(argb: UInt32) {
    alpha = UInt8(truncatingIfNeeded: argb >> 24)
    red = UInt8(truncatingIfNeeded: argb >> 16)
    green = UInt8(truncatingIfNeeded: argb >> 8)
    blue = UInt8(truncatingIfNeeded: argb)
  }

  /// The native 32-bit word.
  public var argb: UInt32 {
    UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  public var description: String { "(a \(alpha), r \(red), g \(green), b \(blue))" }
}
