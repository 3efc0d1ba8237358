import Foundation

/// The desktop the touchpad's other reader is: told from `XDG_CURRENT_DESKTOP`, `XDG_SESSION_TYPE`
/// and the compositor running (`/proc/PID/comm`). `identify` is a pure function of those facts;
/// `current(environment:procRoot:)` gathers them (a test passes a fake environment and /proc).
public struct DesktopSession: Sendable, Hashable {
  /// The desktops whose default touchpad bindings Playhead knows (`DesktopGestures.defaults`).
  public enum Desktop: String, Sendable, Hashable, CaseIterable {
    case gnomeShell = "GNOME Shell"
    case kwin = "KDE Plasma (KWin)"
    case hyprland = "Hyprland"
    case niri = "niri"
    case sway = "sway"

    /// Names `XDG_CURRENT_DESKTOP` uses for it (one entry of its colon-separated list), and its
    /// compositor's process names (`comm`, at most 15 bytes).
    var names: (desktop: [String], process: [String]) {
      switch self {
      case .gnomeShell: return (["gnome", "gnome-classic", "ubuntu", "pop"], ["gnome-shell"])
      case .kwin: return (["kde", "plasma"], ["kwin_wayland", "kwin_x11"])
      case .hyprland: return (["hyprland"], ["Hyprland"])
      case .niri: return (["niri"], ["niri"])
      case .sway: return (["sway", "swayfx"], ["sway"])
      }
    }
  }

  /// The desktop found, nil when none of the known ones is.
  public var desktop: Desktop?
  /// `XDG_SESSION_TYPE` (wayland, x11, tty), nil when unset.
  public var sessionType: String?
  /// How it was told, for the line Playhead prints: "XDG_CURRENT_DESKTOP=ubuntu:GNOME", "gnome-shell running".
  public var evidence: String?

  /// Whether the desktop acts on touchpad gestures in this session: KWin does only on Wayland, where
  /// it reads the touchpad through its own libinput backend (`kwin_wayland`); `kwin_x11` does not.
  public var readsTouchpadGestures: Bool {
    guard desktop == .kwin else { return desktop != nil }
    return sessionType != "x11" && evidence != "kwin_x11 running"
  }

  public init(desktop: Desktop?, sessionType: String? = nil, evidence: String? = nil) {
    self.desktop = desktop
    self.sessionType = sessionType
    self.evidence = evidence
  }

  /// The session these facts describe. `XDG_CURRENT_DESKTOP` first (the session's own word); a running
  /// compositor where it is unset or names none of them (a tty, `sudo`, an SSH login to the laptop).
  public static func identify(environment: [String: String], processNames: [String]) -> DesktopSession {
    let type = environment["XDG_SESSION_TYPE"].flatMap { $0.isEmpty ? nil : $0 }
    if let current = environment["XDG_CURRENT_DESKTOP"] {
      let names = current.split(separator: ":").map { $0.lowercased() }
      for desktop in Desktop.allCases where names.contains(where: desktop.names.desktop.contains) {
        return DesktopSession(desktop: desktop, sessionType: type, evidence: "XDG_CURRENT_DESKTOP=\(current)")
      }
    }
    for desktop in Desktop.allCases {
      if let name = desktop.names.process.first(where: processNames.contains) {
        return DesktopSession(desktop: desktop, sessionType: type, evidence: "\(name) running")
      }
    }
    return DesktopSession(desktop: nil, sessionType: type)
  }

  /// The `comm` of every process under `procRoot` (numeric directories only; unreadable ones skipped).
  public static func processNames(procRoot: String = "/proc") -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: procRoot)) ?? []
    return entries.compactMap { entry in
      guard !entry.isEmpty, entry.allSatisfy(\.isNumber),
        let comm = try? String(contentsOfFile: "\(procRoot)/\(entry)/comm", encoding: .utf8)
      else { return nil }
      return comm.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// This machine's session (`ProcessInfo`'s environment and `/proc` unless given).
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment, procRoot: String = "/proc"
  ) -> DesktopSession {
    identify(environment: environment, processNames: processNames(procRoot: procRoot))
  }
}
