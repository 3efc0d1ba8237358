import PlayheadInput

extension CLIError {
  /// A transcript's warnings, one `playhead: warning: …` line each, and how many more were dropped.
  static func warnings(_ transcript: Transcript) {
    for warning in transcript.warnings { report("warning: \(warning)") }
    if transcript.droppedWarnings > 0 {
      report("warning: \(transcript.droppedWarnings) more warnings not shown")
    }
  }
}
