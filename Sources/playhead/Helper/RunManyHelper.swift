import ArgumentParser
import Foundation
import PlayheadSystem

/// `playhead helper run-many FILE`: each argument vector of FILE (JSON lines, one array of strings
/// each) run exactly as `playhead ARGS…` would run it — the same root command, the same parsing and
/// error handling — in its own forked child; each outcome printed as one JSON line. The CLI fuzz
/// runs its 10,000 vectors through this, in batches, instead of 10,000 process launches.
struct RunManyHelper: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run-many",
    abstract: "Run each argument vector of a file as playhead, each in a forked child; print each outcome.")

  @Argument(help: ArgumentHelp("Argument vectors, one JSON array of strings per line.", valueName: "file"))
  var file: String

  @Option(help: ArgumentHelp("Seconds each vector may run before SIGALRM ends it.", valueName: "s"))
  var timeLimit: UInt32 = 30

  func run() throws {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    for line in text.split(separator: "\n") {
      let argv = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String] ?? []
      let outcome = ForkedInvocation.run(timeLimit: timeLimit) {
        Playhead.main(argv)
        Foundation.exit(0)  // flushes what it printed, as a returning main does
      }
      var out: [UInt8] = []
      JSONBytes.literal("{\"status\":", &out)
      JSONBytes.appendInteger(Int64(outcome.status), to: &out)
      JSONBytes.literal(",\"signal\":", &out)
      JSONBytes.appendInteger(outcome.signal.map(Int64.init), to: &out)
      JSONBytes.literal(outcome.timedOut ? ",\"timedOut\":true" : ",\"timedOut\":false", &out)
      JSONBytes.literal(",\"stdout\":", &out)
      JSONBytes.appendString(String(decoding: outcome.stdout, as: UTF8.self), to: &out)
      JSONBytes.literal(",\"stderr\":", &out)
      JSONBytes.appendString(String(decoding: outcome.stderr, as: UTF8.self), to: &out)
      JSONBytes.literal("}\n", &out)
      FileHandle.standardOutput.write(Data(out))
    }
  }
}
