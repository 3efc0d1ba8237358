import PlayheadSystem

/// Number and column formatting for the HUD, without Foundation and without locale surprises.
enum TextFormat {
  /// `x` with `decimals` decimals (half away from zero), right-aligned in `width` characters; a sign
  /// is always shown when `signed`. NaN and infinities print as "—".
  static func fixed(_ x: Double, _ decimals: Int, width: Int = 0, signed: Bool = false) -> String {
    guard x.isFinite, let units = FixedPointText.units(min(max(x, -1e12), 1e12), decimals: decimals) else {
      return padLeft("—", width)
    }
    return padLeft(FixedPointText.string(units: units, decimals: decimals, plusSign: signed), width)
  }

  static func padLeft(_ text: String, _ width: Int) -> String {
    let n = text.count
    return n >= width ? text : String(repeating: " ", count: width - n) + text
  }

  /// `text` cut or padded with spaces to exactly `width` characters.
  static func fit(_ text: String, _ width: Int) -> String {
    let n = text.count
    if n == width { return text }
    if n > width { return String(text.prefix(max(width, 0))) }
    return text + String(repeating: " ", count: width - n)
  }

  /// `text` cut to at most `width` characters.
  static func cut(_ text: String, _ width: Int) -> String {
    text.count > width ? String(text.prefix(max(width, 0))) : text
  }
}
