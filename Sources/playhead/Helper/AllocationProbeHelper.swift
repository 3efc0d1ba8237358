import ArgumentParser
import PlayheadBench

/// `playhead helper allocation-probe -- BENCH-OPTIONS`: the child the bench runs under its counting
/// malloc (`BenchRun.allocationProbe`).
struct AllocationProbeHelper: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "allocation-probe",
    abstract: "Print the engine's heap allocations per event, under the allocation counter.")

  @Argument(parsing: .postTerminator, help: "The options of the `playhead bench` run, after --.")
  var benchOptions: [String] = []

  func run() throws {
    guard let configuration = try BenchCommand.parse(benchOptions).benchConfiguration else {
      throw ExitCode(SysExits.usage)
    }
    let probe = try CommandLineExit.reporting { try BenchRun(configuration).allocationProbe() }
    if let transcript = probe.transcript { CLIError.warnings(transcript) }
    print(probe.line)
  }
}
