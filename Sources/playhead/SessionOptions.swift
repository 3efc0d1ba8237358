import ArgumentParser

/// What only a running session honours (`live`, `demo`, `replay`, `record`): the HUD, the window, slow
/// animations, reloading a transition file. `compare` replays once without a HUD, so it has none.
struct SessionOptions: ParsableArguments {
  @Flag(help: "Reload --transition-file whenever it is saved; a broken edit keeps the old one.")
  var watch = false

  @Flag(name: .customLong("no-hud"), help: "Do not draw the HUD.")
  var noHUD = false

  @Flag(help: "Slow animations down ten times, like the iOS Simulator's.")
  var slow = false

  @Flag(
    help: "Draw the transition in a Wayland window, at the display's pace, and measure latency to the screen."
  )
  var window = false

  @Flag(help: "With --window: extrapolate the gesture to each frame's presentation time (at most 8 ms).")
  var predict = false

  /// The check that needs both groups; each session command's `validate()` calls it.
  func validate(with shared: SharedOptions) throws {
    if watch && shared.transitionFile == nil { throw CLIError.usage("--watch needs --transition-file") }
    if predict && !window { throw CLIError.usage("--predict needs --window") }
  }
}
