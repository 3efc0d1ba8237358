#if canImport(Glibc)
  import Glibc
#endif

/// Why the live input could not start, in words a person can act on.
///
/// Each case has a one-line `description` (printed on stderr by the CLI); the CLI gives each case its
/// own exit status (its `SysExits`), so scripts can tell them apart.
public enum InputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No touchpad on the seat (none attached, or none libinput could use).
  case noTouchpad(seat: String)
  /// A touchpad's node exists but this user may not open it (EACCES/EPERM from `open`).
  case permissionDenied(path: String)
  /// The path given is not a touchpad: a keyboard, a mouse, a file, a touchpad without gestures.
  case notATouchpad(path: String, reason: String)
  /// The path given does not exist.
  case noSuchDevice(path: String)
  /// `--grab`: the touchpad could not be taken exclusively (`EVIOCGRAB` failed with `errno`; EBUSY when
  /// another process, a compositor or `libinput debug-events --grab`, holds it).
  case grabFailed(path: String, errno: Int32)
  /// libinput or udev could not be set up at all.
  case libinputUnavailable(reason: String)

  /// The udev rule that grants the logged-in user access to touchpads, and only touchpads.
  public static let udevRule = "udev/70-playhead-touchpad.rules"

  /// The commands that install it (also in udev/README.md).
  public static let udevInstallCommands =
    "sudo install -m 644 \(udevRule) /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input"

  public var description: String {
    switch self {
    case .noTouchpad(let seat):
      return "no touchpad found on \(seat); run `playhead demo` to drive Playhead from a virtual touchpad"
    case .permissionDenied(let path):
      return "permission denied opening the touchpad \(path); install Playhead's rule \(Self.udevRule): "
        + "\(Self.udevInstallCommands) (see udev/README.md)"
    case .notATouchpad(let path, let reason):
      return "\(path) is not a touchpad (\(reason)); Playhead opens touchpads only, see `playhead devices`"
    case .noSuchDevice(let path):
      return "no such device: \(path); see `playhead devices` for the touchpads on this machine"
    case .libinputUnavailable(let reason):
      return "libinput is unavailable: \(reason)"
    case .grabFailed(let path, let errno):
      let why = errno == EBUSY ? "another program holds it" : String(cString: strerror(errno))
      return "cannot take the touchpad \(path) for Playhead alone (EVIOCGRAB: \(why)); "
        + "run without --grab, or close the program that grabbed it"
    }
  }
}
