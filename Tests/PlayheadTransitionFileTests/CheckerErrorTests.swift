import Foundation
import Testing

@testable import PlayheadTransitionFile

/// Every problem `playhead check` reports, at the line and column worked out by hand from the text
/// (1-based, as the problem's token starts; Yams' marks).
@Suite struct CheckerErrorTests {
  /// A good file; each test changes one line of it. Line numbers are in the comments.
  static let good = [
    "name: mine",  // 1
    "duration: 0.5",  // 2
    "curve: easeOut",  // 3
    "layers:",  // 4
    "  - name: from",  // 5
    "  - name: to",  // 6
    "    opacity: 0",  // 7
    "from: from",  // 8
    "to: to",  // 9
    "animations:",  // 10
    "  - changes: {to.opacity: 1}",  // 11
    "interaction:",  // 12
    "  gesture: swipe",  // 13
    "  fingers: 3",  // 14
    "  direction: down",  // 15
    "  percent: {axis: y, distance: height}",  // 16
  ]

  static func text(replacing replacements: [Int: String] = [:], appending extra: [String] = []) -> String {
    var lines = good
    for (line, text) in replacements { lines[line - 1] = text }
    return (lines + extra).joined(separator: "\n") + "\n"
  }

  /// The problems as `LINE:COLUMN: reason`.
  func problems(_ text: String) -> [String] {
    do {
      _ = try TransitionFile.parse(text, file: "t.yaml")
      return []
    } catch {
      return error.problems.map { "\($0.line):\($0.column): \($0.reason)" }
    }
  }

  @Test func theGoodFileHasNoProblems() throws {
    let d = try TransitionFile.parse(Self.text(), file: "t.yaml")
    #expect(d.name == "mine" && d.duration == 0.5 && d.gesture == "swipe:3:down")
  }

