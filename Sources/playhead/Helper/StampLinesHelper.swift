import ArgumentParser
import PlayheadBench

/// `playhead helper stamp-lines FILE -- COMMAND…`: the testbed consumer whose output lines are stamped.
struct StampLinesHelper: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stamp-lines",
    abstract: "Run a command and stamp each line it writes on CLOCK_MONOTONIC into a file.")

  @OptionGroup var consumer: StampedCommand

  func run() throws { throw ExitCode(LineStamper.stampLines(command: consumer.command, to: consumer.stamps)) }
}
