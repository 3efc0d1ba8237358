import ArgumentParser
import PlayheadInput

/// `replay FILE` without `--events`: the file's events through the whole engine, read as they play
/// (constant memory), at their own pace, `--speed` times faster, or as fast as possible on a virtual
/// clock (`--speed max`, no HUD). A pipe (`libinput debug-events | playhead replay -`) is played line
/// by line as it arrives. Deltas are read at the unit of the libinput that printed them.
struct ReplayEngineMode {
  var file: String
  var options: TranscriptReader.Options
  var shared: SharedOptions
  var session: SessionOptions
  var speed: ReplaySpeed
  /// `--libinput-version X.Y`: the libinput that printed the transcript, when its text does not say.
  var libinputVersion: String?

  func run() throws {
    let cursor: TranscriptCursor
    let unit: LibinputUnit
    do throws(TranscriptError) {
      cursor = try TranscriptCursor(path: file, options: options)
      if let given = libinputVersion.flatMap({ LibinputUnit.forVersion($0, source: .commandLine) }) {
        unit = given
      } else {
        unit = try cursor.unit()
      }
    } catch {
      throw CLIError.failure(error.description, error.exitCode)
    }
    // The one era the layout cannot settle: say which unit was taken and how to choose the other.
    if shared.mmPerUnit == nil, case .layout(.narrowTypeColumn) = unit.source {
      CLIError.report("note: \(file): read at \(unit)")
    }
    let live = !cursor.isRegularFile
    let source = live ? "replay: \(file) (each line as it arrives)" : "replay: \(file)"
    // No HUD on the virtual clock (`--speed max`); a live pipe's HUD times from each line's arrival.
    let setup = try EngineSetup(
      options: shared, session: session, source: source, allowHUD: speed != .max, unit: unit.millimetres,
      arrivalLatency: live && speed != .max)
    switch speed {
    case .max:
      let status = setup.play(.transcript(cursor))
      // A failure is its one line: the log's batch can fail at the last flush, after the input's end
      // gave its warnings, and those are not said then.
      if status != 0 { throw ExitCode(status) }
      if let transcript = cursor.transcript { CLIError.warnings(transcript) }
    case .factor(let factor):
      // Warnings are known at the end of the input: said after the terminal is restored.
      setup.run(
        .transcript(cursor), speed: factor,
        afterStop: { if let transcript = cursor.transcript { CLIError.warnings(transcript) } })
    }
  }
}
