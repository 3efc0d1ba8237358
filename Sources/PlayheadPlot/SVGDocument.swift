import PlayheadSystem

/// A plain SVG 1.1 document built as text: what `playhead plot` and `bench --plot` write. Every plot
/// has a `<title>`, axis labels with units and a legend; nothing needs scripts or external fonts.
public struct SVGDocument: Sendable {
  public let width: Double
  public let height: Double
  private var body = ""

  public init(width: Double, height: Double, title: String) {
    self.width = width
    self.height = height
    body += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    body += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGDocument.number(width))\" "
    body +=
      "height=\"\(SVGDocument.number(height))\" viewBox=\"0 0 \(SVGDocument.number(width)) \(SVGDocument.number(height))\" "
    body += "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
    body += "<title>\(SVGDocument.escape(title))</title>\n"
    body += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    text(title, x: width / 2, y: 22, size: 15, anchor: "middle", weight: "bold")
  }

  /// The finished document.
  public var text: String { body + "</svg>\n" }

  /// A number with at most two decimals, no exponent ("12.5", "-3", "0.07").
  public static func number(_ x: Double) -> String {
    guard x.isFinite, let hundredths = FixedPointText.units(min(max(x, -1e12), 1e12), decimals: 2) else {
      return "0"
    }
    return FixedPointText.string(units: hundredths, decimals: 2, trimmingZeros: true)
  }

  /// A generous estimate of `text`'s width in px at `size` px in DejaVu Sans (its widest common
  /// letters are about 0.65 em, bold 0.72 em): what a plot reserves so nothing it writes is clipped.
  public static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
    Double(text.count) * size * (bold ? 0.72 : 0.65)
  }

  /// `text` with &, <, > and quotes escaped for XML.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  public mutating func text(
    _ content: String, x: Double, y: Double, size: Double = 12, anchor: String = "start",
    weight: String = "normal",
    fill: String = "#222", rotate: Bool = false
  ) {
    let n = SVGDocument.number
    let transform = rotate ? " transform=\"rotate(-90 \(n(x)) \(n(y)))\"" : ""
    body +=
      "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" fill=\"\(fill)\"\(transform)>"
    body += SVGDocument.escape(content) + "</text>\n"
  }

  public mutating func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1,
    dash: String? = nil,
    title: String? = nil
  ) {
    let n = SVGDocument.number
    body +=
      "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
    if let dash { body += " stroke-dasharray=\"\(dash)\"" }
    if let title { body += "><title>\(SVGDocument.escape(title))</title></line>\n" } else { body += "/>\n" }
  }

  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String = "none",
    opacity: Double = 1,
    title: String? = nil
  ) {
    let n = SVGDocument.number
    body +=
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(fill)\" stroke=\"\(stroke)\""
    if opacity < 1 { body += " fill-opacity=\"\(n(opacity))\"" }
    if let title { body += "><title>\(SVGDocument.escape(title))</title></rect>\n" } else { body += "/>\n" }
  }

  /// A polyline through `points` (nothing for fewer than two).
  public mutating func polyline(
    _ points: [(x: Double, y: Double)], stroke: String, width: Double = 1.5, title: String? = nil
  ) {
    guard points.count >= 2 else { return }
    let n = SVGDocument.number
    body +=
      "<polyline fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\" stroke-linejoin=\"round\" points=\""
    for (i, p) in points.enumerated() { body += (i == 0 ? "" : " ") + n(p.x) + "," + n(p.y) }
    if let title {
      body += "\"><title>\(SVGDocument.escape(title))</title></polyline>\n"
    } else {
      body += "\"/>\n"
    }
  }

  /// A legend: one coloured swatch and label per entry, in a row from (x, y).
  public mutating func legend(_ entries: [(label: String, colour: String)], x: Double, y: Double) {
    var at = x
    for entry in entries {
      rect(x: at, y: y - 9, width: 14, height: 10, fill: entry.colour)
      text(entry.label, x: at + 19, y: y, size: 11)
      at += 19 + Double(entry.label.count) * 6.6 + 16
    }
  }
}
