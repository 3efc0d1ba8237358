import ArgumentParser
import PlayheadSystem
import PlayheadTransitionFile

/// `playhead check FILE`.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Check a transition file and print a one-line summary, or every problem with its line and column.",
    discussion: """
      A good file prints one line and exits 0. A bad one prints one line per problem on standard \
      error, FILE:LINE:COLUMN: reason, and exits 65; a good file with a surprising overlap of two \
      animation blocks also prints FILE:LINE:COLUMN: warning: … there; a file that cannot be read exits 66. \
      docs/transition-file.md describes the format; `playhead transitions --export NAME` prints a \
      built-in's file to start from.
      """)

  @Argument(help: ArgumentHelp("The transition file (YAML).", valueName: "file"), completion: .transitionFile)
  var file: String

  func run() throws {
    let definition = try TransitionSource.load(file)
    for w in definition.warnings { CLIError.writeLine("\(file):\(w.line):\(w.column): \(w.reason)") }
    // One line: the file's name and path escaped whole, a line break in them too.
    StandardOutput.print(TerminalText.escaped("\(file): ok: \(definition.summaryLine)"))
    try CLIError.flushStandardOutput()
  }
}
