import Foundation
import PlayheadEvents
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadEngine

/// The state log writes a frame's layers from the text the frame before wrote, each field copied when
/// its value is bit for bit the same: every frame's layer objects must still read as the values of
/// that frame (written by hand here), whichever fields changed, back and forth, and for the values
/// that print alike.
@Suite("State log: a field's text reused only for the same value bits")
struct LayerTextCacheTests {
  static func frame(_ seq: Int, _ layers: [LayerValues]) -> Frame {
    Frame(
      seq: seq, time: Instant(microseconds: Int64(seq) * 16_000), transition: "flip", isDismissal: false,
      gesture: nil,
      sample: TransitionSample(
        transition: "flip", phase: .interactive, percent: 0, speed: 0, timeOffset: 0, duration: 1,
        isDismissal: false, isInteractive: true, isPaused: false),
      duration: 1, layerNames: ["a", "b"], layers: layers, decision: nil, source: "test")
  }

  private static func fields(
    opacity: String = "1", x: String = "160", rotationX: String = "0", z: String = "0"
  )
    -> String
  {
    "{\"opacity\":\(opacity),\"positionX\":\(x),\"positionY\":284,\"width\":320,\"height\":568,"
      + "\"rotationX\":\(rotationX),\"rotationY\":0,\"rotationZ\":0,\"scaleX\":1,\"scaleY\":1,"
      + "\"translationX\":0,\"translationY\":0,\"translationZ\":\(z)}"
  }

  /// The layer values `fields()` writes by default.
  static let card = LayerValues(opacity: 1, positionX: 160, positionY: 284, width: 320, height: 568)

  /// The records a state log writes for `frames`, one string each, read back from its file.
  static func records(_ frames: [Frame]) throws -> [Substring] {
    let path = NSTemporaryDirectory() + "playhead-layertext-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    for frame in frames { log.frame(frame) }
    #expect(log.failure == nil)
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
  }

  @Test("same, one field changed, changed back, NaN twice and another NaN, 0 after −0: each frame's own")
  func eachFrameItsOwnValues() throws {
    let card = Self.card
    var turned = card
    turned.rotationX = -45.5
    var deep = turned
    deep.translationZ = 0.000001
    var missing = card
    missing.positionX = .nan
    // Another NaN's bits: compared bit for bit it is a change, and it prints the same.
    var otherMissing = card
    otherMissing.positionX = Double(nan: 1, signaling: false)
    var negativeZero = card
    negativeZero.translationZ = -0.0
    let frames: [([LayerValues], String, String)] = [
      ([card, card], Self.fields(), Self.fields()),
      ([card, turned], Self.fields(), Self.fields(rotationX: "-45.5")),
      ([card, turned], Self.fields(), Self.fields(rotationX: "-45.5")),
      ([turned, deep], Self.fields(rotationX: "-45.5"), Self.fields(rotationX: "-45.5", z: "0.000001")),
      ([card, card], Self.fields(), Self.fields()),
      ([missing, negativeZero], Self.fields(x: "null"), Self.fields()),
      ([missing, negativeZero], Self.fields(x: "null"), Self.fields()),
      ([otherMissing, card], Self.fields(x: "null"), Self.fields()),
      ([missing, negativeZero], Self.fields(x: "null"), Self.fields()),
      ([card, card], Self.fields(), Self.fields()),
    ]
    // One scene for every frame, as the engine's frames of a transition share theirs: a new scene
    // writes the object whole.
    let scene = Frame.Scene(transition: "flip", layerNames: ["a", "b"], hierarchy: .flat(2), source: "test")
    let lines = try Self.records(frames.enumerated().map { Self.frame($0, scene, $1.0) })
    #expect(lines.count == frames.count)
    for (line, entry) in zip(lines, frames) {
      #expect(line.hasSuffix("\"layers\":{\"a\":\(entry.1),\"b\":\(entry.2)}}"), "\(line)")
    }
  }

  /// A frame of `scene` as the engine builds them: every frame of a transition shares its scene.
  static func frame(_ seq: Int, _ scene: Frame.Scene, _ layers: [LayerValues]) -> Frame {
    Frame(
      seq: seq, time: Instant(microseconds: Int64(seq) * 16_000), scene: scene, isDismissal: false,
      gesture: nil,
      sample: TransitionSample(
        transition: scene.transition, phase: .interactive, percent: 0, speed: 0, timeOffset: 0,
        duration: 1, isDismissal: false, isInteractive: true, isPaused: false),
      duration: 1, containerWidth: 320, containerHeight: 568, layers: layers, decision: nil,
      isPaused: false, isSlow: false, newestEvent: nil, newestRead: nil,
      newestLatencyMetric: .eventToFrame, stamp: .none,
      clock: .init(), fps: 60, latency: nil, latencyMetric: .eventToFrame)
  }

