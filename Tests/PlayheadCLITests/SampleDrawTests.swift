import Foundation
import PlayheadTestSupport
import Testing

/// `playhead sample NAME --percent P --draw COLSxROWS`: the HUD's layer view alone. The flip's card is
/// worked out here by hand — a 320 × 568 rectangle turned θ about its centre line, seen through
/// m34 = −1/568 about the container's centre — and the dots the drawing lights must cover that area.
@Suite("sample --draw")
struct SampleDrawTests {
  /// Braille dots lit in `text`.
  static func dots(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { n, s in
      (0x2800...0x28FF).contains(s.value) ? n + (s.value - 0x2800).nonzeroBitCount : n
    }
  }

  /// The card turned θ (degrees) about x, projected and clipped to the container, in pt².
  ///
  /// A point (x, y) of the card goes to (x, y cos θ, y sin θ); m34 = −1/568 gives w = 1 − y sin θ / 568,
  /// so the edge y = ∓284 lands at y′ = ∓284 cos θ / w with half-width 160 / w. Between them the
  /// half-width grows linearly in y′ (straight edges stay straight); the container clips to
  /// |x| ≤ 160, |y′| ≤ 284. Integrated in 20 000 slices.
  static func projectedArea(degrees: Double) -> Double {
    let s = sin(degrees * .pi / 180)
    let c = cos(degrees * .pi / 180)
    let wTop = 1 + 284 * s / 568
    let wBottom = 1 - 284 * s / 568
    let (yTop, yBottom) = (-284 * c / wTop, 284 * c / wBottom)
    let (halfTop, halfBottom) = (160 / wTop, 160 / wBottom)
    guard yBottom - yTop > 1e-9 else { return 0 }
    let low = max(yTop, -284)
    let high = min(yBottom, 284)
    guard high > low else { return 0 }
    let n = 20_000
    let dy = (high - low) / Double(n)
    var area = 0.0
    for i in 0..<n {
      let y = low + (Double(i) + 0.5) * dy
      let half = halfTop + (halfBottom - halfTop) * (y - yTop) / (yBottom - yTop)
      area += 2 * min(half, 160) * dy
    }
    return area
  }

  /// A layer's rotationX from `sample --json`.
  static func rotationX(_ json: [String: Any], _ layer: String) -> Double? {
    ((json["layers"] as? [String: Any])?[layer] as? [String: Any])?["rotationX"] as? Double
  }

  @Test(
    "the flip's lit dots match the projected card at several percents",
    arguments: [0.0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0])
  func flipArea(percent: Double) async throws {
    let json = try #require(
      CLIRun.object(
        try await CLIRun.playhead(["sample", "flip", "--percent", "\(percent)", "--json"]).stdout))
    let from = try #require(Self.rotationX(json, "from"))
    let to = try #require(Self.rotationX(json, "to"))
    let r = try await CLIRun.playhead([
      "sample", "flip", "--percent", "\(percent)", "--draw", "40x24", "--style", "braille",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = CLIRun.lines(r.stdout)
    #expect(lines.count == 24 && lines.allSatisfy { $0.count == 40 })
    // Inside 38 × 22 cells = 76 × 88 dots; 568 pt → 88 dots: 88/568 dot per pt (the width has room).
    let scale = 88.0 / 568
    let expected = (Self.projectedArea(degrees: from) + Self.projectedArea(degrees: to)) * scale * scale
    // Within a cell's rounding: each dot along the outline may fall either way (≤ 2 × (76 + 88) of them).
    let lit = Double(Self.dots(r.stdout))
    #expect(
      abs(lit - expected) <= 76 + 88,
      "percent \(percent): \(lit) dots, \(expected) expected (from \(from)°, to \(to)°)")
  }

  @Test("the flip at 25 %: the card's near edge is wider than its far edge (perspective, not a squash)")
  func perspective() async throws {
    let r = try await CLIRun.playhead([
      "sample", "flip", "--percent", "0.25", "--draw", "40x24", "--style", "braille",
    ])
    let rows = CLIRun.lines(r.stdout).dropFirst().dropLast().filter { Self.dots($0) > 0 }
    let first = try #require(rows.first)
    let last = try #require(rows.last)
    // The from-card turns its bottom toward the eye (w < 1 there): the bottom row spans more dots.
    #expect(Self.dots(last) > Self.dots(first) + 8, "\(first)\n\(last)")
  }

  @Test("pieces at 50 %: four tiles drawn apart, gaps between them")
  func pieces() async throws {
    let r = try await CLIRun.playhead([
      "sample", "pieces", "--percent", "0.5", "--draw", "30x16", "--style", "blocks",
    ])
    #expect(r.status == 0)
    // Tiles 160 × 284 at (35.85, 97.85), (284.15, 97.85), … : the left tiles end at x = 115.85 pt and
    // the right ones begin at 204.15, so in the middle row of the top half the blocks break twice.
    let lines = CLIRun.lines(r.stdout)
    let row = lines[4]
    let runs = row.split(whereSeparator: { $0 != "█" }).count
    #expect(runs >= 2, "\(row)")
  }

  @Test("a locale that is not UTF-8 gets ASCII")
  func ascii() async throws {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C"
    environment["LC_ALL"] = "C"
    environment.removeValue(forKey: "LC_CTYPE")
    let r = try await Launcher.run(
      Launcher.playhead, ["sample", "flip", "--percent", "0", "--draw", "20x10"], timeout: 60,
      environment: environment)
    #expect(r.status == 0)
    #expect(r.stdout.utf8.allSatisfy { $0 < 0x80 }, "\(r.stdout)")
    // The opaque card is the densest glyph, @, inside a +--+ box.
    #expect(r.stdout.hasPrefix("+------------------+\n"))
    #expect(r.stdout.contains("@@@@"))
  }

  @Test(
    "a bad panel size or style is one line, exit 64",
    arguments: [
      ["--draw", "40"], ["--draw", "2x10"], ["--draw", "axb"], ["--draw", "40x20", "--style", "dots"],
      ["--draw", "40x20", "--json"],
    ])
  func badPanel(arguments: [String]) async throws {
    let r = try await CLIRun.playhead(["sample", "flip", "--percent", "0.5"] + arguments)
    CLIRun.expectOneLineError(r, status: 64)
  }
}
