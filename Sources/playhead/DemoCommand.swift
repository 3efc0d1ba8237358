import ArgumentParser
import Glibc
import PlayheadInput
import PlayheadTestbed

/// `playhead demo`: the built-in gesture sequence through the engine, with no touchpad needed.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play a built-in sequence of gestures; no touchpad needed.",
    discussion: """
      The sequence: a slow swipe released early (cancel), a swipe past the threshold (finish), a flick, \
      a re-grab during a completion, and a pinch on pop. Where the testbed can run (umockdev and a \
      private mount namespace) it is played on a virtual synaptics-ps2 touchpad through real libinput \
      into `playhead live`; elsewhere, with --bundled or with --speed, Playhead's bundled recording is \
      replayed. It says which on stderr and in the HUD's title. On a terminal it plays again and again \
      until q; elsewhere it plays once and the state log goes to stdout.
      """)

  @OptionGroup var shared: SharedOptions
  @OptionGroup var session: SessionOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Replay the bundled recording at this many times its pace, or max (no HUD).", valueName: "speed"))
  var speed: ReplaySpeed?

  @Flag(help: "Replay the bundled recording even where the testbed could run.")
  var bundled = false

  @Flag(help: "Play the sequence once and exit, even on a terminal.")
  var once = false

  func validate() throws {
    try session.validate(with: shared)
    if let refusal = speed?.refusal { throw CLIError.usage(refusal) }
  }

  func run() throws {
    let reason: String
    if bundled {
      reason = "--bundled"
    } else if let speed {
      reason = speed == .max ? "--speed max runs on a virtual clock" : "--speed replays the recording"
    } else {
      let availability = Testbed.availabilityBlocking()
      if availability.isAvailable { return try runThroughTestbed() }
      reason = "the testbed cannot run here: \(availability.missing.joined(separator: "; "))"
    }
    try replayBundled(because: reason)
  }

  /// The bundled recording through the engine, as a replay.
  func replayBundled(because reason: String) throws {
    // EX_SOFTWARE either way: the bundled recording is part of the program.
    guard let text = DemoRecording.text else {
      throw CLIError.failure(
        "demo: the bundled recording (Recordings/demo-recording.txt) is missing; reinstall playhead",
        SysExits.software)
    }
    let transcript: Transcript
    do {
      transcript = try TranscriptReader().read(text, name: DemoRecording.name)
    } catch {
      throw CLIError.failure(error.description, SysExits.software)
    }
    // The note comes once the setup has taken the options and the transition file, so that a failure
    // there is the one line on stderr.
    let note = "demo: replaying the bundled recording of a virtual 100 × 56 mm touchpad (\(reason))"
    // No HUD on the virtual clock (`--speed max`).
    let setup = try EngineSetup(
      options: shared, session: session, source: "demo: bundled recording",
      extraTransitions: DemoScript.extraTransitions, allowHUD: speed != .max)
    switch speed ?? .factor(1) {
    case .max:
      // On the virtual clock nothing is shown while it runs: the note follows a run that succeeded,
      // so that a failure (a full disk under --log) is the one line.
      let status = setup.play(.events(transcript.events))
      if status != 0 { throw ExitCode(status) }
      CLIError.report(note)
    case .factor(let factor):
      CLIError.report(note)
      setup.run(.events(transcript.events, cycle: setup.showHUD && !once), speed: factor)
    }
  }
}
