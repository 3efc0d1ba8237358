import Foundation

/// `playhead bench --plot`: latency distributions as HdrHistogram's plotter draws them — each curve
/// the latency at a percentile, against 1/(1−p) on a log axis (50 % at 2, 99 % at 100, 99.9 % at
/// 1000), so the tail gets as much room as the median. Latency (µs) is on a log axis too: the stages
/// range from a microsecond to tens of milliseconds.
public struct PercentilePlot: Sendable {
  /// One distribution: its name and its (percentile 0…100, value µs) points, percentiles ascending.
  public struct Series: Sendable {
    public var label: String
    public var points: [(percentile: Double, microseconds: Double)]
    public var count: UInt64

    public init(label: String, points: [(percentile: Double, microseconds: Double)], count: UInt64) {
      self.label = label
      self.points = points
      self.count = count
    }
  }

  public static let width = 960.0
  public static let height = 600.0
  static let box = (left: 80.0, top: 70.0, right: 700.0, bottom: 530.0)
  /// Colour per series in turn (ColorBrewer's Dark2 and Set1, readable on white).
  static let colours = [
    "#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#377eb8", "#e41a1c",
    "#666666",
  ]

  public var title: String
  /// One line under the title (the run's mode); cut to fit.
  public var subtitle: String
  public var series: [Series]

  public init(title: String, subtitle: String = "", series: [Series]) {
    self.title = title
    self.subtitle = subtitle
    self.series = series
  }

  /// 1/(1−p) for a percentile in 0…100, capped where a finite count ends (p = 100 is the maximum).
  static func odds(_ percentile: Double, cap: Double) -> Double {
    guard percentile < 100 else { return cap }
    return min(1 / (1 - percentile / 100), cap)
  }

  public func svg() -> String {
    var doc = SVGDocument(width: PercentilePlot.width, height: PercentilePlot.height, title: title)
    let b = PercentilePlot.box
    let cut = subtitle.count > 150 ? String(subtitle.prefix(149)) + "…" : subtitle
    doc.text(cut, x: PercentilePlot.width / 2, y: 40, size: 11, anchor: "middle", fill: "#555")
    let drawn = series.filter { !$0.points.isEmpty }
    // x: decades of 1/(1−p) up to the largest count's resolution; y: decades of µs around the data.
    let largest = Double(drawn.map(\.count).max() ?? 1)
    let xDecades = max(2, Int(log10(max(largest, 10)).rounded(.up)))
    let cap = pow(10, Double(xDecades))
    let values = drawn.flatMap { $0.points.map(\.microseconds) }.filter { $0 > 0 }
    let low = floor(log10(values.min() ?? 1))
    let high = max(ceil(log10(values.max() ?? 10)), low + 1)
    let x = PlotAxis(low: 0, high: Double(xDecades), from: b.left, to: b.right)
    let y = PlotAxis(low: low, high: high, from: b.bottom, to: b.top)
    doc.rect(
      x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top, fill: "none", stroke: "#888")
    for decade in 0...xDecades {
      let px = x.position(Double(decade))
      doc.line(px, b.top, px, b.bottom, stroke: "#ddd", width: 0.5)
      doc.text(PercentilePlot.percentileLabel(decade), x: px, y: b.bottom + 18, size: 11, anchor: "middle")
    }
    doc.text(
      "percentile (axis: 1/(1−p), log scale)", x: (b.left + b.right) / 2, y: b.bottom + 40, anchor: "middle")
    for decade in Int(low)...Int(high) {
      let py = y.position(Double(decade))
      doc.line(b.left, py, b.right, py, stroke: "#ddd", width: 0.5)
      doc.text(PercentilePlot.microsecondsLabel(decade), x: b.left - 7, y: py + 4, size: 11, anchor: "end")
    }
    doc.text("latency (log scale)", x: 20, y: (b.top + b.bottom) / 2, anchor: "middle", rotate: true)
    var legendY = b.top + 10
    for (index, s) in drawn.enumerated() {
      let colour = PercentilePlot.colours[index % PercentilePlot.colours.count]
      let points = s.points.map { p in
        (
          x: x.position(log10(PercentilePlot.odds(p.percentile, cap: cap))),
          y: y.position(log10(max(p.microseconds, pow(10, low))))
        )
      }
      doc.polyline(points, stroke: colour, width: 1.8, title: s.label)
      let median = s.points.first { $0.percentile >= 50 }?.microseconds ?? 0
      let p99 = s.points.first { $0.percentile >= 99 }?.microseconds ?? s.points.last!.microseconds
      doc.rect(x: b.right + 20, y: legendY - 9, width: 14, height: 10, fill: colour)
      doc.text(s.label, x: b.right + 40, y: legendY, size: 11)
      doc.text(
        "p50 \(SVGDocument.number(median)) µs · p99 \(SVGDocument.number(p99)) µs · n \(s.count)",
        x: b.right + 40,
        y: legendY + 14, size: 10, fill: "#555")
      legendY += 34
    }
    if drawn.isEmpty {
      doc.text("nothing was measured", x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2, anchor: "middle")
    }
    return doc.text
  }

  /// "0%", "90%", "99%", "99.9%"… for 1/(1−p) = 10^decade (decade 0 is the minimum).
  static func percentileLabel(_ decade: Int) -> String {
    switch decade {
    case 0: return "0%"
    case 1: return "90%"
    case 2: return "99%"
    default: return "99." + String(repeating: "9", count: decade - 2) + "%"
    }
  }

  /// "1 µs", "10 µs", "100 µs", "1 ms", "10 ms"… for 10^decade µs.
  static func microsecondsLabel(_ decade: Int) -> String {
    if decade < 0 { return "0." + String(repeating: "0", count: -decade - 1) + "1 µs" }
    if decade < 3 { return "1" + String(repeating: "0", count: decade) + " µs" }
    if decade < 6 { return "1" + String(repeating: "0", count: decade - 3) + " ms" }
    return "1" + String(repeating: "0", count: decade - 6) + " s"
  }
}
