/// A native Wayland window: one xdg-shell toplevel (app_id "playhead") whose pixels come from a small
/// pool of shared-memory buffers, paced by `wl_surface.frame` callbacks (the display is the display
/// link) and measured by `wp_presentation` feedback.
///
/// Not thread-safe: use it from one thread (the engine's loop), polling `fileDescriptor` for reading
/// and calling `dispatch()` when it is readable; events arrive through `onEvent` during `dispatch()`.
/// A frame: `nextBuffer()`, draw, `commit(_:)`, then wait for `.frame` before the next.
public final class WaylandWindow {
  private let relay = EventRelay()
  private let connection: WaylandConnection

  /// Receives the window's events during `dispatch()` (none before `init` returns: the first
  /// configure's size is already in `size`).
  public var onEvent: ((WindowEvent) -> Void)? {
    get { relay.handler }
    set { relay.handler = newValue }
  }

  /// The toplevel's title (`xdg_toplevel.set_title`).
  public var title: String {
    didSet { connection.setTitle(title) }
  }

  /// Opens a window of `width`×`height` surface coordinates (the compositor may configure another
  /// size; 0 picks 800×600) and waits for its first configure.
  ///
  /// `display` is the Wayland display: nil connects as `wl_display_connect(NULL)` does, to
  /// `WAYLAND_DISPLAY` (default "wayland-0") in `XDG_RUNTIME_DIR`; a name is looked up in
  /// `XDG_RUNTIME_DIR`; an absolute path is the socket itself, so a caller (a test with its own
  /// compositor) needs no environment variables changed in its process.
  public init(title: String, width: Int, height: Int, display: String? = nil) throws(WindowError) {
    self.title = title
    connection = try WaylandConnection(
      display: display, title: title, width: width, height: height, relay: relay)
  }

  deinit { connection.close() }

  /// Checks that `display` (as in `init`) is a compositor a window can open on — reachable, with
  /// xdg-shell, presentation-time, wl_shm and wl_compositor — without opening one (a command that opens
  /// its window later, in another process, says what is wrong first).
  public static func checkDisplay(_ display: String? = nil) throws(WindowError) {
    try WaylandConnection.check(display: display)
  }

  /// The connection's descriptor, to poll for reading on the caller's loop; -1 once closed.
  public var fileDescriptor: Int32 { connection.fileDescriptor }

  /// Whether `close()` has not run yet.
  public var isOpen: Bool { connection.isOpen }

  /// The surface's size in surface coordinates, as last configured.
  public var size: (width: Int, height: Int) { connection.size }

  /// The buffer scale: the largest integer scale of the outputs the surface is on (1 on none).
  public var scale: Int { connection.scale }

  /// Non-blocking: sends what is queued, reads what is ready and dispatches it (events reach
  /// `onEvent`). Throws when the connection failed or the compositor reported a protocol error.
  public func dispatch() throws(WindowError) { try connection.dispatch() }

  /// A free buffer of the pool at `size` × `scale` pixels, or nil while the compositor holds all of
  /// them (wait for a `.frame` and try again). Buffers are reused; a size or scale change re-creates
  /// each as it comes free.
  public func nextBuffer() -> ShmBuffer? { connection.nextBuffer() }

  /// Shows `buffer`: attaches and damages it, asks for a frame callback and presentation feedback,
  /// commits and flushes. Returns the commit number the `.presented`/`.discarded` events carry
  /// (from 1), or 0 when `buffer` is held by the compositor already or the window is closed.
  @discardableResult
  public func commit(_ buffer: ShmBuffer) -> UInt64 { connection.commit(buffer) }

  /// The HUD's key byte a key pressed in the window becomes (`phw_key_byte`), by evdev code; 0 for a
  /// key the HUD has no use for.
  public static func keyByte(evdevCode: UInt32) -> UInt8 { WaylandConnection.keyByte(evdevCode) }

  /// Destroys the surface and disconnects; the window cannot be used again. Safe to call twice.
  public func close() { connection.close() }
}
