import ArgumentParser
import PlayheadEvents
import PlayheadInput
import PlayheadSystem

/// `playhead record FILE`: live input saved as a Playhead recording while the engine runs.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record your touchpad's gestures to a file that replay plays back.",
    discussion: """
      Runs like `playhead live` and writes every touchpad event to FILE as JSON lines (a header with \
      the device's name and size, then one event per line). Stop with q or Ctrl-C; \
      `playhead replay FILE` plays it back with the original timing.
      """)

  @Argument(
    help: ArgumentHelp("Where to write the recording (- for stdout).", valueName: "file"), completion: .file()
  )
  var file: String

  @OptionGroup var shared: SharedOptions
  @OptionGroup var session: SessionOptions

  @OptionGroup var touchpads: TouchpadOptions

  func validate() throws { try session.validate(with: shared) }

  func run() throws {
    var session = self.session
    // A recording on stdout leaves no room for the HUD or the log there.
    if file == "-" { session.noHUD = true }
    let setup = try EngineSetup(
      options: shared, session: session, source: "record: \(file)", live: true, allowHUD: file != "-")
    let path = file
    let unit = setup.mmPerUnit
    setup.run(.touchpads(touchpads.backend)) { session in
      session.makeRecording = { source in
        let pad = source.devices.first
        // The unit it scrubbed at goes with it, so a replay travels exactly as far.
        let header = RecordingHeader(
          deviceName: pad?.name, widthMM: pad?.widthMM, heightMM: pad?.heightMM, millimetresPerUnit: unit,
          startTime: Instant(microseconds: MonotonicClock.now()))
        return path == "-"
          ? try RecordingWriter(standardOutputWith: header) : try RecordingWriter(path: path, header: header)
      }
    }
  }
}
