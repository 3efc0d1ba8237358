import Foundation
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadTransitionFile

/// Layer content in a file: colours (in RGBA, 0…1, worked from the hex digits), their interpolation
/// along a linear curve, the rest carried to the layer tree the pictures read, and the refusals.
@Suite struct LayerContentTests {
  static func file(_ layers: String, animations: String = "") -> String {
    """
    name: t
    duration: 1
    curve: linear
    layers:
    \(layers)
    from: from
    to: to
    \(animations)
    interaction: {gesture: swipe, fingers: 3, direction: down, percent: {axis: y, distance: height}}
    """
  }

  func driver(_ text: String, file: String = "t.yaml") throws -> TransitionDriver {
    let d = try TransitionFile.parse(text, file: file).descriptor(key: "t")
    return try TransitionDriver(descriptor: d, configuration: TransitionConfiguration())
  }

  func problems(_ text: String, file: String = "t.yaml") -> [String] {
    do {
      _ = try TransitionFile.parse(text, file: file)
      return []
    } catch {
      return error.problems.map { "\($0.line):\($0.column): \($0.reason)" }
    }
  }

  @Test func coloursAndContentReachTheTree() throws {
    let text = Self.file(
      """
        - name: from
          backgroundColor: "#3366cc"
          borderColor: "#ff000080"
          borderWidth: 2
          cornerRadius: 12
          label: from
          contentsGravity: topLeft
        - name: to
          backgroundColor: [0.1, 0.2, 0.3]
      """)
    let d = try driver(text)
    let tree = d.context.layers
    let from = try #require(tree.layer(named: "from"))
    let m = tree[from].model
    // 0x33 = 51 = 0.2 × 255, 0x66 = 102 = 0.4 × 255, 0xcc = 204 = 0.8 × 255; 0x80 = 128.
    #expect([m.backgroundRed, m.backgroundGreen, m.backgroundBlue, m.backgroundAlpha] == [0.2, 0.4, 0.8, 1])
    #expect([m.borderRed, m.borderGreen, m.borderBlue, m.borderAlpha] == [1, 0, 0, 128.0 / 255])
    #expect(m.borderWidth == 2 && m.cornerRadius == 12)
    #expect(
      tree[from].content
        == LayerContent(
          hasBackgroundColor: true, hasBorderColor: true, label: "from", contentsGravity: .topLeft))
    let to = try #require(tree.layer(named: "to"))
    #expect(tree[to].model.backgroundAlpha == 1 && tree[to].model.backgroundBlue == 0.3)
    // The frame's hierarchy carries it to the pictures.
    #expect(tree.hierarchy.contents[from.index].label == "from")
  }

  /// [1, 0, 0, 1] → [0, 0, 1, 0.5] along linear: each component moves (to − from) · p.
  @Test(arguments: [0.0, 0.25, 0.5, 1.0])
  func coloursInterpolateInRGBA(p: Double) throws {
    let text = Self.file(
      """
        - name: from
        - name: to
          backgroundColor: [1, 0, 0, 1]
          cornerRadius: 0
          borderWidth: 2
      """,
      animations: """
        animations:
          - changes: {to.backgroundColor: [0, 0, 1, 0.5], to.cornerRadius: 20, to.borderWidth: 6}
        """)
    var d = try driver(text)
    d.scrub(to: p, at: 1)
    var values: [LayerValues] = []
    _ = d.sample(at: 1, into: &values)
    let v = values[d.layerNames.firstIndex(of: "to")!]
    let expected = [1 - p, 0, p, 1 - 0.5 * p, 20 * p, 2 + 4 * p]
    let got = [
      v.backgroundRed, v.backgroundGreen, v.backgroundBlue, v.backgroundAlpha, v.cornerRadius, v.borderWidth,
    ]
    for (g, e) in zip(got, expected) { #expect(abs(g - e) < 1e-12, "p \(p): \(got)") }
  }

  @Test func badContentIsRefusedWhereItIsWritten() {
    let text = Self.file(
      """
        - name: from
          cornerRadius: -4
          backgroundColor: "#12345"
        - name: to
          bounds: [0, 100]
          label: empty
      """,
      // Line 14: "  - changes: {to.borderWidth: -1, from.backgroundColor: {by: …}}", -1 at column 31, by at 58.
      animations: """
        animations:
          - changes: {to.borderWidth: -1, from.backgroundColor: {by: "#ffffff"}}
        """)
    #expect(
      problems(text) == [
        "6:19: cornerRadius must be ≥ 0 points, got -4",
        "7:22: backgroundColor: a colour is \"#rrggbb\" or \"#rrggbbaa\" (quoted: # starts a YAML comment), or [r, g, b, a] in 0…1, got '#12345'",
        "9:13: layer 'to' has content but zero size: its content would never show",
        "14:31: to.borderWidth must be ≥ 0 points, got -1",
        "14:58: from.backgroundColor cannot change by an amount: a colour needs to",
      ])
  }

  static func directory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-content-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  /// The signature, then IHDR (length 13) with width and height big-endian.
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    func word(_ x: UInt32) -> [UInt8] {
      [UInt8(x >> 24), UInt8(x >> 16 & 0xFF), UInt8(x >> 8 & 0xFF), UInt8(x & 0xFF)]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width)
      + word(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }

  @Test func imagesAreCheckedPNGs() throws {
    let dir = try Self.directory()
    try Data(Self.pngHeader(width: 64, height: 32)).write(to: dir.appendingPathComponent("card.png"))
    try Data(Self.pngHeader(width: 5000, height: 10)).write(to: dir.appendingPathComponent("huge.png"))
    try Data("GIF89a, not a PNG at all".utf8).write(to: dir.appendingPathComponent("card.gif"))
    let yaml = dir.appendingPathComponent("t.yaml").path
    func layers(_ image: String) -> String {
      Self.file(
        """
          - name: from
            image: \(image)
          - name: to
        """)
    }
    let d = try driver(layers("card.png"), file: yaml)
    let from = try #require(d.context.layers.layer(named: "from"))
    #expect(
      d.context.layers[from].content.image
        == LayerImage(path: dir.appendingPathComponent("card.png").path, pixelWidth: 64, pixelHeight: 32))
    #expect(
      problems(layers("card.gif"), file: yaml) == [
        "6:12: image 'card.gif' is not a PNG (its first 8 bytes are not the PNG signature)"
      ])
    #expect(
      problems(layers("huge.png"), file: yaml) == [
        "6:12: image 'huge.png' is 5000 × 10 pixels, over the 4096 × 4096 limit for an image"
      ])
    #expect(
      problems(layers("nowhere.png"), file: yaml).first?.hasPrefix("6:12: image 'nowhere.png' is not a file")
        == true)
  }
}
