import ArgumentParser
import Glibc
import PlayheadInput

/// `playhead demo`: the built-in gesture sequence through the engine, with no touchpad needed.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play a built-in sequence of gestures; no touchpad needed.",
    discussion: """
      The sequence: a slow swipe released early (cancel), a swipe past the threshold (finish), a flick, \
      a re-grab during a completion, and a pinch on pop. It comes from Playhead's bundled recording, \
      replayed through the recognizers, the interactor and the HUD; on a terminal it plays again and \
      again until q. Elsewhere it plays once and the state log goes to stdout.
      """)

  @OptionGroup var shared: SharedOptions

  @Option(help: ArgumentHelp("Play at this many times the recorded pace, or max (no HUD).", valueName: "speed"))
  var speed: ReplaySpeed = .factor(1)

  @Flag(help: "Play the sequence once and exit, even on a terminal.")
  var once = false

  func run() throws {
    let transcript: Transcript
    do {
      transcript = try TranscriptReader().read(DemoRecording.text, name: DemoRecording.name)
    } catch {
      CLIError.report(error.description)
      throw ExitCode(70)  // EX_SOFTWARE: the bundled recording is part of the program
    }
    CLIError.report("demo: replaying the bundled recording of a virtual 100 × 56 mm touchpad")
    let source = "demo: bundled recording"
    switch speed {
    case .max:
      let setup = try EngineSetup(options: shared, source: source, extraTransitions: ["pop"], allowHUD: false)
      let status = EngineRunner(setup: setup).runVirtual(transcript.events)
      if status != 0 { throw ExitCode(status) }
    case .factor(let factor):
      let setup = try EngineSetup(options: shared, source: source, extraTransitions: ["pop"])
      EngineRunner(setup: setup).runTimed(transcript.events, speed: factor, cycle: setup.showHUD && !once)
    }
  }
}
