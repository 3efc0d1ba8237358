import Foundation
import PlayheadSystem
import PlayheadTestSupport
import Testing

/// The tests' one launcher (PlayheadTestSupport's `Launcher` on `PlayheadSystem.ChildProcess`): the
/// outputs apart, the exit status as a shell gives it, stdin from bytes, the hard timeout, and many
/// launches at once from async tests (synchronous ones on swift-subprocess hung two at a time).
@Suite("the tests' launcher")
struct LauncherTests {
  @Test func outputsAndStatus() async throws {
    let r = try await Launcher.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
    #expect(r.status == 3 && r.stdout == "out\n" && r.stderr == "err\n" && r.signal == nil)
    // Killed by SIGTERM (15): 128 + 15.
    let killed = try await Launcher.run("/bin/sh", ["-c", "kill -TERM $$"])
    #expect(killed.status == 143 && killed.signal == 15)
    await #expect(throws: ChildProcess.LaunchError.self) { try await Launcher.run("/nonexistent/tool", []) }
  }

  @Test("stdin from bytes, stderr into stdout")
  func inputAndCombined() async throws {
    let r = try await Launcher.run(
      ["/bin/sh", "-c", "cat; echo two >&2"],
      Launcher.Options(input: .bytes(Array("one\n".utf8)), error: .combined))
    #expect(r.status == 0 && r.stdout == "one\ntwo\n" && r.stderr.isEmpty)
  }

  @Test("the hard timeout kills the child's whole group")
  func timeout() async throws {
    // The shell's child `sleep` holds stdout open: only killing the group ends the run.
    let r = try await Launcher.run(["/bin/sh", "-c", "sleep 60; echo late"], Launcher.Options(timeout: 0.2))
    #expect(r.timedOut && r.signal == 9 && r.stdout.isEmpty)
  }

  /// Straight on `ChildProcess`, past the tests' launch slots: sixteen swift-subprocess runs in
  /// flight at once on the cooperative pool.
  @Test("sixteen launches at once all finish")
  func concurrent() async throws {
    let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
      for i in 0..<16 { group.addTask { try await ChildProcess.run(["/bin/sh", "-c", "exit \(i)"]).status } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses.sorted() == Array(0..<16))
  }
}
