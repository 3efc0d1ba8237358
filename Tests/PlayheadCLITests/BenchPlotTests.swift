import Foundation
import PlayheadTestSupport
import Testing

/// `playhead bench --plot FILE.svg --hgrm DIR` on a synthetic run at --speed max (frame_build and
/// frame_output are measured there): HdrHistogram's percentile text per stage agrees with the JSON
/// report's p50 (two readings of one histogram, by two pieces of code), and the SVG draws each
/// stage on the 1/(1−p) axis: from the minimum at x = 80 to the maximum at x = 700.
@Suite("bench --plot and --hgrm")
struct BenchPlotTests {
  @Test(.requires(.rsvgConvert))
  func picturesOfASyntheticRun() async throws {
    let directory = NSTemporaryDirectory() + "bench-\(UUID().uuidString)"
    let svg = directory + ".svg"
    let png = svg + ".png"
    defer { for p in [directory, svg, png] { try? FileManager.default.removeItem(atPath: p) } }
    let r = try await CLIRun.playhead([
      "bench", "--synthetic", "--speed", "max", "--no-allocations", "--json", "--plot", svg, "--hgrm",
      directory,
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let report = try #require(CLIRun.object(r.stdout))
    for stage in ["frame_build", "frame_output"] {
      let text = try String(contentsOfFile: "\(directory)/\(stage).hgrm", encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      #expect(
        lines.first?.split(separator: " ") == ["Value", "Percentile", "TotalCount", "1/(1-Percentile)"])
      #expect(text.contains("#[Max     ="))
      // The row at percentile 0.5: its value (µs) is the JSON's p50 (table and JSON both print µs).
      let half = try #require(lines.first { $0.split(separator: " ").dropFirst().first == "0.500000000000" })
      let value = try #require(Double(half.split(separator: " ")[0]))
      // (The JSON carries frame_build; frame_output is only in the table.)
      if stage == "frame_build" {
        let p50 = try #require((report[stage] as? [String: Any])?["p50"] as? Double)
        #expect(abs(value - p50) <= 0.002 * value, "\(value) vs \(p50)")
      }
    }
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains("<title>playhead bench: latency by percentile</title>"))
    #expect(text.contains("percentile (axis: 1/(1−p), log scale)") && text.contains("latency (log scale)"))
    for label in ["90%", "99%", "frame_build", "frame_output"] {
      #expect(text.contains(">\(label)<"), "\(label)")
    }
    for stage in ["frame_build", "frame_output"] {
      let chunk = try #require(
        text.components(separatedBy: "<polyline").first { $0.contains("<title>\(stage)</title>") })
      let points = chunk.components(separatedBy: "points=\"")[1].prefix { $0 != "\"" }.split(separator: " ")
      let xs = points.compactMap { Double($0.split(separator: ",")[0]) }
      #expect(xs.first == 80 && xs.last == 700, "\(stage): \(xs.prefix(3)) … \(xs.suffix(2))")
      #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "percentiles run left to right")
    }
    let size = try await SVGRender.pngSize(svg, png)
    #expect(size?.width == 960 && size?.height == 600)
  }

  @Test("testbed mode: libinput debug-events' read → line curve beside Playhead's", .requires(.testbed))
  func testbedCurves() async throws {
    let directory = NSTemporaryDirectory() + "bench-\(UUID().uuidString)"
    let svg = directory + ".svg"
    defer { for p in [directory, svg] { try? FileManager.default.removeItem(atPath: p) } }
    let r = try await Launcher.run(
      Launcher.playhead,
      [
        "bench", "--testbed", "synaptics-ps2", "--script", "swipe 3 down 15mm 300ms", "--plot", svg, "--hgrm",
        directory,
      ],
      timeout: 300)
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains("<title>libinput debug-events read→line</title>"))
    #expect(text.contains("<title>playhead --log read→line</title>"))
    for name in ["libinput-debug-events-read-to-line", "playhead---log-read-to-line"] {
      #expect(FileManager.default.fileExists(atPath: "\(directory)/\(name).hgrm"), "\(name)")
    }
  }

  @Test("--hgrm naming a file that is not a directory: one line, exit 73")
  func hgrmNotADirectory() async throws {
    let file = NSTemporaryDirectory() + "bench-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: file, contents: Data())
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = try await CLIRun.playhead([
      "bench", "--synthetic", "--speed", "max", "--no-allocations", "--hgrm", file,
    ])
    #expect(r.status == 73)
    #expect(r.stderr == "playhead: --hgrm \(file) is not a directory\n")
  }
}
