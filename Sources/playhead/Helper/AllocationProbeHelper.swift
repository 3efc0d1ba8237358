import ArgumentParser

/// `playhead helper allocation-probe -- BENCH-OPTIONS`: the child the bench runs under its counting
/// malloc (`BenchCommand.runAllocationProbe`).
struct AllocationProbeHelper: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "allocation-probe",
    abstract: "Print the engine's heap allocations per event, under the allocation counter.")

  @Argument(parsing: .postTerminator, help: "The options of the `playhead bench` run, after --.")
  var benchOptions: [String] = []

  func run() throws {
    let bench = try BenchCommand.parse(benchOptions)
    guard let source = bench.source else { throw ExitCode(64) }
    try bench.runAllocationProbe(source)
  }
}
