/// How many colours the terminal shows, read from the environment (`COLORTERM`, `TERM`).
public enum ColourDepth: Sendable, Equatable {
  /// The eight ANSI colours (SGR 30–37).
  case basic
  /// xterm's 256-colour palette (SGR 38;5;n).
  case palette256
  /// 24-bit colour (SGR 38;2;r;g;b).
  case truecolor
}

/// A layer's own colour as the terminal can show it: the nearest colour of its palette.
enum TerminalColour {
  /// xterm's six levels of each channel in the 6 × 6 × 6 cube (indices 16…231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
  /// xterm's eight ANSI colours, in SGR order (black, red, green, yellow, blue, magenta, cyan, white).
  static let basic: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229),
  ]

  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }

  /// The palette index nearest `rgb` (0…255 each): the cube's or the grey ramp's (232…255: 8 + 10k).
  static func nearest256(_ rgb: (Int, Int, Int)) -> Int {
    func level(_ x: Int) -> Int {
      var best = 0
      for i in 1..<6 where abs(cubeLevels[i] - x) < abs(cubeLevels[best] - x) { best = i }
      return best
    }
    let (r, g, b) = (level(rgb.0), level(rgb.1), level(rgb.2))
    let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
    let grey = min(max(((rgb.0 + rgb.1 + rgb.2) / 3 - 8 + 5) / 10, 0), 23)
    let greyValue = 8 + 10 * grey
    if distance(rgb, (greyValue, greyValue, greyValue)) < distance(rgb, cube) { return 232 + grey }
    return 16 + 36 * r + 6 * g + b
  }

  /// The ANSI colour (0…7) nearest `rgb`.
  static func nearestBasic(_ rgb: (Int, Int, Int)) -> Int {
    var best = 0
    for i in 1..<8 where distance(rgb, basic[i]) < distance(rgb, basic[best]) { best = i }
    return best
  }

  /// `packed` (0xRRGGBB) as one SGR foreground sequence for `depth`, byte by byte.
  @inline(__always) static func emit(_ packed: UInt32, depth: ColourDepth, _ emit: (UInt8) -> Void) {
    let rgb = (Int(packed >> 16 & 0xFF), Int(packed >> 8 & 0xFF), Int(packed & 0xFF))
    func number(_ n: Int) {
      if n >= 100 { emit(UInt8(ascii: "0") + UInt8(n / 100)) }
      if n >= 10 { emit(UInt8(ascii: "0") + UInt8(n / 10 % 10)) }
      emit(UInt8(ascii: "0") + UInt8(n % 10))
    }
    emit(0x1B)
    emit(UInt8(ascii: "["))
    switch depth {
    case .basic:
      emit(UInt8(ascii: "3"))
      number(nearestBasic(rgb))
    case .palette256:
      for b in "38;5;".utf8 { emit(b) }
      number(nearest256(rgb))
    case .truecolor:
      for b in "38;2;".utf8 { emit(b) }
      number(rgb.0)
      emit(UInt8(ascii: ";"))
      number(rgb.1)
      emit(UInt8(ascii: ";"))
      number(rgb.2)
    }
    emit(UInt8(ascii: "m"))
  }

  /// A layer's background colour (components 0…1) packed as 0xRRGGBB, with bit 24 set to tell it
  /// from the layer view's own colours (ANSI numbers below 10).
  static func packed(red: Double, green: Double, blue: Double) -> UInt32 {
    func byte(_ x: Double) -> UInt32 { x.isFinite ? UInt32((min(max(x, 0), 1) * 255).rounded()) : 0 }
    return 1 << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
  }
}
