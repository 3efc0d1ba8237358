import ArgumentParser
import PlayheadEngine
import PlayheadTransitions

/// The options every engine-running subcommand shares (`live`, `demo`, `replay`, `record`).
struct SharedOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("The transition to drive (see `playhead transitions`).", valueName: "name"),
    completion: .transitionName)
  var transition: String = "flip"

  @Option(
    name: .customLong("transition-file"),
    help: ArgumentHelp(
      "Drive the transition this file describes instead (see `playhead check`).", valueName: "file"),
    completion: .transitionFile)
  var transitionFile: String?

  @Flag(help: "Reload --transition-file whenever it is saved; a broken edit keeps the old one.")
  var watch = false

  @Option(
    help: ArgumentHelp(
      "The gesture that drives it, e.g. swipe:3:down or pinch:2 (default: the transition's own).",
      valueName: "kind:fingers[:direction]"))
  var gesture: String?

  @Option(
    help: ArgumentHelp(
      "Millimetres of finger travel for the whole transition (default: the touchpad stands for the container).",
      valueName: "mm"))
  var distance: Double?

  @Option(
    name: .customLong("mm-per-unit"),
    help: ArgumentHelp(
      "Millimetres of travel per libinput unaccelerated unit (default: 0.095 live; a file's libinput's).",
      valueName: "mm"))
  var mmPerUnit: Double?

  @Option(
    help: ArgumentHelp(
      "Finish on release at or past this percent, 0…1 (default: the transition's).", valueName: "p"))
  var threshold: Double?

  @Option(
    help: ArgumentHelp("How a released transition completes: curve, velocity or spring.", valueName: "mode"),
    completion: .completionMode)
  var completion: String = "curve"

  @Option(
    help: ArgumentHelp(
      "Whose release rule decides and completes: uikit, gnome, libadwaita, niri, kwin, hyprland, flutter or androidx.",
      valueName: "name"),
    completion: .policyName)
  var policy: String = "uikit"

  @Option(
    name: .customLong("completion-speed"),
    help: ArgumentHelp("UIKit's completionSpeed (≤ 0 behaves as 1).", valueName: "x"))
  var completionSpeed: Double = 1

  @Option(help: ArgumentHelp("Frames per second of the HUD and the frame records.", valueName: "n"))
  var fps: Double = 60

  @Option(
    help: ArgumentHelp(
      "Frame policy: grid (on the refresh grid) or immediate (draw input at once).", valueName: "policy"))
  var frames: FrameClock.Policy = .grid

  @Option(
    help: ArgumentHelp("Write the state log (JSON lines) to FILE; - is stdout.", valueName: "file"),
    completion: .file())
  var log: String?

  @Flag(name: .customLong("no-hud"), help: "Do not draw the HUD.")
  var noHUD = false

  @Flag(help: "Slow animations down ten times, like the iOS Simulator's.")
  var slow = false

  /// `--completion`'s values.
  static let completionModes = ["curve", "velocity", "spring"]

  func validate() throws {
    if watch && transitionFile == nil { throw ValidationError("--watch needs --transition-file.") }
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw ValidationError("--fps must be between 1 and 1000, not \(fps).")
    }
    if let threshold, !(threshold.isFinite && threshold >= 0 && threshold <= 1) {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold).")
    }
    if let distance, !(distance.isFinite && distance > 0) {
      throw ValidationError("--distance must be a positive number of millimetres, not \(distance).")
    }
    guard Self.completionModes.contains(completion) else {
      throw ValidationError("--completion must be curve, velocity or spring, not '\(completion)'.")
    }
    if let mmPerUnit, !(mmPerUnit.isFinite && mmPerUnit > 0) {
      throw ValidationError("--mm-per-unit must be a positive number of millimetres, not \(mmPerUnit).")
    }
    guard ReleasePolicy(name: policy) != nil else {
      throw ValidationError("--policy must be one of \(ReleasePolicy.names), not '\(policy)'.")
    }
    guard completionSpeed.isFinite else {
      throw ValidationError("--completion-speed must be a finite number.")
    }
  }
}

extension FrameClock.Policy: ExpressibleByArgument {}

/// `--speed` of replays: a factor, or `max` for as fast as possible on a virtual clock.
enum ReplaySpeed: Equatable, ExpressibleByArgument, CustomStringConvertible {
  case factor(Double)
  case max

  /// The factors a replay plays at: beyond them the loop's clock conversion overflows Int64
  /// microseconds (1e308 crashed), and nothing slower or faster is worth watching in real time.
  static let factors = 0.001...1000.0

  init?(argument: String) {
    if argument == "max" {
      self = .max
    } else if let x = Double(argument), Self.factors.contains(x) {
      self = .factor(x)
    } else {
      return nil
    }
  }

  var description: String {
    switch self {
    case .max: return "max"
    case .factor(let x): return x == x.rounded() ? String(Int(x)) : String(x)
    }
  }

  var defaultValueDescription: String { description }
}
