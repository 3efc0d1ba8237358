import Foundation
import PlayheadBench
import PlayheadEngine
import Testing

@Suite("BenchReport")
struct BenchReportTests {
  static let baseKeys: Set<String> = [
    "input_dispatch", "event_to_state", "frame_wait", "event_to_frame", "frame_lateness", "frame_build",
    "engine_cost", "allocations_per_event", "idle_wakeups_per_second", "events_per_second", "missed_frames",
    "frame_bytes",
  ]

  func object(_ json: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("the JSON object has exactly the issue's keys, percentiles as p50/p95/p99/max")
  func keys() throws {
    let recorder = LatencyRecorder()
    recorder.record(LatencyStamp(eventTime: 1_000, readTime: 1_500, stateTime: 2_000))
    var report = BenchReport(title: "test")
    report.take(from: recorder)
    report.eventsPerSecond = 12.5
    let object = try object(report.json())
    #expect(Set(object.keys) == Self.baseKeys)
    let dispatch = try #require(object["input_dispatch"] as? [String: Any])
    #expect(Set(dispatch.keys) == ["p50", "p95", "p99", "max"])
    // 500 ns = 0.5 µs at every percentile.
    #expect(dispatch["p50"] as? Double == 0.5)
    #expect(object["allocations_per_event"] is NSNull)
    #expect(object["events_per_second"] as? Double == 12.5)
  }

  /// A testbed report: libinput's read → line 150 / 190 / 200 / 250 µs, Playhead's 165 / 200 / 240 / 300.
  static func testbedReport() -> BenchReport {
    var report = BenchReport(title: "testbed")
    let libinput = LatencySummary(p50: 150, p95: 190, p99: 200, max: 250, count: 10)
    let log = LatencySummary(p50: 165, p95: 200, p99: 240, max: 300, count: 10)
    report.testbed = TestbedComparison(
      libinputDebugEvents: libinput, playheadLog: log, playheadHUD: nil, libinputGestureDelay: .empty)
    return report
  }

  @Test("testbed mode adds the comparison keys and the ratio of Playhead's log over libinput's line")
  func testbedKeys() throws {
    var report = Self.testbedReport()
    let object = try object(report.json())
    #expect(
      Set(object.keys)
        == Self.baseKeys.union([
          "libinput_debug_events", "playhead_log", "playhead_hud", "ratio_vs_libinput",
          "libinput_gesture_delay",
        ]))
    let ratio = try #require(object["ratio_vs_libinput"] as? [String: Any])
    // 165 / 150 = 1.1; 240 / 200 = 1.2.
    #expect(ratio["p50"] as? Double == 1.1)
    #expect(ratio["p99"] as? Double == 1.2)
    #expect(object["playhead_hud"] is NSNull)
  }