  @Test func malformedYAML() {
    // The second ':' of "name: a: b" is at column 8.
    #expect(
      problems(Self.text(replacing: [1: "name: a: b"])) == [
        "1:8: malformed YAML: mapping values are not allowed in this context"
      ])
  }

  @Test func otherMalformedFiles() {
    #expect(problems("") == ["1:1: the file is empty"])
    #expect(problems("hello\n") == ["1:1: the file must be a mapping of keys to values"])
    // A key given twice: Yams names it at its first place (line 2).
    #expect(
      problems("name: a\nduration: 1\nduration: 2\n") == ["2:1: malformed YAML: duplicate key duration"])
    // A tab where indentation belongs, at the start of line 2.
    #expect(
      problems("name: a\n\tduration: 1\n") == [
        "2:1: malformed YAML: found a tab character that violates indentation while scanning a plain scalar"
      ])
  }

  @Test func unknownKeySuggestsTheNearest() {
    #expect(
      problems(Self.text(replacing: [2: "durtion: 0.5"])) == [
        "1:1: missing required key 'duration'",
        "2:1: unknown key 'durtion'; did you mean 'duration'?",
      ])
    // Inside a nested mapping: "    opacty: 0" starts at column 5.
    #expect(
      problems(Self.text(replacing: [7: "    opacty: 0"])) == [
        "7:5: unknown key 'opacty'; did you mean 'opacity'?"
      ])
  }

  @Test func aLayerUsedButNotDeclared() {
    // "  - changes: {tp.opacity: 1}": the key starts after the brace, at column 15.
    #expect(
      problems(Self.text(replacing: [11: "  - changes: {tp.opacity: 1}"])) == [
        "11:15: layer 'tp' is used but not declared in layers; did you mean 'to'?"
      ])
    #expect(
      problems(Self.text(replacing: [9: "to: top"])) == ["9:5: to layer 'top' is not declared in layers"])
  }

  @Test func aParentCycle() {
    let text = Self.text().replacingOccurrences(
      of: "  - name: to\n    opacity: 0\n",
      with: "  - name: to\n    opacity: 0\n  - {name: a, parent: b}\n  - {name: b, parent: a}\n")
    // Lines 8 and 9; "  - {name: a, parent: b}": the parent's value is at column 23.
    #expect(
      problems(text) == [
        "8:23: layer 'a' is its own ancestor: a → b → a",
        "9:23: layer 'b' is its own ancestor: b → a → b",
      ])
  }

  @Test func keyframeTimesOutsideZeroToOne() {
    let start = problems(
      Self.text(replacing: [11: "  - keyframes: [{start: 1.2, duration: 0, changes: {to.opacity: 1}}]"]))
    // "  - keyframes: [{start: 1.2": the value 1.2 starts at column 25.
    #expect(start == ["11:25: keyframe start must be in 0…1 (a fraction of the block), got 1.2"])
    let end = problems(
      Self.text(replacing: [11: "  - keyframes: [{start: 0.6, duration: 0.5, changes: {to.opacity: 1}}]"]))
    // "duration: 0.5": the value starts at column 40.
    #expect(end == ["11:40: keyframe ends at 1.1, outside 0…1 (start + duration must be ≤ 1)"])
  }

  @Test func twoKeyframesChangingOnePropertyAtOnce() {
    let text = Self.text(replacing: [11: "  - keyframes:"])
      .replacingOccurrences(
        of: "  - keyframes:\n",
        with: "  - keyframes:\n      - {start: 0, duration: 0.6, changes: {to.opacity: 0.5}}\n"
          + "      - {start: 0.5, duration: 0.5, changes: {to.transform.rotation.x: 9, to.opacity: 1}}\n")
    // Line 13; the second change's key "to.opacity" starts at column 75.
    #expect(
      problems(text) == [
        "13:75: to.opacity changes in two keyframes at once (0.5…1 overlaps 0…0.6)"
      ])
  }

  @Test func durationNotPositive() {
    #expect(
      problems(Self.text(replacing: [2: "duration: 0"])) == ["2:11: duration must be > 0 seconds, got 0"])
    #expect(
      problems(Self.text(replacing: [2: "duration: -1"])) == ["2:11: duration must be > 0 seconds, got -1"])
  }

  /// A completion slower than 100× would last hours of frames (`--completion-speed 1e-320` never
  /// ended): the file is held to the same floor as the command line.
  @Test func completionSpeedBelowTheFloor() {
    // Line 17: "completion: {speed: …}"; the value starts at column 21.
    #expect(
      problems(Self.text(appending: ["completion: {speed: 1e-320}"]))
        == ["17:21: completion speed must be in 0.01 or more, got 1e-320"])
    #expect(problems(Self.text(appending: ["completion: {speed: 0.01}"])) == [])
  }

  @Test func nanAndInfinityAnywhere() {
    #expect(
      problems(Self.text(replacing: [2: "duration: .nan"])) == [
        "2:11: duration must be a finite number, got .nan"
      ])
    #expect(
      problems(Self.text(replacing: [7: "    opacity: .inf"])) == [
        "7:14: opacity must be a finite number, got .inf"
      ])
    #expect(
      problems(Self.text(replacing: [11: "  - changes: {to.opacity: 1e999}"])) == [
        "11:27: to.opacity must be a finite number, got 1e999"
      ])
    #expect(
      problems(Self.text(replacing: [11: "  - changes: {to.opacity: 1 / (width - width)}"])) == [
        "11:27: to.opacity must be a finite number, got 1 / (width - width)"
      ])
  }

  @Test func unknownCurveName() {
    #expect(
      problems(Self.text(replacing: [3: "curve: easyOut"])) == [
        "3:8: unknown curve 'easyOut'; did you mean 'easeOut'?"
      ])
  }

  @Test func bezierControlPointsOutsideZeroToOne() {
    #expect(
      problems(Self.text(replacing: [3: "curve: cubic-bezier(1.2, 0, 0.5, 1)"])) == [
        "3:8: cubic-bezier x1 must be in [0, 1], got 1.2"
      ])
    #expect(
      problems(Self.text(replacing: [3: "curve: cubic-bezier(0.2, 0, -0.5, 1)"])) == [
        "3:8: cubic-bezier x2 must be in [0, 1], got -0.5"
      ])
    #expect(
      problems(Self.text(replacing: [3: "curve: cubic-bezier(0.2, 0, 0.5)"])) == [
        "3:8: cubic-bezier needs four numbers, got 'cubic-bezier(0.2, 0, 0.5)'"
      ])
  }

  @Test func aGestureThatCannotDriveTheMapping() {
    let pinch = Self.text(replacing: [13: "  gesture: pinch", 14: "  fingers: 2", 16: "  percent: 1 - scale"])
    // "  direction: down": the value starts at column 14.
    #expect(problems(pinch) == ["15:14: a pinch has no direction: its percent is 1 - scale"])
    let sideways = Self.text(replacing: [15: "  direction: left"])
    // "  percent: {axis: y": the axis value starts at column 19.
    #expect(problems(sideways) == ["16:19: a swipe left cannot drive a percent along axis y"])
    let swipeScale = Self.text(replacing: [16: "  percent: 1 - scale"])
    #expect(problems(swipeScale) == ["16:12: a swipe has no scale: its percent needs {axis, distance}"])
  }

  @Test func aFileOverOneMebibyte() {
    let padding = "# " + String(repeating: "x", count: 1 << 20) + "\n"
    #expect(problems(Self.text() + padding) == ["1:1: file is over the 1 MiB limit for a transition file"])
  }

  @Test func aliasesAreRefusedButMultiplicationIsNot() {
    // "seed: *n": the alias starts at column 7 of line 17 (after the 16 good lines).
    #expect(
      problems(Self.text(replacing: [1: "name: &n mine"], appending: ["seed: *n"])) == [
        "17:7: aliases (*name) are not allowed"
      ])
    #expect(
      problems(Self.text(replacing: [11: "  - changes: {to.positionX: width * 2, to.opacity: 1}"])) == [])
  }

  @Test func nestingPastTheLimit() {
    // "a: " then 40 brackets: the 33rd, one past the limit of 32, is at column 3 + 33 = 36.
    let deep = "a: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
    #expect(problems(deep) == ["1:36: nested deeper than 32 levels"])
    // Block nesting, one level per two columns of indentation: level 33 (66 spaces, line 34) is
    // the first past 32, at its 66th column.
    var lines: [String] = []
    for level in 0..<40 { lines.append(String(repeating: "  ", count: level) + "k\(level):") }
    #expect(problems(lines.joined(separator: "\n") + " 1\n") == ["34:66: nested deeper than 32 levels"])
  }
}
