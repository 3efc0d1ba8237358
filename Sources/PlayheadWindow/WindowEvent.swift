import PlayheadEngine

/// What the compositor told a `WaylandWindow`, delivered to `onEvent` during `dispatch()`.
public enum WindowEvent: Sendable, Equatable {
  /// The surface's size in surface coordinates (`xdg_toplevel.configure`, acknowledged already).
  case configure(width: Int, height: Int)
  /// The buffer scale: the largest scale of the outputs the surface is on.
  case scale(Int)
  /// `wl_surface.frame`'s callback: a good time to draw the next frame (the display link's tick).
  case frame(callbackMilliseconds: UInt32)
  /// `wp_presentation_feedback.presented` for commit number `commit`: when it turned to light, on
  /// the compositor's presentation clock (CLOCK_MONOTONIC on weston), with the output's refresh
  /// period (0 when unknown), its vertical retrace counter and how it was presented (the kind bits).
  case presented(
    commit: UInt64, nanoseconds: Int64, refreshNanoseconds: Int64, sequence: UInt64, flags: PresentationFlags)
  /// `wp_presentation_feedback.discarded`: commit `commit` was never shown.
  case discarded(commit: UInt64)
  /// `xdg_toplevel.close`: the person (or the compositor) asks the window to close.
  case close
  /// A key pressed in the window (`wl_keyboard.key`), as the HUD's key byte: `q` (Q or Escape),
  /// space, `r`, `s`, `p` (`WaylandWindow.keyByte(evdevCode:)`).
  case key(UInt8)
}
