import Foundation
import PlayheadTestSupport
import Testing

/// `playhead check`, `transitions --export` and `--transition-file` through the real binary and real
/// files in a temporary directory.
@Suite("transition files on the command line")
struct TransitionFileCommandTests {
  /// A small transition: the to-layer slides in from the right along easeOut over 0.5 s.
  static let slideIn = """
    name: slide-in
    duration: 0.5
    curve: linear
    layers:
      - name: from
      - name: to
        position: [width * 1.5, height / 2]
    from: from
    to: to
    animations:
      - changes: {to.positionX: width / 2}
    interaction:
      gesture: swipe
      fingers: 3
      direction: left
      percent: {axis: x, distance: 320}
    release: {threshold: 0.4}

    """

  /// Two problems: an unknown curve (line 3, column 8) and a misspelt key (line 11, column 5).
  static let broken = """
    name: broken
    duration: 0.5
    curve: bouncy
    layers:
      - name: from
      - name: to
    from: from
    to: to
    animations:
      - changes: {to.opacity: 0}
        durtion: 1
    interaction: {gesture: swipe, fingers: 3, percent: {axis: any, distance: height}}

    """

  /// `SwipeTranscript`: a 3-finger swipe down, BEGIN, 10 UPDATEs of 8 units, END.
  static func transcript() throws -> String { try write(SwipeTranscript.text, "swipe-down.txt") }

