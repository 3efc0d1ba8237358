/// `bench --testbed … --window`: the window consumers the testbed runs, each `playhead live` in a
/// window (no HUD, the state log on stdout), its log lines stamped by `helper stamp-lines`.
public enum WindowConsumer {
  /// The consumers: `window` and, with `predict`, `window-predict` (the same with `--predict`).
  ///
  /// - Parameters:
  ///   - executable: this binary.
  ///   - node: the testbed's device node.
  ///   - engineOptions: the run's transition, gesture and frame options for `live`.
  ///   - directory: where the stamper writes `NAME.lines`.
  public static func consumers(
    executable: String, node: String, engineOptions: [String], directory: String, predict: Bool
  ) -> [(name: String, command: [String])] {
    let live =
      [executable, "live", "--device", node] + engineOptions + ["--window", "--no-hud", "--log", "-"]
    func stamped(_ name: String) -> [String] {
      [executable, "helper", "stamp-lines", "\(directory)/\(name).lines", "--"] + live
    }
    var result = [("window", stamped("window"))]
    if predict { result.append(("window-predict", stamped("window-predict") + ["--predict"])) }
    return result
  }

  /// The environment variable a Wayland client connects through.
  public static let displayVariable = "WAYLAND_DISPLAY"

  /// The one line when there is no Wayland display to open the window on; nil when there is one.
  public static func displayRefusal(environment: [String: String]) -> String? {
    if let display = environment[displayVariable], !display.isEmpty { return nil }
    return "bench --window needs a Wayland display: \(displayVariable) is not set"
  }
}
