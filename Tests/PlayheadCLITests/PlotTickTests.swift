import Foundation
import PlayheadTestSupport
import Testing

/// `playhead plot`'s tick labels on small and offset ranges: every label on an axis differs from its
/// neighbours and says the value at its tick. The expected ticks are worked by hand from the rule in
/// docs/hud.md (about 10 time ticks and 4 per panel, 1, 2 or 5 × 10ⁿ apart) and the layout there:
/// the time axis from x = 70 to 980 with its labels at y = 628, the timeOffset panel from y = 610 (0)
/// up to 480 with its labels at x = 63, 4 px below their tick.
@Suite("playhead plot: tick labels")
struct PlotTickTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// The frames' time span and the timeOffset's highest value (it rises linearly from 0).
    var start: Double
    var span: Double
    var timeOffsetHigh: Double
    /// The expected labels, worked by hand.
    var timeLabels: [String]
    var timeOffsetLabels: [String]
    var testDescription: String { "t \(start) + \(span) s, timeOffset 0…\(timeOffsetHigh)" }
  }

  static let cases: [Case] = [
    // 0.013 / 4 = 0.00325 → step 0.005: three decimals (two gave "0 0.01 0.01").
    // 3 s / 10 = 0.3 → step 0.5 from 0.
    Case(
      start: 0, span: 3, timeOffsetHigh: 0.013,
      timeLabels: ["0.0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0"],
      timeOffsetLabels: ["0.000", "0.005", "0.010"]),
    // 0.0013 / 4 = 0.000325 → step 0.0005: four decimals (two gave "0" three times).
    // 0.0004 s / 10 = 0.00004 → step 0.00005: five decimals (two gave "0" nine times).
    Case(
      start: 0, span: 0.0004, timeOffsetHigh: 0.0013,
      timeLabels: (0...8).map { String(format: "0.000%02d", $0 * 5) },
      timeOffsetLabels: ["0.0000", "0.0005", "0.0010"]),
    // Far from 0: 1e6 … 1e6 + 3 by 0.5, and 1e6 … 1e6 + 0.03 by 0.005 (two decimals gave pairs).
    Case(
      start: 1e6, span: 3, timeOffsetHigh: 0.013,
      timeLabels: [
        "1000000.0", "1000000.5", "1000001.0", "1000001.5", "1000002.0", "1000002.5", "1000003.0",
      ],
      timeOffsetLabels: ["0.000", "0.005", "0.010"]),
    Case(
      start: 1e6, span: 0.03, timeOffsetHigh: 0.013,
      timeLabels: (0...6).map { String(format: "1000000.%03d", $0 * 5) },
      timeOffsetLabels: ["0.000", "0.005", "0.010"]),
  ]

  /// Eleven frames over the span, the timeOffset rising from 0 to its highest value, the percent still.
  static func log(_ c: Case) -> String {
    (0...10).map { k in
      let t = c.start + c.span * Double(k) / 10
      return
        #"{"type":"frame","t":\#(t),"seq":\#(k),"transition":"flip","phase":"interactive","percent":0.5,"speed":0,"timeOffset":\#(c.timeOffsetHigh * Double(k) / 10),"layers":{}}"#
    }.joined(separator: "\n") + "\n"
  }

  /// Each `<text x="X" y="Y" …>LABEL</text>` of the document.
  static func texts(_ svg: String) -> [(x: Double, y: Double, label: String)] {
    svg.components(separatedBy: "<text ").dropFirst().compactMap { chunk in
      func attribute(_ name: String) -> Double? {
        guard let r = chunk.range(of: " \(name)=\"") ?? chunk.range(of: "\(name)=\"") else { return nil }
        return Double(chunk[r.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = attribute("x"), let y = attribute("y"), let open = chunk.firstIndex(of: ">"),
        let close = chunk.range(of: "</text>")
      else { return nil }
      return (x, y, String(chunk[chunk.index(after: open)..<close.lowerBound]))
    }
  }

  @Test(arguments: cases)
  func everyTickLabelIsDistinctAndSaysItsValue(_ c: Case) async throws {
    let log = PlotCommandTests.temporary("ticks.jsonl")
    let svg = PlotCommandTests.temporary("ticks.svg")
    defer { for p in [log, svg] { try? FileManager.default.removeItem(atPath: p) } }
    try Self.log(c).write(toFile: log, atomically: true, encoding: .utf8)
    let r = try await CLIRun.playhead(["plot", log, "-o", svg])
    #expect(r.status == 0, "\(r.stderr)")
    let texts = Self.texts(try String(contentsOfFile: svg, encoding: .utf8))

    let time = texts.filter { $0.y == 628 }.sorted { $0.x < $1.x }
    #expect(time.map(\.label) == c.timeLabels)
    for tick in time {
      let t = try #require(Double(tick.label))
      #expect(abs(tick.x - (70 + 910 * (t - c.start) / c.span)) <= 0.01, "\(tick)")
    }

    let offsets = texts.filter { $0.x == 63 && $0.y >= 484 && $0.y <= 614 }.sorted { $0.y > $1.y }
    #expect(offsets.map(\.label) == c.timeOffsetLabels)
    for tick in offsets {
      let v = try #require(Double(tick.label))
      #expect(abs(tick.y - (610 - 130 * v / c.timeOffsetHigh + 4)) <= 0.01, "\(tick)")
    }
  }
}
