import Foundation
import PlayheadTestSupport
import PlayheadTestbed
import Testing

/// `TestbedRounds`, the demo's rounds: a planned end (the testbed's SIGINT after the last event)
/// starts another round when repeating; any other ending is the last round, with its status.
@Suite("testbed rounds", .serialized, .requires(.testbed), .timeLimit(.minutes(2)))
struct TestbedRoundsTests {
  /// Runs the blocking rounds on a thread of their own (never on the tests' cooperative pool).
  static func run(
    _ rounds: TestbedRounds, commands: [[String]]
  ) async -> (ending: TestbedRounds.Ending, started: Int, afterRounds: Int) {
    await withCheckedContinuation { continuation in
      Thread {
        var started = 0
        var after = 0
        let ending = rounds.run(command: {
          started += 1
          return commands[min(started, commands.count) - 1]
        }) { after += 1 }
        continuation.resume(returning: (ending, started, after))
      }.start()
    }
  }

  /// A command that ends at the testbed's SIGINT, with status 0 as `playhead live` does. (perl sets its
  /// own handler: the rounds' signal forwarding leaves SIGINT ignored in the children, which a shell
  /// could not trap.)
  static let waitForSIGINT = ["perl", "-e", "$SIG{INT} = sub { exit 0 }; sleep 20"]

  static func rounds(repeating: Bool) throws -> TestbedRounds {
    let testbed = try Testbed(spec: .synapticsPS2, script: GestureScript(parsing: "hold 2 100ms"))
    var options = Testbed.RunOptions()
    options.stopAfterLastEvent = 100_000
    return TestbedRounds(testbed: testbed, options: options, repeating: repeating)
  }

  @Test("repeating: two planned ends, then a command exiting 3 ends the rounds with 3")
  func repeatsUntilAnotherEnding() async throws {
    let waitForSIGINT = Self.waitForSIGINT
    let result = await Self.run(
      try Self.rounds(repeating: true), commands: [waitForSIGINT, waitForSIGINT, ["sh", "-c", "exit 3"]])
    #expect(result.ending == .finished(status: 3))
    #expect(result.started == 3 && result.afterRounds == 3)
  }

  @Test("not repeating: one planned end is the end, status 0")
  func onceEndsAtThePlannedEnd() async throws {
    let result = await Self.run(try Self.rounds(repeating: false), commands: [Self.waitForSIGINT])
    #expect(result.ending == .finished(status: 0))
    #expect(result.started == 1 && result.afterRounds == 1)
  }
}
