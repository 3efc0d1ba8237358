import PlayheadInput

/// One-line messages on standard error, prefixed `playhead:`.
enum CommandLineReport {
  static func error(_ message: String) { CLIError.report(message) }

  static func warnings(_ transcript: Transcript) {
    for warning in transcript.warnings { CLIError.report("warning: \(warning)") }
    if transcript.droppedWarnings > 0 {
      CLIError.report("warning: \(transcript.droppedWarnings) more warnings not shown")
    }
  }
}
