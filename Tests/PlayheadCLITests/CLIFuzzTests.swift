import Foundation
import PlayheadTestSupport
import Testing

/// Item 5 of issue 24: random argument vectors for every command that ends by itself, built from the
/// commands' own option definitions (`--experimental-dump-help`), run as real processes on the
/// fixtures. Every distinct broken rule is reported once, with its count and a vector that shows it.
/// `PLAYHEAD_FUZZ_RUNS` sets the number of invocations (default 10,000); the seed is the run's.
@Suite struct CLIFuzzTests {
  static let runs = ProcessInfo.processInfo.environment["PLAYHEAD_FUZZ_RUNS"].flatMap { Int($0) } ?? 10_000

  /// One broken rule: how often, and the first vector that broke it.
  struct Finding {
    var count = 0
    var commands: Set<String> = []
    var example: [String] = []
    var stderr = ""
  }

  @Test("random argument vectors: no crash, no hang, one-line failures with 64–78, no non-finite output")
  func fuzz() async throws {
    let name = PropertySeed.currentTestName
    let seed = PropertySeed.forTest(name)
    print(
      "seed: \(name): \(PropertySeed.variable)=\(PropertySeed.run) (test seed \(seed), \(Self.runs) invocations)"
    )
    let dump = try await Launcher.run(["--experimental-dump-help"])
    #expect(dump.status == 0)
    let commands = try CommandOptions.all(dumpHelp: dump.stdout).filter {
      ArgumentVectors.excludedCommands[$0.command] == nil
    }
    // The dump is read, not assumed: the commands and options the fuzz must reach are in it.
    let names = Set(commands.map(\.command))
    #expect(
      names.isSuperset(of: ["demo", "replay", "sample", "transitions", "check", "compare", "bench", "plot"]))
    #expect(commands.first { $0.command == "sample" }?.options.contains { $0.name == "--percent" } == true)

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputs = try await Self.inputs(in: scratch)
    let eventless = [
      scratch.appendingPathComponent("empty").path, "/dev/null", "/nonexistent/file", scratch.path,
      Fixtures.recording("SOURCES.md").path,
    ]
    let vectors = ArgumentVectors(files: .init(inputs: inputs, eventless: eventless, scratch: scratch.path))

