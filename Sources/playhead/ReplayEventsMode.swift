import ArgumentParser
import Glibc
import PlayheadInput

/// `replay --events`: stream the file, print each event as a JSON line, warnings to stderr.
struct ReplayEventsMode {
  var file: String
  var options: TranscriptReader.Options

  func run() throws {
    // A closed pipe (`| head`) must end the replay quietly, not kill it with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    // Standard input may be a live `libinput debug-events`: print each event as it comes.
    let printer = EventLinePrinter(flushEachLine: file == "-")
    var outputError: RecordingError?
    let transcript: Transcript
    do {
      transcript = try TranscriptReader(options: options).stream(contentsOf: file) { event in
        do {
          try printer.print(event)
          return true
        } catch {
          outputError = error as? RecordingError
          return false
        }
      }
      if outputError == nil {
        do { try printer.flush() } catch { outputError = error }
      }
    } catch {
      try? printer.flush()
      throw CLIError.failure(error.description, error.exitCode)
    }
    if let outputError {
      if outputError.isBrokenPipe { return }
      throw CLIError.failure(outputError.description, SysExits.ioError)
    }
    CLIError.warnings(transcript)
  }
}
