/// Why a `WaylandWindow` could not open or went on.
public enum WindowError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No Wayland display to connect to: `display` is the name or socket tried (WAYLAND_DISPLAY's
  /// value when none was given), `reason` the system's.
  case noDisplay(display: String, reason: String)
  /// The compositor does not offer a global the window needs (`xdg_wm_base`, `wp_presentation`,
  /// `wl_shm`, `wl_compositor`); the text names it.
  case missingGlobal(String)
  /// The compositor reported a protocol error (interface and code in the text), or never configured
  /// the window.
  case protocolError(String)
  /// The connection failed (the compositor went away) or memory for buffers ran out.
  case connectionFailed(String)

  public var description: String {
    switch self {
    case .noDisplay(let display, let reason):
      return
        "cannot connect to the Wayland display '\(display)' (set WAYLAND_DISPLAY, and XDG_RUNTIME_DIR "
        + "for a name that is not a path): \(reason)"
    case .missingGlobal(let text), .protocolError(let text), .connectionFailed(let text): return text
    }
  }
}
