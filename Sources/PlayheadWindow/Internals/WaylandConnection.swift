import CWaylandClient
import Glibc
import PlayheadEngine

/// The C client's window (`phw_window`, Sources/CWaylandClient) behind Swift calls: every unsafe
/// call of `WaylandWindow` is here. Each method names the C function it wraps.
final class WaylandConnection {
  private var window: OpaquePointer?
  private let relay: EventRelay

  /// `phw_window_create`: connects (`wl_display_connect(display)`), binds the globals, maps the
  /// toplevel and waits for its first configure. Events reach `relay` from then on.
  init(display: String?, title: String, width: Int, height: Int, relay: EventRelay) throws(WindowError) {
    self.relay = relay
    var status = PHW_OK
    var message = [CChar](repeating: 0, count: 512)
    let user = Unmanaged.passUnretained(relay).toOpaque()
    let created = message.withUnsafeMutableBufferPointer { text in
      phw_window_create(
        display, title, Int32(clamping: width), Int32(clamping: height),
        { user, event in
          guard let user, let event else { return }
          Unmanaged<EventRelay>.fromOpaque(user).takeUnretainedValue().deliver(event.pointee)
        }, user, &status, text.baseAddress, Int32(text.count))
    }
    guard let created else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw Self.error(status, text, display: display)
    }
    window = created
  }

  /// `phw_key_byte`.
  static func keyByte(_ evdevCode: UInt32) -> UInt8 { phw_key_byte(evdevCode) }

  /// `phw_display_check`: connects to `display` and checks the globals a window needs, opening none.
  static func check(display: String?) throws(WindowError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = message.withUnsafeMutableBufferPointer { text in
      phw_display_check(display, text.baseAddress, Int32(text.count))
    }
    guard status != PHW_OK else { return }
    let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw error(status, text, display: display)
  }

  deinit { close() }

  /// `phw_window_destroy`: destroys every Wayland object and disconnects. Idempotent.
  func close() {
    guard let window else { return }
    self.window = nil
    phw_window_destroy(window)
  }

  var isOpen: Bool { window != nil }

  /// `phw_window_fd` (`wl_display_get_fd`); -1 once closed.
  var fileDescriptor: Int32 { window.map { phw_window_fd($0) } ?? -1 }

  /// `phw_window_width`, `phw_window_height`, `phw_window_scale`.
  var size: (width: Int, height: Int) {
    guard let window else { return (0, 0) }
    return (Int(phw_window_width(window)), Int(phw_window_height(window)))
  }
  var scale: Int { window.map { Int(phw_window_scale($0)) } ?? 1 }

  /// `phw_window_dispatch`: flush, read what is ready, dispatch (wl_display_prepare_read,
  /// wl_display_read_events, wl_display_dispatch_pending).
  func dispatch() throws(WindowError) {
    guard let window else { return }
    let status = phw_window_dispatch(window)
    guard status != PHW_OK else { return }
    throw Self.error(status, String(cString: phw_window_message(window)), display: nil)
  }

  /// `phw_window_set_title` (`xdg_toplevel.set_title`).
  func setTitle(_ title: String) {
    guard let window else { return }
    phw_window_set_title(window, title)
  }

  /// `phw_window_next_buffer`: a free buffer of the pool, re-created when the size or scale changed.
  func nextBuffer() -> ShmBuffer? {
    guard let window else { return nil }
    var pixels: UnsafeMutableRawPointer?
    var width: Int32 = 0
    var height: Int32 = 0
    var stride: Int32 = 0
    let index = phw_window_next_buffer(window, &pixels, &width, &height, &stride)
    guard index >= 0, let pixels else { return nil }
    return ShmBuffer(
      pixels: pixels, width: Int(width), height: Int(height), stride: Int(stride), index: index)
  }

  /// `phw_window_commit`: attach, damage, frame callback, presentation feedback, commit, flush.
  func commit(_ buffer: ShmBuffer) -> UInt64 {
    guard let window else { return 0 }
    return phw_window_commit(window, buffer.index)
  }

  private static func error(_ status: phw_status, _ text: String, display: String?) -> WindowError {
    switch status {
    case PHW_NO_DISPLAY:
      let name = display ?? Environment.value("WAYLAND_DISPLAY") ?? "wayland-0 (WAYLAND_DISPLAY is unset)"
      return .noDisplay(display: name, reason: text)
    case PHW_MISSING_GLOBAL: return .missingGlobal(text)
    case PHW_PROTOCOL: return .protocolError(text)
    default: return .connectionFailed(text)
    }
  }
}

/// The object the C callback's user data points at: turns `phw_event`s into `WindowEvent`s.
final class EventRelay {
  var handler: ((WindowEvent) -> Void)?

  func deliver(_ event: phw_event) {
    guard let handler else { return }
    switch event.kind {
    case PHW_EVENT_CONFIGURE: handler(.configure(width: Int(event.width), height: Int(event.height)))
    case PHW_EVENT_SCALE: handler(.scale(Int(event.scale)))
    case PHW_EVENT_FRAME: handler(.frame(callbackMilliseconds: event.callback_ms))
    case PHW_EVENT_PRESENTED:
      handler(
        .presented(
          commit: event.commit, nanoseconds: event.nanoseconds, refreshNanoseconds: event.refresh_nanoseconds,
          sequence: event.sequence, flags: PresentationFlags(rawValue: event.flags)))
    case PHW_EVENT_DISCARDED: handler(.discarded(commit: event.commit))
    case PHW_EVENT_CLOSE: handler(.close)
    case PHW_EVENT_KEY: handler(.key(event.key))
    default: break
    }
  }
}

/// `getenv`, for the error's text.
enum Environment {
  static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