  @Test("layer names from the frame's scene: the same again, one as long, one escaped and longer, back")
  func namesFromTheScene() throws {
    func scene(_ names: [String]) -> Frame.Scene {
      Frame.Scene(transition: "flip", layerNames: names, hierarchy: .flat(names.count), source: "test")
    }
    // `accented` has as many names as `two` and the same first one; `three` has one needing escapes,
    // one that is not ASCII and more layers; `one` fewer names than values, `four` more names.
    let two = scene(["a", "b"]), accented = scene(["a", "caf\u{E9}"])
    let three = scene(["say \"hi\"", "b", "c\u{1}"]), one = scene(["x"])
    let four = scene(["p", "q", "r", "s"])
    let card = Self.card
    var faded = card
    faded.opacity = 0.25
    let card2 = Self.fields(), faded2 = Self.fields(opacity: "0.25")
    // (scene, values, the layers object's text worked by hand)
    let frames: [(Frame.Scene, [LayerValues], String)] = [
      (two, [card, faded], "{\"a\":\(card2),\"b\":\(faded2)}"),
      (two, [card, faded], "{\"a\":\(card2),\"b\":\(faded2)}"),
      (accented, [card, faded], "{\"a\":\(card2),\"café\":\(faded2)}"),
      (three, [faded, faded, card], "{\"say \\\"hi\\\"\":\(faded2),\"b\":\(faded2),\"c\\u0001\":\(card2)}"),
      (two, [card, card, faded], "{\"a\":\(card2),\"b\":\(card2)}"),
      (one, [faded, card], "{\"x\":\(faded2)}"),
      (four, [card, faded], "{\"p\":\(card2),\"q\":\(faded2)}"),
      (three, [card, card, card], "{\"say \\\"hi\\\"\":\(card2),\"b\":\(card2),\"c\\u0001\":\(card2)}"),
    ]
    let lines = try Self.records(frames.enumerated().map { Self.frame($0, $1.0, $1.1) })
    #expect(lines.count == frames.count)
    for (line, entry) in zip(lines, frames) {
      #expect(line.contains("\"layers\":\(entry.2)"), "\(line)")
    }
  }

  /// The 13 fields of a layer's object in the contract's order (docs/transitions.md), with the
  /// card's values' text.
  static var contract: [(name: String, key: WritableKeyPath<LayerValues, Double>, card: String)] {
    [
      ("opacity", \.opacity, "1"), ("positionX", \.positionX, "160"), ("positionY", \.positionY, "284"),
      ("width", \.width, "320"), ("height", \.height, "568"), ("rotationX", \.rotationX, "0"),
      ("rotationY", \.rotationY, "0"), ("rotationZ", \.rotationZ, "0"), ("scaleX", \.scaleX, "1"),
      ("scaleY", \.scaleY, "1"), ("translationX", \.translationX, "0"),
      ("translationY", \.translationY, "0"), ("translationZ", \.translationZ, "0"),
    ]
  }

  /// A layer of the card with field `j` set to `j + 0.25` for each `j` in `changed`, and its object's
  /// text worked out from `contract`.
  static func layer(changing changed: [Int]) -> (LayerValues, String) {
    var values = card
    var texts = contract.map(\.card)
    for j in changed {
      values[keyPath: contract[j].key] = Double(j) + 0.25
      texts[j] = "\(j).25"
    }
    let fields = zip(contract, texts).map { "\"\($0.name)\":\($1)" }
    return (values, "{" + fields.joined(separator: ",") + "}")
  }

  /// The records of frames of one scene named `names` (escaped by hand in `texts`) whose layers
  /// change the fields listed for each, checked against the text worked out from `contract`.
  static func check(names: [String], texts: [String], frames: [[[Int]]]) throws {
    let scene = Frame.Scene(
      transition: "flip", layerNames: names, hierarchy: .flat(names.count), source: "test")
    let built = frames.map { $0.map { Self.layer(changing: $0) } }
    let lines = try Self.records(built.enumerated().map { Self.frame($0, scene, $1.map(\.0)) })
    #expect(lines.count == frames.count)
    for (line, layers) in zip(lines, built) {
      let object = zip(texts, layers).map { "\($0):\($1.1)" }.joined(separator: ",")
      #expect(line.hasSuffix("\"layers\":{\(object)}}"), "\(line)")
    }
  }

  @Test("each field changed alone, in runs, first and last, in several layers, and back: each frame's own")
  func fieldsChangedInEveryPattern() throws {
    // Each frame: the fields changed in each of its layers.
    var frames: [[[Int]]] = [[[], [], []]]
    frames += (0..<13).map { [[], [$0], []] }
    frames += [
      [[0], [3, 4], [12]], [[0], [3, 4], [12]], [[0, 1, 2], [], [11, 12]], [[], [], []],
      [Array(0..<13), [5], Array(0..<13)], [[6], [], []], [[], [], [0]], [[12], [0], []],
      [[], [], []],
    ]
    // A layer left as it is after its text grew, then a later one changed: the skip over it uses
    // its new length.
    frames += [[[], [7], []], [[], [7], [0]], [[3], [], []], [[3], [1], []]]
    // Then two layers, and three again: a new number of layers writes the object whole.
    frames += [[[1], [2]], [[1], [2]], [[], [2], [3]], [[], [], [3]]]
    try Self.check(names: ["a", "b", "c"], texts: ["\"a\"", "\"b\"", "\"c\""], frames: frames)
  }

  @Test("names escaped and not ASCII before the changed layers; a scene of no layers")
  func namesOfOtherLengthsAndNoLayers() throws {
    // The walk over the last text steps over each name's escaped text, not its string.
    try Self.check(
      names: ["say \"hi\"", "caf\u{E9}", "c"], texts: ["\"say \\\"hi\\\"\"", "\"caf\u{E9}\"", "\"c\""],
      frames: [[[], [], []], [[], [2], [5]], [[], [2], [5]], [[1], [], [5]], [[], [], []]])
    try Self.check(names: [], texts: [], frames: [[], []])
  }
}
