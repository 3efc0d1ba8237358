import Foundation
import Glibc
import PlayheadTestSupport
import SystemPackage
import Testing

/// The end of a pipe is an event the replay acts on, whatever the chunking: the same transcript
/// written in random pieces — split anywhere, mid-line too — with pauses between some of them (the
/// writer waits until the replay has read everything so far), then the write end closed. Every run
/// must play the swipe to its completion and exit 0. Before the fix, the last piece and the end
/// arriving together after a pause were one readiness event and the end was never read: the replay
/// hung (7 of 10 runs of a two-write pipe in the issue).
@Suite("replay from a pipe: the end, whatever the chunking")
struct ReplayPipeChunkingTests {
  /// Bytes written to the pipe and not yet read by the replay (`FIONREAD` works on either end).
  static func unread(_ fd: FileDescriptor) -> Int32 {
    var count: Int32 = 0
    return ioctl(fd.rawValue, UInt(FIONREAD), &count) == 0 ? count : -1
  }

  /// Waits until the replay has read all that was written; bounded (a passing run waits microseconds).
  static func waitUntilRead(_ fd: FileDescriptor, running: Launcher.Running) -> Bool {
    let deadline = ContinuousClock.now + .seconds(20)
    while unread(fd) > 0 {
      if running.hasExited || ContinuousClock.now > deadline { return false }
      sched_yield()
    }
    return true
  }

  @Test("100 runs of one transcript in random pieces and pauses: every run completes and exits 0")
  func anyChunking() async throws {
    signal(SIGPIPE, SIG_IGN)
    let text = Array(SwipeTranscript.text.utf8)
    let name = PropertySeed.currentTestName
    let seed = PropertySeed.forTest(name)
    print("seed: \(name): \(PropertySeed.variable)=\(PropertySeed.run) (test seed \(seed))")
    var rng = SplitMix64(state: seed)
    var hangs: [String] = []
    for run in 0..<100 {
      // 1 to 6 pieces, cut at distinct random byte offsets; a pause after each piece but the last
      // with probability 1/2 (the first runs are the two shapes the issue names, every time).
      let pieces = run < 2 ? 2 : Int.random(in: 1...6, using: &rng)
      var cuts = Set<Int>()
      while cuts.count < pieces - 1 { cuts.insert(Int.random(in: 1..<text.count, using: &rng)) }
      if run == 0 { cuts = [text.count / 2] }
      let bounds = [0] + cuts.sorted() + [text.count]
      let pauses = (0..<pieces).map { run < 2 ? true : ($0 < pieces - 1 && Bool.random(using: &rng)) }
      let shape = zip(bounds, bounds.dropFirst()).enumerated()
        .map { "\($0.element.0)..<\($0.element.1)\(pauses[$0.offset] ? "+pause" : "")" }.joined(
          separator: " ")

      let input = try Launcher.pipe()
      let writer = input.write
      let options = Launcher.Options(input: .descriptor(input.read), timeout: 20)
      let launched = try await Launcher.run(
        [Launcher.playhead, "replay", "-", "--no-hud", "--log", "-"], options
      ) { running in
        var closed = false
        defer { if !closed { try? writer.close() } }
        for (i, (from, to)) in zip(bounds, bounds.dropFirst()).enumerated() {
          _ = try writer.writeAll(text[from..<to])
          if pauses[i] && i < pieces - 1 && !Self.waitUntilRead(writer, running: running) { return false }
        }
        closed = true
        try writer.close()
        return true
      }
      let r = launched.result
      let completed = r.stdout.contains("\"type\":\"complete\"")
      if r.status != 0 || !completed || !launched.value {
        // The first failure's whole stderr (a crash's backtrace), the rest in short.
        let detail = hangs.isEmpty ? r.stderr : String(r.stderr.prefix(200))
        hangs.append("run \(run) [\(shape)]: status \(r.status), completed \(completed): \(detail)")
      }
    }
    #expect(hangs.isEmpty, "\(hangs.count) of 100 runs did not end: \(hangs.prefix(5))")
  }
}
