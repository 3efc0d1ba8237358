import Foundation
import PlayheadTestSupport
import Testing

/// Runs of the real `playhead` binary for the sample, transitions, devices and replay --events
/// suites (Launcher.run with a fixed help width and JSON helpers).
enum CLIRun {
  /// argument-parser wraps help at the terminal width; COLUMNS pins it so the literals hold anywhere.
  static func playhead(_ args: [String]) async throws -> Launcher.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "80"
    environment.removeValue(forKey: "LINES")
    let result = try await Launcher.run(Launcher.playhead, args, timeout: 60, environment: environment)
    #expect(!result.timedOut, "playhead \(args.joined(separator: " ")) hung")
    return result
  }

  /// Runs playhead with standard output on /dev/full (every write fails with ENOSPC).
  static func playheadToFullDevice(_ args: [String]) async throws -> Launcher.Result {
    let quoted = ([Launcher.playhead] + args).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let result = try await Launcher.shell(
      "exec " + quoted.joined(separator: " ") + " > /dev/full", timeout: 60)
    #expect(!result.timedOut)
    return result
  }

  /// A full disk: one line naming standard output, EX_IOERR (74), as `replay --events` does.
  static func expectFullDeviceError(
    _ result: Launcher.Result, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 74, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      result.stderr == "playhead: standard output: cannot write: No space left on device\n",
      sourceLocation: sourceLocation)
  }

  /// The lines of an output, without the final newline's empty line.
  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A JSON object, or nil when `text` is not one.
  static func object(_ text: String) -> [String: Any]? {
    guard let data = text.data(using: .utf8) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The one-line error contract: nothing on stdout, exactly one `playhead: …` line on stderr,
  /// a non-zero exit; returns the line.
  @discardableResult
  static func expectOneLineError(
    _ result: Launcher.Result, status: Int32? = nil, sourceLocation: SourceLocation = #_sourceLocation
  )
    -> String
  {
    #expect(result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
    #expect(result.status != 0, sourceLocation: sourceLocation)
    if let status { #expect(result.status == status, sourceLocation: sourceLocation) }
    let lines = lines(result.stderr)
    #expect(lines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    let line = lines.first ?? ""
    #expect(line.hasPrefix("playhead: "), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    return line
  }
}

/// Core Animation's cubic Bézier timing functions, solved here by bisection (independently of
/// PlayheadTiming's solver): x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³, the same for y; find t with
/// x(t) = x and return y(t).
enum BezierByHand {
  static func y(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {  // x(t) is increasing on [0, 1] for these curves; 100 halvings reach 1e-30
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }

  /// kCAMediaTimingFunctionEaseInEaseOut = (0.42, 0, 0.58, 1).
  static func easeInEaseOut(_ x: Double) -> Double { y(atX: x, 0.42, 0, 0.58, 1) }
  /// kCAMediaTimingFunctionEaseIn = (0.42, 0, 1, 1).
  static func easeIn(_ x: Double) -> Double { y(atX: x, 0.42, 0, 1, 1) }
}

@Suite("playhead sample")
struct SampleCommandTests {
  /// The contract of `playhead sample --help` (argument-parser's layout at 80 columns).
  static let help = """
    OVERVIEW: Print each layer's presentation values with a transition paused at a
    percent.

    The transition is paused the way UIKit's percent-driven interactor pauses it
    (container speed 0, timeOffset = duration × percent), so the values are what a
    gesture held at that percent shows. The container comes first, then its layers
    back to front; angles are in degrees, lengths in points. --draw COLSxROWS draws
    them instead, as the HUD's layer view does: each layer through its transform
    and the container's perspective (docs/hud.md).

    USAGE: playhead sample [<transition>] [--transition-file <file>] --percent <p> [--dismissal] [--json] [--draw <colsxrows>] [--style <style>] [--width <points>] [--height <points>]

    ARGUMENTS:
      <transition>            The transition to sample (see `playhead transitions`).

    OPTIONS:
      --transition-file <file>
                              Sample the transition this file describes instead.
      --percent <p>           How far the transition has run, from 0 to 1.
      --dismissal             Sample the dismissal (the transition played in
                              reverse).
      --json                  Print one JSON object instead of one line per layer.
      --draw <colsxrows>      Draw the layers as the HUD does, on a panel this many
                              cells across and down.
      --style <style>         How --draw fills cells: braille, blocks or ascii
                              (default: braille, ascii where the locale is not
                              UTF-8).
      --width <points>        Container width in points (default: 320, or the
                              transition file's).
      --height <points>       Container height in points (default: 568, or the
                              transition file's).
      --version               Show the version.
      -h, --help              Show help information.


    """

  /// The fields of every layer object, as docs/transitions.md lists them (LayerValues).
  static let layerKeys: Set<String> = [
    "opacity", "positionX", "positionY", "width", "height", "rotationX", "rotationY", "rotationZ", "scaleX",
    "scaleY", "translationX", "translationY", "translationZ",
  ]

  @Test func helpIsExact() async throws {
    let result = try await CLIRun.playhead(["sample", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout == Self.help)
    #expect(result.stderr.isEmpty)
  }

  /// Runs `playhead sample … --json` and returns the top-level object and its layers by name,
  /// checking the shape every sample shares.
  func sample(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> (top: [String: Any], layers: [String: [String: Double]], order: [String])
  {
    let result = try await CLIRun.playhead(["sample"] + args + ["--json"])
    #expect(result.status == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.isEmpty, sourceLocation: sourceLocation)
    let lines = CLIRun.lines(result.stdout)
    #expect(lines.count == 1, "one JSON object on one line", sourceLocation: sourceLocation)
    let top = try #require(CLIRun.object(lines.first ?? ""), sourceLocation: sourceLocation)
    #expect(
      Set(top.keys) == ["transition", "percent", "time", "duration", "layers"], sourceLocation: sourceLocation
    )
    let rawLayers = try #require(top["layers"] as? [String: [String: Any]], sourceLocation: sourceLocation)
    var layers: [String: [String: Double]] = [:]
    for (name, values) in rawLayers {
      // The contract's fields, then the layer's quad and whether it is drawn (docs/cli.md).
      #expect(
        Set(values.keys) == Self.layerKeys.union(["quad", "drawn"]), "layer \(name)",
        sourceLocation: sourceLocation)
      #expect((values["quad"] as? [[Double]])?.map(\.count) == [2, 2, 2, 2], sourceLocation: sourceLocation)
      #expect(values["drawn"] is Bool, sourceLocation: sourceLocation)
      layers[name] = values.filter { Self.layerKeys.contains($0.key) }.compactMapValues {
        ($0 as? NSNumber)?.doubleValue
      }
      #expect(
        layers[name]?.count == Self.layerKeys.count, "layer \(name): every value a number",
        sourceLocation: sourceLocation)
    }
    // JSONSerialization forgets key order; the layers' order (back to front) is read from the text.
    let text = lines.first ?? ""
    let order = rawLayers.keys.sorted {
      text.range(of: "\"\($0)\":{")!.lowerBound < text.range(of: "\"\($1)\":{")!.lowerBound
    }
    return (top, layers, order)
  }

  func number(_ any: Any?) -> Double? { (any as? NSNumber)?.doubleValue }

  @Test func flipAtAQuarter() async throws {
    let (top, layers, order) = try await sample(["flip", "--percent", "0.25"])
    // Seed 000: 1.0 s; percent 0.25 → timeOffset = 1.0 × 0.25 = 0.25 s.
    #expect(top["transition"] as? String == "flip")
    #expect(number(top["percent"]) == 0.25)
    #expect(number(top["duration"]) == 1)
    #expect(abs(number(top["time"])! - 0.25) < 1e-12)
    #expect(order == ["container", "from", "to"])
    // The keyframe timeline runs along easeInEaseOut: e = easeInEaseOut(0.25) ≈ 0.129162.
    // First keyframe (0…0.5) turns the from-layer 0 → 90° about x: 90 × min(1, e / 0.5) ≈ 23.2491°.
    // The to-layer waits at −90° (its keyframe starts at 0.5): −90 × (1 − max(0, (e − 0.5)/0.5)) = −90.
    let e = BezierByHand.easeInEaseOut(0.25)
    #expect(abs(e - 0.129162) < 1e-6)
    let from = try #require(layers["from"])
    let to = try #require(layers["to"])
    #expect(abs(from["rotationX"]! - 90 * min(1, e / 0.5)) < 1e-6)
    #expect(to["rotationX"] == -90)
    // Nothing else moves: both layers fill the 320 × 568 container, centred at (160, 284).
    for layer in [from, to, layers["container"]!] {
      #expect(layer["opacity"] == 1)
      #expect(layer["positionX"] == 160 && layer["positionY"] == 284)
      #expect(layer["width"] == 320 && layer["height"] == 568)
      #expect(layer["rotationY"] == 0 && layer["rotationZ"] == 0)
      #expect(layer["scaleX"] == 1 && layer["scaleY"] == 1)
    }
    #expect(layers["container"]!["rotationX"] == 0)
  }

  @Test func flipAtThreeQuarters() async throws {
    let (_, layers, _) = try await sample(["flip", "--percent", "0.75"])
    // e = easeInEaseOut(0.75) ≈ 0.870838 > 0.5: the from-layer is at its 90°, the to-layer turns
    // −90 → 0 over the second half: −90 × (1 − (e − 0.5)/0.5) ≈ −23.2491°.
    let e = BezierByHand.easeInEaseOut(0.75)
    #expect(layers["from"]?["rotationX"] == 90)
    #expect(abs(layers["to"]!["rotationX"]! - (-90 * (1 - (e - 0.5) / 0.5))) < 1e-6)
  }

  @Test func flipDismissalTurnsTheOtherWay() async throws {
    let (top, layers, _) = try await sample(["flip", "--percent", "0.25", "--dismissal"])
    // Seed 000: direction = dismissal ? −1 : 1; from-layer to direction × 90°, to-layer from −direction × 90°.
    let e = BezierByHand.easeInEaseOut(0.25)
    #expect(number(top["percent"]) == 0.25)
    #expect(abs(layers["from"]!["rotationX"]! - (-90 * min(1, e / 0.5))) < 1e-6)
    #expect(layers["to"]?["rotationX"] == 90)
  }

  @Test func piecesAtHalf() async throws {
    let (top, layers, order) = try await sample(["pieces", "--percent", "0.5"])
    // Seed 001: 0.7 s, easeIn; percent 0.5 → timeOffset 0.35 s.
    #expect(number(top["duration"]) == 0.7)
    #expect(abs(number(top["time"])! - 0.35) < 1e-12)
    #expect(order == ["container", "to", "from", "tile1", "tile2", "tile3", "tile4"])
    // e = easeIn(0.5) ≈ 0.315357. The tiles are the source's quadrants of 320 × 568 (160 × 284, centres
    // (80, 142), (240, 142), (80, 426), (240, 426)) moving by CGRectOffset(±140, ±140) × e:
    // tile1 (−,−), tile2 (+,−), tile3 (−,+), tile4 (+,+); e.g. tile1 x = 80 − 140 × 0.315357 ≈ 35.85.
    let e = BezierByHand.easeIn(0.5)
    #expect(abs(e - 0.315357) < 1e-6)
    let expected: [(String, Double, Double)] = [
      ("tile1", 80 - 140 * e, 142 - 140 * e), ("tile2", 240 + 140 * e, 142 - 140 * e),
      ("tile3", 80 - 140 * e, 426 + 140 * e), ("tile4", 240 + 140 * e, 426 + 140 * e),
    ]
    for (name, x, y) in expected {
      let tile = try #require(layers[name])
      #expect(abs(tile["positionX"]! - x) < 1e-6, "\(name).x")
      #expect(abs(tile["positionY"]! - y) < 1e-6, "\(name).y")
      #expect(tile["width"] == 160 && tile["height"] == 284, "\(name) size")
    }
    // source.view.alpha → 0 along the same curve: 1 − e ≈ 0.684643; the target stays opaque.
    #expect(abs(layers["from"]!["opacity"]! - (1 - e)) < 1e-6)
    #expect(layers["to"]?["opacity"] == 1)
  }

  @Test(arguments: [("fade", 2.0), ("fade-3s", 3.0)])
  func fadeAtHalf(name: String, duration: Double) async throws {
    let (top, layers, order) = try await sample([name, "--percent", "0.5"])
    // Seeds 003 (2.0 s) and 001 (3.0 s); easeInEaseOut is symmetric, so at 0.5 it is exactly 0.5:
    // the to-layer's alpha 0 → 1 is at 0.5, timeOffset = duration / 2.
    #expect(abs(BezierByHand.easeInEaseOut(0.5) - 0.5) < 1e-12)
    #expect(number(top["duration"]) == duration)
    #expect(abs(number(top["time"])! - duration / 2) < 1e-12)
    #expect(order == ["container", "from", "to"])
    #expect(abs(layers["to"]!["opacity"]! - 0.5) < 1e-9)
    #expect(layers["from"]?["opacity"] == 1)
  }

  @Test func containerSizeOptions() async throws {
    let (_, layers, _) = try await sample(["fade", "--percent", "0", "--width", "400", "--height", "600"])
    // Layers fill the container: centre (200, 300), size 400 × 600; at percent 0 the to-layer is clear.
    #expect(layers["from"]?["positionX"] == 200 && layers["from"]?["positionY"] == 300)
    #expect(layers["to"]?["width"] == 400 && layers["to"]?["height"] == 600)
    #expect(layers["to"]?["opacity"] == 0)
  }

  @Test func textForm() async throws {
    let result = try await CLIRun.playhead(["sample", "flip", "--percent", "0.25"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = CLIRun.lines(result.stdout)
    // A title with percent, time = 1.0 × 0.25 and the seed's 1 s, then one line per layer back to
    // front; 23.249° is 90 × easeInEaseOut(0.25) / 0.5 (above) to three decimals.
    #expect(abs(90 * BezierByHand.easeInEaseOut(0.25) / 0.5 - 23.249) < 0.0005)
    // Each line ends with the layer's quad and whether it is drawn. The container covers its bounds;
    // the to-layer, turned −90° about x, has its top edge at z = 284 and its bottom at z = −284, so
    // m34 = −1/568 divides them by w = 0.5 and 1.5 about the centre: x = 160 ± 160 / w, y = 284.
    #expect(
      lines == [
        "flip at percent 0.25: time 0.25 s of 1 s",
        "  container  opacity 1  position (160, 284)  size 320×568  rotation (0°, 0°, 0°)  scale (1, 1)  translation (0, 0, 0)  quad (0, 0) (320, 0) (320, 568) (0, 568)  drawn",
        lines.count > 2 ? lines[2] : "",
        "  to         opacity 1  position (160, 284)  size 320×568  rotation (-90°, 0°, 0°)  scale (1, 1)  translation (0, 0, 0)  quad (-160, 284) (480, 284) (266.667, 284) (53.333, 284)  drawn",
      ])
    #expect(
      lines.count > 2
        && lines[2].hasPrefix(
          "  from       opacity 1  position (160, 284)  size 320×568  rotation (23.249°, 0°, 0°)  scale (1, 1)  translation (0, 0, 0)  quad ("
        ) && lines[2].hasSuffix(")  drawn"))
  }

  @Test func textFormOfADismissal() async throws {
    let result = try await CLIRun.playhead(["sample", "pieces", "--percent", "1", "--dismissal"])
    #expect(result.status == 0)
    let lines = CLIRun.lines(result.stdout)
    #expect(lines.first == "pieces (dismissal) at percent 1: time 0.7 s of 0.7 s")
    // container, to, from, tile1…tile4, each on its own indented line with every value group.
    #expect(lines.count == 8)
    for line in lines.dropFirst() {
      #expect(line.hasPrefix("  "))
      for part in ["opacity ", "position (", "size ", "rotation (", "scale (", "translation ("] {
        #expect(line.contains(part), "\(line)")
      }
    }
  }

  @Test(.requires(.devFull), arguments: [["--json"], []])
  func fullDiskIsAnErrorNotSilence(extra: [String]) async throws {
    CLIRun.expectFullDeviceError(
      try await CLIRun.playheadToFullDevice(["sample", "flip", "--percent", "0.5"] + extra))
  }

  /// Each bad input: exactly one line naming the problem, EX_USAGE (64, docs/transitions.md), no stdout.
  @Test(arguments: [
    (
      ["nope", "--percent", "0.5"],
      "unknown transition 'nope'; the transitions are flip, fade, fade-3s, pieces"
    ),
    (["flip", "--percent", "nan"], "percent must be in [0, 1], got nan"),
    (["flip", "--percent", "1.5"], "percent must be in [0, 1], got 1.5"),
    (["flip", "--percent", "-0.1"], "percent must be in [0, 1], got -0.1"),
    (["flip", "--percent=-0.1"], "percent must be in [0, 1], got -0.1"),
    (["flip", "--percent", "abc"], "percent must be in [0, 1], got abc"),
    (["flip", "--percent", "inf"], "percent must be in [0, 1], got inf"),
    (
      ["flip", "--percent", "0.5", "--width", "0"],
      "--width: container width must be in [1, 100000] points, got 0"
    ),
    (
      ["flip", "--percent", "0.5", "--height", "-3"],
      "--height: container height must be in [1, 100000] points, got -3"
    ),
    (
      ["flip", "--percent", "0.5", "--json", "--width", "wide"],
      "--width: container width must be in [1, 100000] points, got wide"
    ),
  ])
  func badInput(args: [String], message: String) async throws {
    let result = try await CLIRun.playhead(["sample"] + args)
    let line = CLIRun.expectOneLineError(result, status: 64)
    #expect(line.hasPrefix("playhead: \(message)"), "\(line)")
  }
}
