/// The unit of every distance a recognizer reports: millimetres when the touchpad's physical size is
/// known, libinput's unaccelerated units (normalised to 1000 dpi) otherwise.
public enum GestureUnits: String, Sendable, Hashable, Codable {
  case millimetres = "mm"
  case libinput = "libinput"
}
