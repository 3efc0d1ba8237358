/// The unit of every distance a recognizer reports: millimetres when the touchpad's physical size is
/// known, libinput's unaccelerated units (normalised to 1000 dpi) otherwise. `GestureBinding.map`
/// turns either into the transition container's points.
public enum GestureUnits: String, Sendable, Hashable, Codable, CaseIterable {
  case millimetres = "mm"
  case libinput = "libinput"
  /// Container points (after `GestureBinding.map`); UIKit's coordinate space, y grows downwards.
  case points = "pt"
}
