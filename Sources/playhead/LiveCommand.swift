import ArgumentParser
import PlayheadInput

/// `playhead live`: the touchpad drives a transition, shown in the HUD and logged.
struct LiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Drive a transition with your touchpad, live, through libinput.",
    discussion: """
      Reads every touchpad on the seat (or the one --device names) and scrubs the transition as your \
      fingers move. Keys: q quits, space plays the transition without a gesture, r reverses \
      present/dismiss, s slows animations, p pauses. With no readable touchpad it says why; \
      `playhead demo` needs none. The desktop reads the touchpad too: where the gesture is one of its \
      own (GNOME Shell, KWin, Hyprland, niri, sway), a line at start says so; --grab takes the \
      touchpad for Playhead alone until it exits.
      """)

  @OptionGroup var shared: SharedOptions
  @OptionGroup var session: SessionOptions

  @OptionGroup var touchpads: TouchpadOptions

  @Flag(help: "Take the touchpad exclusively (EVIOCGRAB) while Playhead runs: the desktop stops seeing it.")
  var grab = false

  /// `playhead demo` runs `live` in the testbed with these: the demo's extra transitions (`pop` on a
  /// pinch) and the HUD title saying where the input comes from.
  @Option(name: .customLong("also-transition"), help: .hidden)
  var alsoTransitions: [String] = []

  @Option(name: .customLong("source-label"), help: .hidden)
  var sourceLabel: String?

  func validate() throws { try session.validate(with: shared) }

  func run() throws {
    var label = sourceLabel ?? touchpads.device.map { "live: \($0)" } ?? "live: \(touchpads.seat)"
    if grab { label += " · touchpad grabbed (the desktop does not see it)" }
    let setup = try EngineSetup(
      options: shared, session: session, source: label, live: true, extraTransitions: alsoTransitions)
    // Grabbed, the desktop sees nothing; else say where its own gestures would move with Playhead's.
    let session = DesktopSession.current()
    let notice = grab ? nil : DesktopNotice.line(for: setup.configuration, session: session)
    let hudNotice = grab ? nil : DesktopNotice.line(for: setup.configuration, session: session, short: true)
    setup.run(.touchpads(touchpads.backend, grab: grab)) { session in
      session.touchpadsOpened = notice.map { line in { CLIError.report(line) } }
      session.notice = hudNotice
    }
  }
}
