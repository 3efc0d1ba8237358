import ArgumentParser
import PlayheadInput

/// `playhead replay FILE`: a transcript or recording, read back.
///
/// Modes are separate types so the engine's mode (events → recognizers → transition → HUD/log) slots
/// in beside `--events` without touching how files are read or errors reported.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a libinput debug-events transcript or a Playhead recording.",
    discussion: """
      FILE is `libinput debug-events` output of any libinput version (pasted text is fine: lines that \
      are not libinput's are skipped) or a Playhead recording (JSON lines from `playhead record`). \
      Without --events the events run through the whole engine at their own pace (--speed 2 plays them \
      twice as fast; --speed max as fast as possible on a virtual clock, without the HUD), read as they \
      play; from a pipe (sudo libinput debug-events --device /dev/input/eventN | playhead replay -) each \
      line drives the HUD as it arrives. Deltas are read at the unit of the libinput that printed them \
      (0.095 mm from 1.18 on, 0.0254 mm before), told by the transcript's layout. With --events the \
      parsed events are printed as JSON lines and nothing else runs.
      """)

  @Argument(
    help: "A `libinput debug-events` transcript or a Playhead recording (\"-\" for standard input).",
    completion: .file())
  var file: String

  @Flag(help: "Print the parsed events as JSON lines, one per event, without running the engine.")
  var events = false

  @Flag(help: "Keep the events exactly as written: no inserted BEGIN or END, no shifted times.")
  var verbatim = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Play at this many times the recorded pace, or max (virtual clock, no HUD).", valueName: "speed"))
  var speed: ReplaySpeed = .factor(1)

  @Option(
    name: .customLong("libinput-version"),
    help: ArgumentHelp(
      "The libinput that printed FILE, e.g. 1.17, when its layout does not tell.", valueName: "X.Y"))
  var libinputVersion: String?

  @OptionGroup var shared: SharedOptions
  @OptionGroup var session: SessionOptions

  func validate() throws {
    try session.validate(with: shared)
    if let refusal = speed.refusal { throw CLIError.usage(refusal) }
    if let libinputVersion, LibinputUnit.version(libinputVersion) == nil {
      throw CLIError.usage(
        "--libinput-version must be a version such as 1.17 or 1.22.1, got '\(libinputVersion)'")
    }
    if events, let option = engineOnlyOption {
      throw CLIError.usage("\(option) is for the engine, which --events does not run; drop one of them")
    }
  }

  /// The first option given that only the engine reads, which `--events` would silently ignore.
  var engineOnlyOption: String? {
    let given: [(String, Bool)] = [
      ("--log", shared.log != nil), ("--transition-file", shared.transitionFile != nil),
      ("--gesture", shared.gesture != nil), ("--distance", shared.distance != nil),
      ("--mm-per-unit", shared.mmPerUnit != nil), ("--threshold", shared.threshold != nil),
      ("--watch", session.watch), ("--slow", session.slow), ("--speed", speed != .factor(1)),
      ("--libinput-version", libinputVersion != nil),
    ]
    return given.first { $0.1 }?.0
  }

  var readerOptions: TranscriptReader.Options { TranscriptReader.Options(repairsSequences: !verbatim) }

  mutating func run() throws {
    if events {
      try ReplayEventsMode(file: file, options: readerOptions).run()
      return
    }
    try ReplayEngineMode(
      file: file, options: readerOptions, shared: shared, session: session, speed: speed,
      libinputVersion: libinputVersion
    ).run()
  }
}
