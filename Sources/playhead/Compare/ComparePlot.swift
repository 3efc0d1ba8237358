import Foundation
import PlayheadPlot
import PlayheadSession
import PlayheadTransitions

/// `playhead compare --plot FILE.svg`: one panel per gesture (at most `maximumPanels`), each policy's
/// completion as the percent over the seconds after the release, in plain SVG with a title, units
/// and a legend.
enum ComparePlot {
  static let maximumPanels = 24
  /// The legend's row height (px).
  static let legendRow = 18.0
  /// One colour per policy (ColorBrewer's Dark2 and Set1, readable on white).
  static let colours = [
    "#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#377eb8",
  ]

  static func svg(_ comparison: PolicyComparison) -> String {
    let gestures = Array(comparison.gestures.prefix(maximumPanels))
    let columns = max(1, min(4, gestures.count))
    let rows = max(1, (gestures.count + columns - 1) / columns)
    let panelWidth = 260.0, panelHeight = 180.0, left = 50.0, right = 20.0, gap = 60.0
    let heading = "\(comparison.transition): each release policy's completion, per gesture"
    // The plot is as wide as its widest part — the panels, the heading or one legend entry — and
    // the legend wraps into rows within it, so one gesture's narrow panel never clips either.
    let entries = comparison.policies.map { 22 + SVGDocument.textWidth($0.rawValue, size: 11) + 16 }
    let width = max(
      left + Double(columns) * (panelWidth + gap),
      left + SVGDocument.textWidth(heading, size: 15) + right,
      left + (entries.max() ?? 0) + right)
    var legend: [(x: Double, row: Int)] = []
    var at = left
    var row = 0
    for entry in entries {
      if at > left && at + entry > width - right {
        at = left
        row += 1
      }
      legend.append((at, row))
      at += entry
    }
    let top = 70.0 + Double(row) * legendRow
    let height = top + Double(rows) * (panelHeight + gap) + 40
    var s = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width.rounded(.up)))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width.rounded(.up))) \(Int(height))" font-family="sans-serif" font-size="11">
      <title>playhead compare: \(SVGDocument.escape(comparison.transition)), each policy's completion after the release</title>
      <rect width="100%" height="100%" fill="white"/>
      <text id="heading" x="\(left)" y="24" font-size="15">\(SVGDocument.escape(heading))</text>

      """
    for (i, policy) in comparison.policies.enumerated() {
      let (x, y) = (legend[i].x, 44 + Double(legend[i].row) * legendRow)
      s += "<g id=\"legend-\(i)\">"
      s +=
        "<line x1=\"\(x)\" y1=\"\(y)\" x2=\"\(x + 18)\" y2=\"\(y)\" stroke=\"\(colour(i))\" stroke-width=\"2.5\"/>"
      s += "<text x=\"\(x + 22)\" y=\"\(y + 4)\">\(policy.rawValue)</text></g>\n"
    }
    if gestures.isEmpty {
      s += "<text x=\"\(left)\" y=\"\(top + 20)\">no released gesture in the file</text>\n"
    }
    for (n, gesture) in gestures.enumerated() {
      let x0 = left + Double(n % columns) * (panelWidth + gap)
      let y0 = top + Double(n / columns) * (panelHeight + gap)
      let span = max(0.05, gesture.releases.map(\.duration).max() ?? 0)
      s += panel(gesture, x0: x0, y0: y0, width: panelWidth, height: panelHeight, span: span)
    }
    if comparison.gestures.count > maximumPanels {
      s +=
        "<text x=\"\(left)\" y=\"\(height - 14)\">the first \(maximumPanels) of \(comparison.gestures.count) "
      s += "gestures</text>\n"
    }
    return s + "</svg>\n"
  }

  static func panel(
    _ gesture: PolicyComparison.Gesture, x0: Double, y0: Double, width: Double, height: Double, span: Double
  ) -> String {
    func px(_ seconds: Double) -> Double { x0 + seconds / span * width }
    func py(_ percent: Double) -> Double { y0 + (1 - percent) * height }
    var s =
      "<g>\n<rect x=\"\(x0)\" y=\"\(y0)\" width=\"\(width)\" height=\"\(height)\" fill=\"none\" stroke=\"#999\"/>\n"
    s +=
      "<text x=\"\(x0)\" y=\"\(y0 - 8)\">gesture \(gesture.index): released at \(fixed(gesture.percent * 100, 1)) %"
    s += " (\(fixed(gesture.time, 2)) s)</text>\n"
    for tick in [0.0, 0.5, 1.0] {
      s += "<text x=\"\(x0 - 6)\" y=\"\(py(tick) + 4)\" text-anchor=\"end\">\(Int(tick * 100))</text>"
      s += "<line x1=\"\(x0)\" y1=\"\(py(tick))\" x2=\"\(x0 + width)\" y2=\"\(py(tick))\" stroke=\"#eee\"/>\n"
    }
    for tick in [0.0, span / 2, span] {
      s +=
        "<text x=\"\(px(tick))\" y=\"\(y0 + height + 14)\" text-anchor=\"middle\">\(fixed(tick, 2))</text>\n"
    }
    s +=
      "<text x=\"\(x0 + width / 2)\" y=\"\(y0 + height + 28)\" text-anchor=\"middle\">seconds after the release</text>\n"
    s += "<text x=\"\(x0 - 34)\" y=\"\(y0 + height / 2)\" text-anchor=\"middle\" "
    s += "transform=\"rotate(-90 \(x0 - 34) \(y0 + height / 2))\">percent</text>\n"
    for (i, release) in gesture.releases.enumerated() {
      let run = release.completion
      var points: [String] = []
      for k in 0...100 {
        let t = span * Double(k) / 100
        points.append("\(fixed(px(t), 1)),\(fixed(py(run.percent(at: run.startTime + t)), 1))")
      }
      s +=
        "<polyline fill=\"none\" stroke=\"\(colour(i))\" stroke-width=\"1.8\" points=\"\(points.joined(separator: " "))\">"
      s +=
        "<title>\(release.policy.rawValue): \(release.outcome.rawValue) in \(fixed(release.duration, 3)) s</title></polyline>\n"
    }
    return s + "</g>\n"
  }

  static func colour(_ i: Int) -> String { colours[i % colours.count] }
}
