import ArgumentParser
import PlayheadInput

/// `replay FILE` without `--events`: the file's events through the whole engine, at their own pace,
/// `--speed` times faster, or as fast as possible on a virtual clock (`--speed max`, no HUD).
struct ReplayEngineMode {
  var file: String
  var options: TranscriptReader.Options
  var shared: SharedOptions
  var speed: ReplaySpeed

  func run() throws {
    let transcript: Transcript
    do {
      transcript = try TranscriptReader(options: options).read(contentsOf: file)
    } catch {
      CommandLineReport.error(error.description)
      throw ExitCode(CommandLineReport.exitCode(for: error))
    }
    CommandLineReport.warnings(transcript)
    let source = "replay: \(file)"
    switch speed {
    case .max:
      let setup = try EngineSetup(options: shared, source: source, allowHUD: false)
      let status = EngineRunner(setup: setup).runVirtual(transcript.events)
      if status != 0 { throw ExitCode(status) }
    case .factor(let factor):
      let setup = try EngineSetup(options: shared, source: source)
      EngineRunner(setup: setup).runTimed(transcript.events, speed: factor, cycle: false)
    }
  }
}
