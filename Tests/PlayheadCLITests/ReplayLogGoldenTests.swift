import Foundation
import PlayheadTestSupport
import Testing

/// `replay FILE --speed max --log OUT` is byte-identical to the logs written before the state log was
/// rewritten for speed (issue 26 item 3: one reusable buffer, 64 KiB writes). The expected logs in
/// Tests/Fixtures/replay-logs were written by the binary of `8d55907`, before the change, and never
/// regenerated from the new code; a change to the log's format must say so by updating them.
@Suite("replay --log: byte-identical to the logs before the fast writer")
struct ReplayLogGoldenTests {
  static let logs = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/replay-logs")

  static let recordings: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
  }()

  /// The recording that is refused (a `libinput record` paste quoted in a mail): 65, no log.
  static let refused =
    "linux-stable-ml_2020-01-31_hid-ite_ITE8595-touchpad_libinput-record_2fg-scroll_quoted.txt"

  @Test("a batched log that fails at its last write is one line, exit 74: the input's warnings not said")
  func batchFailsAtTheEnd() async throws {
    // The fuzz's vector (CI seed 925045944): this recording ends with an unended swipe and a cut line,
    // whose two warnings came after the failure once the log was written in batches.
    let recording = Fixtures.recordings.appendingPathComponent("fusuma_issue26_excerpt.txt").path
    let r = try await Launcher.run(["replay", recording, "--speed", "max", "--no-hud", "--log", "/dev/full"])
    #expect(r.status == 74)
    #expect(r.stderr == "playhead: cannot write to /dev/full: No space left on device\n")
  }

  @Test("every Tests/Fixtures recording's log is the one written before", arguments: recordings)
  func fixture(_ name: String) async throws {
    let out = NSTemporaryDirectory() + "golden-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try await Launcher.run([
      "replay", Fixtures.recording(name).path, "--speed", "max", "--no-hud", "--log", out,
    ])
    if name == Self.refused {
      #expect(result.status == 65, "\(result.stderr)")
      return
    }
    #expect(result.status == 0, "\(result.stderr)")
    let expected = try Data(
      contentsOf: Self.logs.appendingPathComponent(String(name.dropLast(4)) + ".jsonl"))
    let actual = try Data(contentsOf: URL(fileURLWithPath: out))
    #expect(actual == expected, "\(name): \(actual.count) bytes, expected \(expected.count)")
  }

  /// A log of 1.7 MB, so the records cross many 64 KiB writes: its md5 from the binary before the
  /// change (2,000 events of Benchmarks/scripts/make-transcript.py, 1,694,401 bytes).
  @Test(
    "a 1.7 MB log across many batched writes is byte-identical, to stdout and to a file",
    .requires(.executable("python3", at: ["/usr/bin/python3"])))
  func batched() async throws {
    let directory = NSTemporaryDirectory() + "golden-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = Fixtures.packageRoot.appendingPathComponent("Benchmarks/scripts/make-transcript.py").path
    let playhead = Launcher.playhead
    let result = try await Launcher.shell(
      """
      cd \(directory) && python3 \(script) 2000 > t.txt && \
      \(playhead) replay t.txt --speed max --no-hud --log t.jsonl && md5sum < t.jsonl && wc -c < t.jsonl && \
      \(playhead) replay t.txt --speed max --no-hud | md5sum
      """)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ").first.map(String.init) ?? ""
    }
    #expect(
      lines == ["2854cfbe751fb11e08376981b6187fea", "1694401", "2854cfbe751fb11e08376981b6187fea"],
      "\(result.stdout)")
  }
}
