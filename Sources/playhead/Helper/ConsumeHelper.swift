import ArgumentParser
import PlayheadBench

/// `playhead helper consume NODE REPORT -- BENCH-OPTIONS`: the testbed's fourth consumer, Playhead's
/// live path inside the bench binary (`BenchRun.consume`).
struct ConsumeHelper: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "consume",
    abstract: "Run the engine on libinput on a node until SIGINT and write its stage figures to a file.")

  @Argument(help: ArgumentHelp("The touchpad's device node.", valueName: "node"))
  var node: String

  @Argument(help: ArgumentHelp("Where the stage figures go.", valueName: "report"))
  var report: String

  @Argument(parsing: .postTerminator, help: "The options of the `playhead bench` run, after --.")
  var benchOptions: [String] = []

  func run() throws {
    guard let configuration = try BenchCommand.parse(benchOptions).benchConfiguration else {
      throw ExitCode(SysExits.usage)
    }
    try CommandLineExit.reporting { try BenchRun(configuration).consume(node: node, report: report) }
  }
}