  @Test("the table has a row per distribution and n/a for what was not measured")
  func table() {
    var report = BenchReport(title: "speed max")
    report.engineCost = LatencySummary(p50: 0.25, p95: 0.5, p99: 1.5, max: 12, count: 4)
    let table = report.table()
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines.first == "playhead bench: speed max")
    for name in ["input_dispatch", "event_to_frame", "frame_build", "engine_cost", "frame_bytes"] {
      #expect(lines.contains { $0.hasPrefix(name + " ") })
    }
    let engine = lines.first { $0.hasPrefix("engine_cost") } ?? ""
    #expect(
      engine.split(separator: " ").map(String.init) == [
        "engine_cost", "0.250", "0.500", "1.500", "12.0", "µs",
      ])
    #expect(lines.contains { $0.hasPrefix("allocations_per_event") && $0.hasSuffix("n/a") })
  }

  @Test("testbed: each read → line split at the drained read, under its row; no split rows without drains")
  func testbedSplitRows() throws {
    var report = Self.testbedReport()
    #expect(!report.table().contains("libinput_dispatch"))
    func summary(_ p50: Double) -> LatencySummary {
      LatencySummary(p50: p50, p95: p50, p99: p50, max: p50, count: 10)
    }
    report.testbed?.libinputSplit = DrainSplit(dispatch: summary(120), handling: summary(30))
    report.testbed?.playheadLogSplit = DrainSplit(dispatch: summary(125), handling: summary(40))
    let rows = report.table().split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    let names = rows.compactMap(\.first)
    let first = try #require(names.firstIndex(of: "libinput_debug_events"))
    try #require(names.count >= first + 6)
    // Each consumer's two parts right under its own row, in order, each with its own figures.
    let expected: [[String]] = [
      ["libinput_debug_events", "150.0", "190.0", "200.0", "250.0", "µs", "read→line"],
      ["libinput_dispatch", "120.0", "120.0", "120.0", "120.0", "µs", "read→drained"],
      ["libinput_printing", "30.0", "30.0", "30.0", "30.0", "µs", "drained→line"],
      ["playhead_log", "165.0", "200.0", "240.0", "300.0", "µs", "read→line"],
      ["libinput_dispatch", "125.0", "125.0", "125.0", "125.0", "µs", "read→drained"],
      ["playhead_handling", "40.0", "40.0", "40.0", "40.0", "µs", "drained→line"],
    ]
    #expect(Array(rows[first..<(first + 6)]) == expected)
  }

  /// The table's numbers, worked by hand: three decimals below 10, one below 1000, none above (by the
  /// magnitude before rounding), halves away from zero. The halves are exact in binary (2.0625 = 33/16,
  /// 12.25 = 49/4, 1000.5 = 2001/2), so the rounding rule alone decides them.
  @Test(
    "table cells: halves, negatives, zero, the decimals by magnitude",
    arguments: [
      (0, "0.000"), (2.0625, "2.063"), (-2.0625, "-2.063"), (12.25, "12.3"), (-12.25, "-12.3"),
      (1000.5, "1001"), (-1000.5, "-1001"), (9.9996, "10.000"), (999.96, "1000.0"), (0.25, "0.250"),
      (-0.0004, "0.000"), (123_456.7, "123457"), (.nan, "n/a"), (.infinity, "n/a"),
      // Past Int64: "n/a", where Int64(rounded) used to trap.
      (1e19, "n/a"),
    ] as [(Double, String)])
  func cells(_ value: Double, _ expected: String) {
    #expect(BenchReport.cell(value) == expected)
  }

  /// `--json`'s numbers: three decimals, trailing zeros dropped, a whole number without a point, null
  /// for what is not finite.
  @Test(
    "JSON numbers: halves, negatives, zero, whole numbers",
    arguments: [
      (0, "0"), (2.0625, "2.063"), (-2.0625, "-2.063"), (0.5, "0.5"), (12, "12"), (-0.0004, "0"),
      (1_234_567.25, "1234567.25"), (.nan, "null"), (-.infinity, "null"),
    ] as [(Double, String)])
  func jsonNumbers(_ value: Double, _ expected: String) throws {
    var report = BenchReport(title: "numbers")
    report.eventsPerSecond = value
    let json = report.json()
    let field = "\"events_per_second\":"
    let start = try #require(json.range(of: field)).upperBound
    #expect(json[start...].prefix { $0 != "," && $0 != "}" } == expected)
  }

  /// `bench --json` keeps its bytes: the figures through the one writer equal what Swift's shortest
  /// round-trip text of the value rounded to three decimals wrote before (the reference here), for
  /// values of every size a measurement has. (Past 10¹² that text carried the binary value's noise,
  /// 14242857142857.143 for …142.857; the one writer's digits are the decimal rounding.)
  @Test("JSON numbers are the bytes they were")
  func jsonNumbersKeepTheirBytes() throws {
    func reference(_ value: Double) -> String {
      let rounded = (value * 1000).rounded() / 1000
      if rounded == rounded.rounded() { return String(Int64(rounded)) }
      return String(rounded)
    }
    var report = BenchReport(title: "bytes")
    for exponent in -4...9 {
      for numerator in [1.0, 2, 3, 7, 11, 13, 17, 19, 23, 29, 997] {
        let value = numerator / 7 * pow(10, Double(exponent))
        report.eventsPerSecond = value
        let json = report.json()
        #expect(json.contains("\"events_per_second\":\(reference(value)),"), "\(value)")
      }
    }
  }
}
