import Foundation
import PlayheadTestSupport
import Testing

/// `playhead compare --plot` sizes itself to what it writes: with one gesture (one narrow panel) the
/// heading and all eight policies' legend entries still lie inside the viewBox, measured by the real
/// renderer. `rsvg-convert --export-id ID` draws one element on a canvas reaching from the origin to
/// the far edges of its ink (its text in the real font), so that canvas's size is where the element
/// ends: it must not pass the document's own width and height.
@Suite("playhead compare --plot: sized to its content")
struct ComparePlotTests {
  /// The first gesture of CompareCommandTests' transcript alone (through its GESTURE_SWIPE_END).
  static let oneGesture: String = {
    let lines = CompareCommandTests.transcript.split(separator: "\n")
    let end = lines.firstIndex { $0.contains("GESTURE_SWIPE_END") }!
    return lines[...end].joined(separator: "\n") + "\n"
  }()

  static func pngSize(_ png: String) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    try #require(bytes.count > 24)
    return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
  }

  @Test(.requires(.rsvgConvert))
  func oneGesturesPlotHoldsItsHeadingAndEveryLegendEntry() async throws {
    let path = try CompareCommandTests.file(Self.oneGesture)
    let svg = NSTemporaryDirectory() + "compare-one-\(UUID().uuidString).svg"
    let png = svg + ".png"
    defer { for p in [path, svg, png] { try? FileManager.default.removeItem(atPath: p) } }
    let r = try await Launcher.run(["compare", path, "--plot", svg] + CompareCommandTests.units)
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    let policies = ["uikit", "gnome", "libadwaita", "niri", "kwin", "hyprland", "flutter", "androidx"]
    // The document's size, as the renderer sees it.
    let whole = try await Launcher.run("/usr/bin/rsvg-convert", [svg, "-o", png])
    #expect(whole.status == 0, "\(whole.stderr)")
    let size = try Self.pngSize(png)
    #expect(size.width >= 320 && size.height >= 240)
    for (i, policy) in policies.enumerated() {
      #expect(text.contains("<g id=\"legend-\(i)\">") && text.contains(">\(policy)</text></g>"), "\(policy)")
    }
    for id in ["heading"] + policies.indices.map({ "legend-\($0)" }) {
      let render = try await Launcher.run("/usr/bin/rsvg-convert", ["--export-id", id, svg, "-o", png])
      #expect(render.status == 0, "\(id): \(render.stderr)")
      guard render.status == 0 else { continue }
      let ends = try Self.pngSize(png)
      #expect(
        ends.width <= size.width && ends.height <= size.height, "\(id) ends at \(ends), the plot is \(size)")
    }
  }
}