    var rng = SplitMix64(state: seed)
    let argvs = (0..<Self.runs).map { i in
      vectors.vector(for: commands.randomElement(using: &rng)!, index: i, using: &rng)
    }
    var findings: [String: Finding] = [:]
    var nullKeys: [String: [String]] = [:]  // key → a vector that printed it null
    var numberKeys: Set<String> = []
    let outcomes = try await Self.runInBatches(argvs, scratch: scratch)
    for (argv, outcome) in zip(argvs, outcomes) {
      guard let outcome else { continue }
      for problem in FuzzVerdict.problems(outcome) {
        findings[problem, default: Finding(example: argv, stderr: outcome.stderr)].count += 1
        findings[problem]!.commands.insert(argv[0])
      }
      if outcome.status == 0 {
        let keys = FuzzVerdict.jsonKeys(in: outcome.stdout)
        numberKeys.formUnion(keys.number)
        for key in keys.null where nullKeys[key] == nil { nullKeys[key] = argv }
      }
    }
    let lost = outcomes.filter { $0 == nil }.count
    if lost > 0 {
      findings["the batch runner died: \(lost) vectors without an outcome"] = Finding(count: lost)
    }
    // `null` is a defect only where the same key elsewhere holds a number.
    for (key, argv) in nullKeys where numberKeys.contains(key) {
      findings["success printed \"\(key)\": null where it prints a number elsewhere"] = Finding(
        count: 1, commands: [argv[0]], example: argv)
    }
    print("fuzz: \(Self.runs) invocations, \(findings.count) distinct problems")
    for (key, finding) in findings.sorted(by: { $0.key < $1.key }) {
      let example = finding.example.map { $0.isEmpty || $0.contains(" ") ? "'\($0)'" : $0 }.joined(
        separator: " ")
      let stderr = finding.stderr.split(separator: "\n").prefix(3).joined(separator: " ⏎ ")
      let commands = finding.commands.sorted().joined(separator: ", ")
      Issue.record(
        "\(key) ×\(finding.count) (\(commands)), e.g. playhead \(example)\(stderr.isEmpty ? "" : "  →  \(stderr)")"
      )
    }
  }

  /// Each vector's outcome, nil where the batch runner gave none: `playhead helper run-many` runs a
  /// batch, each vector in its own forked child through the root command (a process launch per vector
  /// took 10 minutes for 10,000 here; a fork takes about a millisecond).
  static func runInBatches(_ argvs: [[String]], scratch: URL) async throws -> [FuzzVerdict.Outcome?] {
    let size = 250
    let batches = stride(from: 0, to: argvs.count, by: size).map { $0..<min($0 + size, argvs.count) }
    return try await withThrowingTaskGroup(of: (Int, [FuzzVerdict.Outcome?]).self) { group in
      for (b, range) in batches.enumerated() {
        let file = scratch.appendingPathComponent("batch-\(b).jsonl")
        let lines = try argvs[range].map { argv in
          String(decoding: try JSONSerialization.data(withJSONObject: argv), as: UTF8.self)
        }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        group.addTask {
          // The bound for hangs is each child's --time-limit; this one only stops a stuck runner.
          // In the scratch folder: an output named "-" (a file for `plot -o`, `bench --plot`) lands there.
          let options = Launcher.Options(timeout: 3600, workingDirectory: scratch.path)
          let argv = [Launcher.playhead, "helper", "run-many", file.path, "--time-limit", "20"]
          let r = try await Launcher.run(argv, options)
          var outcomes = r.stdout.split(separator: "\n").map { FuzzVerdict.Outcome(line: $0) }
          outcomes += [FuzzVerdict.Outcome?](repeating: nil, count: max(0, range.count - outcomes.count))
          return (b, Array(outcomes.prefix(range.count)))
        }
      }
      var results = [[FuzzVerdict.Outcome?]](repeating: [], count: batches.count)
      for try await (b, outcomes) in group { results[b] = outcomes }
      return results.flatMap { $0 }
    }
  }

  @Test("`playhead helper run-many` gives each vector the outcome a launched playhead gives it")
  func runManyIsALaunch() async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-run-many-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let transcript = Fixtures.recording("fusuma_issue26_excerpt.txt").path
    let argvs = [
      ["sample", "flip", "--percent", "0.25", "--json"], ["sample", "flip", "--percent", "abc"],
      ["transitions", "--bogus"], ["replay", transcript, "--speed", "max", "--no-hud", "--log", "-"],
      ["replay", "/nonexistent/file", "--speed", "max", "--no-hud"], ["compare", transcript, "--json"],
      ["replay", "-", "--events"], ["plot", transcript, "-o", scratch.appendingPathComponent("p.svg").path],
    ]
    let batched = try await Self.runInBatches(argvs, scratch: scratch)
    for (argv, outcome) in zip(argvs, batched) {
      let launched = FuzzVerdict.Outcome(try await Launcher.run(argv))
      #expect(outcome == launched, "playhead \(argv.joined(separator: " "))")
    }
    #expect(batched.compactMap { $0?.status } == [0, 64, 64, 0, 66, 0, 65, 65])
  }

  /// The files vectors name: fixtures (transcripts of each kind, a libinput record), a built-in's
  /// transition file and a broken one, a state log, an empty file, a folder, missing paths, stdin.
  static func inputs(in scratch: URL) async throws -> [String] {
    let transcript = Fixtures.recording("fusuma_issue26_excerpt.txt").path
    let flip = scratch.appendingPathComponent("flip.yaml").path
    let export = try await Launcher.run(["transitions", "--export", "flip"])
    #expect(export.status == 0)
    try export.stdout.write(toFile: flip, atomically: true, encoding: .utf8)
    let broken = scratch.appendingPathComponent("broken.yaml").path
    try "name: [\nduration: -1\n".write(toFile: broken, atomically: true, encoding: .utf8)
    let empty = scratch.appendingPathComponent("empty").path
    _ = FileManager.default.createFile(atPath: empty, contents: Data())
    let log = scratch.appendingPathComponent("state.jsonl").path
    let logged = try await Launcher.run(["replay", transcript, "--speed", "max", "--no-hud", "--log", log])
    #expect(logged.status == 0)
    return [
      transcript, Fixtures.recording("libinput-gestures_issue202_turn19_pinch_excerpt.txt").path,
      Fixtures.recording("touchegg_issue278_excerpt.txt").path,
      Fixtures.recording(
        "linux-stable-ml_2020-01-31_hid-ite_ITE8595-touchpad_libinput-record_2fg-scroll_quoted.txt"
      ).path,
      Fixtures.recording("SOURCES.md").path, flip, broken, empty, log, scratch.path, "/nonexistent/file",
      "/dev/null", "-", "",
    ]
  }
}