  static func write(_ text: String, _ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-tf-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func checkAGoodFile() async throws {
    let path = try Self.write(Self.slideIn, "good.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 0)
    #expect(
      r.stdout
        == "\(path): ok: slide-in: 0.5 s, 2 layers, 1 animation block, swipe:3:left, percent |dx| / 320, release percent ≥ 0.4\n"
    )
    #expect(r.stderr.isEmpty)
  }

  /// Opacity cut short by a later block: a warning naming both blocks' lines, the file still good.
  @Test func checkWarnsOfASurprisingOverlapAndExits0() async throws {
    let text = Self.slideIn.replacingOccurrences(
      of: "  - changes: {to.positionX: width / 2}\n",
      with: "  - changes: {to.opacity: 0}\n  - {changes: {to.opacity: 1}, delay: 0.1}\n")
    let path = try Self.write(text, "overlap.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("\(path): ok: slide-in: 0.5 s, 2 layers, 2 animation blocks"))
    #expect(
      r.stderr
        == "\(path):12:5: warning: to.opacity is animated by the blocks at lines 11 and 12; the one at line 12 starts at 0.1 s, before the one at line 11 ends at 0.5 s: opacity is not additive, so it takes over from the value showing then and the earlier block never reaches its target\n"
    )
  }

  /// An image that is not a PNG, beside the file: its place and 65, nothing on standard output.
  @Test func checkRefusesAnImageThatIsNotAPNG() async throws {
    _ = try Self.write("<svg/>", "card.svg")
    let text = Self.slideIn.replacingOccurrences(
      of: "  - name: from\n", with: "  - name: from\n    image: card.svg\n")
    let path = try Self.write(text, "image.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    // Line 6, "    image: card.svg": the value at column 12.
    #expect(
      r.stderr
        == "\(path):6:12: image 'card.svg' is not a PNG (its first 8 bytes are not the PNG signature)\n")
  }

  @Test func checkABadFileListsEveryProblemAndExits65() async throws {
    let path = try Self.write(Self.broken, "bad.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr == """
        \(path):3:8: unknown curve 'bouncy'; expected one of linear, easeIn, easeOut, easeInEaseOut, default, cubic-bezier(x1, y1, x2, y2)
        \(path):11:5: unknown key 'durtion'; did you mean 'duration'?

        """)
  }

  @Test func checkAMissingFileExits66() async throws {
    let r = try await Launcher.run(["check", "/nonexistent/t.yaml"])
    #expect(r.status == 66)
    #expect(r.stderr == "playhead: /nonexistent/t.yaml: no such file\n")
  }

  @Test func everyExportedBuiltInChecksAndSamplesLikeTheBuiltIn() async throws {
    for name in ["flip", "pieces", "pop", "fold", "zoom", "dynamic"] {
      let exported = try await Launcher.run(["transitions", "--export", name])
      #expect(exported.status == 0)
      #expect(exported.stdout.contains("name: \(name)\n"))
      let path = try Self.write(exported.stdout, "\(name).yaml")
      #expect(try await Launcher.run(["check", path]).status == 0, "\(name)")
      let fromFile = try await Launcher.run([
        "sample", "--transition-file", path, "--percent", "0.3", "--json",
      ])
      let builtIn = try await Launcher.run(["sample", name, "--percent", "0.3", "--json"])
      #expect(fromFile.status == 0 && fromFile.stdout == builtIn.stdout, "\(name)")
    }
    let unknown = try await Launcher.run(["transitions", "--export", "wobble"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("playhead: unknown transition 'wobble'; the transitions are flip, fade"))
  }

  @Test func sampleAFile() async throws {
    // Linear, the to-layer's centre 480 → 160 over the percent: at 0.25, 480 − 320 × 0.25 = 400.
    let path = try Self.write(Self.slideIn, "slide-in.yaml")
    let r = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0.25"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("to "))
    let json = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0.25", "--json"])
    #expect(json.stdout.contains("\"transition\":\"slide-in\""))
    #expect(json.stdout.contains("\"time\":0.125"))
    #expect(json.stdout.contains("\"positionX\":400,"))
  }

  @Test func sampleUsesTheFilesContainerUnlessTold() async throws {
    let sized = Self.slideIn.replacingOccurrences(
      of: "curve: linear\n", with: "curve: linear\ncontainer: {size: [400, 600]}\n")
    let path = try Self.write(sized, "sized.yaml")
    // 400 × 600: the to-layer starts at 1.5 × 400 = 600 and ends at 200; at 0.5, 400. Its height 600.
    let own = try await Launcher.run(["sample", "--transition-file", path, "--percent", "0.5", "--json"])
    #expect(own.status == 0)
    #expect(
      own.stdout.contains(
        "\"to\":{\"opacity\":1,\"positionX\":400,\"positionY\":300,\"width\":400,\"height\":600,"))
    let told = try await Launcher.run([
      "sample", "--transition-file", path, "--percent", "0.5", "--json", "--width", "320",
    ])
    // 320 wide, still 600 high: 480 → 160, at 0.5 320.
    #expect(
      told.stdout.contains(
        "\"to\":{\"opacity\":1,\"positionX\":320,\"positionY\":300,\"width\":320,\"height\":600,"))
    let both = try await Launcher.run(["sample", "flip", "--transition-file", path, "--percent", "0.5"])
    #expect(
      both.status == 64 && both.stderr == "playhead: give a transition name or --transition-file, not both\n")
  }

  @Test func aBadFileStopsEveryEngineCommandBeforeItStarts() async throws {
    let path = try Self.write(Self.broken, "bad-engine.yaml")
    let expected = """
      \(path):3:8: unknown curve 'bouncy'; expected one of linear, easeIn, easeOut, easeInEaseOut, default, cubic-bezier(x1, y1, x2, y2)
      \(path):11:5: unknown key 'durtion'; did you mean 'duration'?

      """
    let commands: [[String]] = [
      ["live", "--device", "/dev/null"], ["replay", try Self.transcript(), "--speed", "max"],
      ["replay", try Self.transcript()], ["demo", "--bundled"], ["sample", "--percent", "0.5"],
      ["record", "/dev/null"], ["bench", "--synthetic", "--speed", "max"],
    ]
    for command in commands {
      let r = try await Launcher.run(command + ["--transition-file", path])
      #expect(r.status == 65, "\(command[0])")
      #expect(r.stdout.isEmpty, "\(command[0]) wrote nothing: no HUD, no terminal mode")
      #expect(r.stderr.hasSuffix(expected), "\(command[0]): \(r.stderr)")
    }
  }

  @Test func aFileDrivesAReplay() async throws {
    let down = Self.slideIn.replacingOccurrences(of: "direction: left", with: "direction: down")
      .replacingOccurrences(of: "{axis: x, distance: 320}", with: "{axis: y, distance: height}")
    let path = try Self.write(down, "replay.yaml")
    let r = try await Launcher.run([
      "replay", try Self.transcript(), "--speed", "max", "--no-hud", "--log", "-", "--transition-file", path,
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains("\"transition\":\"slide-in\""))
  }

  @Test func watchNeedsAFile() async throws {
    let r = try await Launcher.run(["replay", try Self.transcript(), "--speed", "max", "--watch"])
    #expect(r.status == 64)
    #expect(r.stderr == "playhead: --watch needs --transition-file\n" && r.stdout.isEmpty)
  }

  @Test func aWatchedReplayLogsItsFrames() async throws {
    // --watch on a virtual clock: the watcher is set up, nothing is saved, the run is as without it.
    let down = Self.slideIn.replacingOccurrences(of: "direction: left", with: "direction: down")
      .replacingOccurrences(of: "{axis: x, distance: 320}", with: "{axis: y, distance: height}")
    let path = try Self.write(down, "watched.yaml")
    let args = [
      "replay", try Self.transcript(), "--speed", "max", "--no-hud", "--log", "-", "--transition-file", path,
    ]
    let watched = try await Launcher.run(args + ["--watch"])
    let plain = try await Launcher.run(args)
    #expect(watched.status == 0 && watched.stdout == plain.stdout)
    #expect(!watched.stdout.contains("\"type\":\"reload\""))
  }

  @Test func aFileDrivesTheDemo() async throws {
    let path = try Self.write(Self.slideIn, "demo.yaml")
    let r = try await Launcher.run([
      "demo", "--speed", "max", "--no-hud", "--log", "-", "--transition-file", path, "--bundled",
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains("\"transition\":\"slide-in\""))
  }
}
