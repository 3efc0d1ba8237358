import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// The HUD's pictures in a real terminal (tmux, 100 × 40, a UTF-8 locale): the layer view drawn in
/// braille beside the text, in colour unless NO_COLOR is set, redrawn at the new size after a resize,
/// and the gesture strip filling in as the demo's gestures play.
@Suite("HUD pictures in a terminal", .serialized, .requires(.tmux))
struct HUDPictureTests {
  /// The screen with its escape sequences (colours).
  static func captureEscapes(_ tmux: TmuxSession) async throws -> String {
    try await tmux.tmux(["capture-pane", "-e", "-p", "-t", tmux.name])
  }

  /// Braille dots lit in `text`.
  static func dots(_ text: Substring) -> Int {
    text.unicodeScalars.reduce(0) { n, s in
      (0x2800...0x28FF).contains(s.value) ? n + (s.value - 0x2800).nonzeroBitCount : n
    }
  }

  /// The drawing's top border (from column 58), nil when there is none.
  static func panelWidth(_ screen: String) -> Int? {
    let lines = screen.components(separatedBy: "\n")
    guard lines.count > 2 else { return nil }
    let row = lines[2]
    guard let start = row.firstIndex(of: "┌"), let end = row.firstIndex(of: "┐") else { return nil }
    return row.distance(from: start, to: end) + 1
  }

  static func start(_ tmux: TmuxSession, environment: String) async throws {
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("\(environment) '\(Launcher.playhead)' demo --bundled", "Enter")
  }

  @Test("the layer view in braille and colour, the strip, and a resize redraws a bigger panel")
  func colourAndResize() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    try await Self.start(tmux, environment: "LANG=C.UTF-8 LC_ALL= NO_COLOR=1")
    // A gesture under way: the card turned, the strip showing percents.
    let moving = try #require(
      try await tmux.waitFor { screen in
        screen.contains("interaction  interactive") && screen.contains("last 4 s ")
          && Self.dots(Substring(screen)) > 0
      }, "the layer view never showed")
    // 100 × 40: rows 40 − 3 = 37, width for the aspect ⌈35 × 2 × 320/568⌉ + 2 = 42 columns.
    #expect(Self.panelWidth(moving) == 42, "\(moving)")
    // NO_COLOR is set: no colour anywhere (the next test runs without it).
    let plain = try await Self.captureEscapes(tmux)
    #expect(!plain.contains("\u{1B}[3"), "NO_COLOR must turn colour off")
    _ = try await tmux.tmux(["resize-window", "-t", tmux.name, "-x", "140", "-y", "50"])
    // 140 × 50: rows 47, ⌈45 × 2 × 320/568⌉ + 2 = 53 columns.
    let resized = try await tmux.waitFor { Self.panelWidth($0) == 53 }
    #expect(resized != nil, "the panel was not redrawn at the new size")
    try await tmux.send("q")
    #expect(try await tmux.waitFor { $0.contains("READY$") && !$0.contains("interaction") } != nil)
  }

  @Test("without NO_COLOR each layer has its colour (the card its own); with a C locale the drawing is ASCII")
  func colourAndASCII() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    try await Self.start(tmux, environment: "unset NO_COLOR; LANG=C.UTF-8 LC_ALL=")
    _ = try #require(
      await tmux.waitFor { $0.contains("interaction  interactive") && Self.dots(Substring($0)) > 0 })
    var sawColour = false
    for _ in 0..<300 where !sawColour {
      let screen = try await Self.captureEscapes(tmux)
      // The flip's from card is its own #3366cc = (51, 102, 204): xterm-256color's nearest is 62
      // (cube levels 95, 95, 215), 24-bit as itself where COLORTERM says so.
      sawColour = screen.contains("38;5;62m") || screen.contains("38;2;51;102;204m")
    }
    #expect(sawColour, "the layers were never coloured")
    try await tmux.send("q")
    _ = try #require(await tmux.waitFor { $0.contains("READY$") && !$0.contains("interaction") })
    try await tmux.send("LANG=C LC_ALL=C '\(Launcher.playhead)' demo --bundled", "Enter")
    let ascii = try #require(
      try await tmux.waitFor { $0.contains("interaction  interactive") && $0.contains("+--") })
    let drawing = ascii.components(separatedBy: "\n").dropFirst(2).prefix(30).map { $0.dropFirst(58) }
    #expect(drawing.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } }, "\(drawing)")
    #expect(drawing.contains { $0.contains("@") || $0.contains("%") })
    try await tmux.send("q")
    _ = try #require(await tmux.waitFor { $0.contains("READY$") && !$0.contains("interaction") })
  }
}
