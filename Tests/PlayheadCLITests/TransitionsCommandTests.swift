import Foundation
import PlayheadTestSupport
import Testing

@Suite("playhead transitions")
struct TransitionsCommandTests {
  static let help = """
    OVERVIEW: List the transition catalogue with each one's duration, curve,
    gesture and release rule.

    The seed column names the write-up each transition follows. The percent column
    is how the gesture's travel becomes percent complete; the release rule decides,
    when the fingers lift, whether the transition finishes or cancels.

    USAGE: playhead transitions [--json] [--export <name>]

    OPTIONS:
      --json                  Print one JSON object per transition, one per line.
      --export <name>         Print this built-in's transition file, to start your
                              own from.
      --version               Show the version.
      -h, --help              Show help information.


    """

  /// The catalogue (docs/transitions.md): flip (000), fade (003, 2 s) and its 3 s twin (001), pieces (001),
  /// pop (002), and ECSlidingViewController's slide, fold, zoom, dynamic (004).
  static let names: Set<String> = [
    "flip", "fade", "fade-3s", "pieces", "pop", "slide", "fold", "zoom", "dynamic",
  ]

  /// The seeds' numbers: name, seed, duration (s), finish threshold.
  /// - flip: seed 000 `transitionDuration` 1.0; `if(percentage < 0.5) cancel`.
  /// - fade: seed 003 fader 2.0 s; fade-3s: seed 001 FadeTransition 3.0 s. Neither seed pans a fade,
  ///   so they finish at the default rule (docs/transitions.md), the seeds' midpoint 0.5.
  /// - pieces: seed 001 `return 0.7`; `delta < 0.7` cancels, with delta = dx / 150.
  static let seedNumbers:
    [(name: String, seed: String, duration: Double, durationCell: String, threshold: Double)] = [
      ("flip", "000", 1.0, "1 s", 0.5),
      ("fade", "003", 2.0, "2 s", 0.5),
      ("fade-3s", "001", 3.0, "3 s", 0.5),
      ("pieces", "001", 0.7, "0.7 s", 0.7),
    ]

  @Test func helpIsExact() async throws {
    let result = try await CLIRun.playhead(["transitions", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout == Self.help)
    #expect(result.stderr.isEmpty)
  }

  /// The table's cells: columns are separated by two or more spaces.
  func cells(_ line: String) -> [String] {
    line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func tableHasEveryTransitionWithTheSeedsNumbers() async throws {
    let result = try await CLIRun.playhead(["transitions"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = CLIRun.lines(result.stdout)
    let header = cells(try #require(lines.first))
    #expect(header == ["name", "seed", "duration", "curve", "gesture", "percent", "release rule"])
    let rows = lines.dropFirst().map(cells)
    #expect(Set(rows.compactMap(\.first)) == Self.names)
    #expect(rows.count == Self.names.count)
    for (name, seed, _, durationCell, threshold) in Self.seedNumbers {
      let row = try #require(rows.first { $0.first == name }, "\(name)")
      #expect(row.count == header.count, "\(row)")
      #expect(row[1] == seed, "\(name) seed")
      #expect(row[2] == durationCell, "\(name) duration")
      #expect(row.last == "percent ≥ \(threshold)", "\(name) rule")
    }
    // Seed 001's pan: percent = |dx| / 150; seed 000's: |ty| / height.
    #expect(rows.first { $0.first == "pieces" }?.contains("|dx| / 150") == true)
    #expect(rows.first { $0.first == "flip" }?.contains("|ty| / height") == true)
  }

  @Test func jsonLinesCarryDurationsAndThresholds() async throws {
    let result = try await CLIRun.playhead(["transitions", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let objects = CLIRun.lines(result.stdout).map { CLIRun.object($0) }
    #expect(objects.allSatisfy { $0 != nil }, "every line is one JSON object")
    let byName = Dictionary(
      uniqueKeysWithValues: objects.compactMap { $0 }.map { ($0["name"] as? String ?? "", $0) })
    #expect(Set(byName.keys) == Self.names)
    #expect(byName.count == objects.count, "each transition once")
    for (name, seed, duration, _, threshold) in Self.seedNumbers {
      let object = try #require(byName[name])
      #expect(object["seed"] as? String == seed)
      #expect((object["duration"] as? NSNumber)?.doubleValue == duration, "\(name) duration")
      #expect((object["threshold"] as? NSNumber)?.doubleValue == threshold, "\(name) threshold")
    }
    // Seed 001: percent = delta / 150, so the whole transition is 150 points of travel; seed 000:
    // translation / height of the 568-point container.
    #expect((byName["pieces"]?["fullTravelPoints"] as? NSNumber)?.doubleValue == 150)
    #expect((byName["flip"]?["fullTravelPoints"] as? NSNumber)?.doubleValue == 568)
    #expect(byName["pieces"]?["curve"] as? String == "easeIn")
    #expect(byName["flip"]?["curve"] as? String == "easeInEaseOut")
  }

  @Test(.requires(.devFull), arguments: [["--json"], []])
  func fullDiskIsAnErrorNotSilence(extra: [String]) async throws {
    CLIRun.expectFullDeviceError(try await CLIRun.playheadToFullDevice(["transitions"] + extra))
  }

  @Test func unknownOptionIsRefused() async throws {
    let result = try await CLIRun.playhead(["transitions", "--jsno"])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--jsno"))
  }
}
