/// Number and column formatting for the HUD, without Foundation and without locale surprises.
enum TextFormat {
  /// `x` with `decimals` decimals (half away from zero), right-aligned in `width` characters; a sign
  /// is always shown when `signed`. NaN and infinities print as "—".
  static func fixed(_ x: Double, _ decimals: Int, width: Int = 0, signed: Bool = false) -> String {
    var text: String
    if !x.isFinite {
      text = "—"
    } else {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      let clamped = min(max(x, -1e12), 1e12)
      let units = (clamped.magnitude * scale).rounded()
      let whole = Int64(units / scale)
      let fraction = Int64(units - Double(whole) * scale)
      let negative = clamped < 0 && units != 0
      text = negative ? "-" : (signed ? "+" : "")
      text += String(whole)
      if decimals > 0 {
        var digits = String(fraction)
        while digits.count < decimals { digits = "0" + digits }
        text += "." + digits
      }
    }
    return padLeft(text, width)
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
