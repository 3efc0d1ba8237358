import Foundation
import PlayheadTestSupport
import Testing

/// An SVG drawn by librsvg's `rsvg-convert`, as a person's viewer draws it.
enum SVGRender {
  /// Renders `svg` to `png`; the PNG's size from its IHDR chunk, nil when rendering failed.
  static func pngSize(_ svg: String, _ png: String) async throws -> (width: Int, height: Int)? {
    let render = try await Launcher.run("/usr/bin/rsvg-convert", [svg, "-o", png])
    #expect(render.status == 0, "\(render.stderr)")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    guard render.status == 0, bytes.count > 24 else { return nil }
    return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
  }
}

/// `playhead plot LOG -o FILE.svg` on logs written here by hand: a session whose percent runs t/2
/// for two seconds (so its velocity is 0.5/s), one decision, then a finishing phase. The expected
/// positions come from the layout docs/hud.md gives: 1000 × 680, the plot from x = 70 to 980 over the
/// log's time span; the percent panel from y = 70 (1) to 290 (0), the velocity panel 320 … 450.
@Suite("playhead plot")
struct PlotCommandTests {
  static func temporary(_ name: String) -> String {
    NSTemporaryDirectory() + "plot-\(UUID().uuidString)-\(name)"
  }

  /// Frames every 0.05 s from 0 to 2 s: interactive with percent t/2 up to 1.5 s, then finishing.
  static func sessionLog() -> String {
    var lines: [String] = []
    lines.append(
      #"{"type":"gesture","t":0,"kind":"swipe","fingers":3,"state":"began","translation":[0,0],"velocity":[0,0],"scale":1,"rotation":0,"units":"mm"}"#
    )
    for k in 0...40 {
      let t = Double(k) * 0.05
      let phase = t <= 1.5 ? "interactive" : "finishing"
      lines.append(
        #"{"type":"frame","t":\#(t),"seq":\#(k),"transition":"flip","phase":"\#(phase)","percent":\#(t / 2),"speed":0,"timeOffset":\#(t / 2),"layers":{"from":{"opacity":1}}}"#
      )
      if k == 30 {
        lines.append(
          #"{"type":"decision","t":1.5,"transition":"flip","outcome":"finish","percent":0.75,"velocity":0.5,"reason":"percent 0.75 ≥ threshold 0.5","duration":0.5}"#
        )
      }
    }
    lines.append(#"{"type":"complete","t":2,"transition":"flip","finished":true}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The points of the polyline(s) titled `title`.
  static func points(_ svg: String, title: String) -> [(x: Double, y: Double)] {
    var result: [(Double, Double)] = []
    for chunk in svg.components(separatedBy: "<polyline").dropFirst() {
      guard chunk.contains("<title>\(title)</title>"), let start = chunk.range(of: "points=\"") else {
        continue
      }
      let rest = chunk[start.upperBound...]
      let text = rest[..<rest.firstIndex(of: "\"")!]
      for pair in text.split(separator: " ") {
        let xy = pair.split(separator: ",").compactMap { Double($0) }
        if xy.count == 2 { result.append((xy[0], xy[1])) }
      }
    }
    return result
  }

  @Test(.requires(.rsvgConvert))
  func aSessionIsDrawnWhereItsNumbersSay() async throws {
    let log = Self.temporary("session.jsonl")
    let svg = Self.temporary("session.svg")
    let png = svg + ".png"
    defer { for p in [log, svg, png] { try? FileManager.default.removeItem(atPath: p) } }
    try Self.sessionLog().write(toFile: log, atomically: true, encoding: .utf8)
    let r = try await CLIRun.playhead(["plot", log, "-o", svg])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.isEmpty && r.stderr.isEmpty)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains("<title>playhead plot: \(log)</title>"))
    #expect(text.contains("41 frames, 1 decisions over 2 s of the event clock"))
    #expect(text.contains("finish: percent 0.75 ≥ threshold 0.5"))
    #expect(
      text.contains("percent (0–1)") && text.contains("velocity (percent/s)")
        && text.contains("timeOffset (s)"))
    #expect(text.contains("time (s, event clock)"))
    // The percent t/2 at x = 70 + 910 t/2 sits at y = 290 − 220 × t/2: within a pixel column.
    let percent = Self.points(text, title: "percent (0–1)")
    #expect(percent.count >= 40)
    for p in percent {
      let t = (p.x - 70) / 910 * 2
      #expect(abs(p.y - (290 - 220 * t / 2)) <= 1.5, "\(p)")
    }
    // Velocity 0.5/s throughout: the top of its panel (its range is 0 … 0.5).
    let velocity = Self.points(text, title: "velocity (percent/s)")
    #expect(velocity.count >= 38)
    #expect(velocity.allSatisfy { abs($0.y - 320) <= 0.5 }, "\(velocity.prefix(4))")
    // The decision at t = 1.5 s: a dashed line at x = 70 + 910 × 0.75 = 752.5 (its column's centre).
    #expect(text.contains(##"<line x1="752.5" y1="70" x2="752.5" y2="610" stroke="#1b7a1b""##))
    // Finishing from 1.5 s: a green shade from column 682 (t = 1.5) to the end.
    #expect(text.contains(##"fill="#d4f2d0""##) && text.contains(##"fill="#cfe3ff""##))
    let size = try await SVGRender.pngSize(svg, png)
    #expect(size?.width == 1000 && size?.height == 680)
  }

  static let badLogs: [(name: String, content: String, line: Int, reason: String)] = [
    (
      "transcript", "-event6   GESTURE_SWIPE_BEGIN    +1.000s\t3\n", 1,
      "not a JSON object: expected a JSON object"
    ),
    (
      "truncated",
      #"{"type":"frame","t":0,"phase":"idle","percent":0}"# + "\n" + #"{"type":"frame","t":0.1,"pha"#, 2,
      "not a JSON object: "
    ),
    ("no type", #"{"t":1,"percent":0.5}"# + "\n", 1, #"not a Playhead state log record (no "type")"#),
    (
      "no frames", #"{"type":"complete","t":2,"transition":"flip","finished":true}"# + "\n\n", 2,
      "no frame records: nothing to plot"
    ),
    ("empty", "", 1, "no frame records: nothing to plot"),
  ]

  @Test("bad input: one line naming FILE:LINE, exit 65, no SVG", arguments: 0..<5)
  func badInput(_ index: Int) async throws {
    let bad = Self.badLogs[index]
    let log = Self.temporary("bad.jsonl")
    let svg = Self.temporary("bad.svg")
    defer { for p in [log, svg] { try? FileManager.default.removeItem(atPath: p) } }
    try bad.content.write(toFile: log, atomically: true, encoding: .utf8)
    let r = try await CLIRun.playhead(["plot", log, "-o", svg])
    let line = CLIRun.expectOneLineError(r, status: 65)
    #expect(line.hasPrefix("playhead: \(log):\(bad.line): \(bad.reason)"), "\(bad.name): \(line)")
    #expect(!FileManager.default.fileExists(atPath: svg))
  }

  @Test("a log that cannot be read: exit 66")
  func unreadable() async throws {
    let r = try await CLIRun.playhead(["plot", "/nonexistent/state.jsonl", "-o", Self.temporary("x.svg")])
    let line = CLIRun.expectOneLineError(r, status: 66)
    #expect(line == "playhead: /nonexistent/state.jsonl: cannot open: No such file or directory")
  }

  @Test("`playhead plot --help` is exactly this")
  func help() async throws {
    let r = try await CLIRun.playhead(["plot", "--help"])
    #expect(r.status == 0)
    #expect(r.stdout == Self.helpText)
  }

  static let helpText = """
    OVERVIEW: Draw a state log's percent, velocity and timeOffset against time as
    an SVG file.

    Reads a log written with --log (docs/engine.md) and draws three panels over the
    event clock: the percent, its velocity (percent per second, frame to frame) and
    the container's timeOffset, with each gesture phase shaded and each decision
    marked with its reason. The log is streamed twice, so a log of any size plots
    in the same memory. A line that is not a log record stops it with FILE:LINE and
    exit 65.

    USAGE: playhead plot <log> --output <file>

    ARGUMENTS:
      <log>                   The state log (JSON lines).

    OPTIONS:
      -o, --output <file>     The SVG file to write.
      --version               Show the version.
      -h, --help              Show help information.


    """
}
