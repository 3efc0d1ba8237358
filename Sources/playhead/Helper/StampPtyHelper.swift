import ArgumentParser
import PlayheadBench

/// `playhead helper stamp-pty FILE -- COMMAND…`: the testbed consumer whose terminal frames are stamped.
struct StampPtyHelper: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stamp-pty",
    abstract: "Run a command on a pseudo-terminal and stamp each frame it draws into a file.")

  @OptionGroup var consumer: StampedCommand

  func run() throws {
    throw ExitCode(LineStamper.stampTerminal(command: consumer.command, to: consumer.stamps))
  }
}
