import Dispatch
import Glibc
import PlayheadEngine

/// The HUD on a terminal: renders each frame with a `HUDRenderer` and draws it with a `ScreenWriter`,
/// inside a `TerminalSession` that owns the keyboard and the screen modes.
public final class TerminalHUD {
  public let session: TerminalSession
  private var size: (columns: Int, rows: Int)
  private var renderer: HUDRenderer

  /// - Parameter capabilities: colour and Unicode, by default as the environment says (`NO_COLOR`,
  ///   `TERM`, the locale).
  public init(session: TerminalSession, capabilities: TerminalCapabilities? = nil) {
    self.session = session
    size = session.size
    renderer = HUDRenderer(
      capabilities: capabilities ?? TerminalCapabilities(environment: TerminalHUD.variable))
  }

  /// One environment variable (`getenv`).
  static func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  /// Whether the terminal draws the layer view beside the text (false with `--window`, which draws the
  /// layers in pixels: the terminal keeps the text column).
  public var drawsLayerView: Bool {
    get { renderer.drawsLayerView }
    set { renderer.drawsLayerView = newValue }
  }

  /// Takes the terminal; keys and resizes arrive on `queue` and go to `engine`.
  public func attach(to engine: Engine, queue: DispatchQueue) throws(OutputError) {
    try session.start(queue: queue) { [unowned self, unowned engine] event in
      switch event {
      case .key(let byte): engine.key(byte)
      case .resize:
        self.size = self.session.size
        engine.redraw()
      case .inputClosed: engine.stop(.terminalClosed)
      }
    }
    engine.frameSink = { [unowned self] (frame: Frame) throws(OutputError) -> Int in
      try self.show(frame)
    }
  }

  /// Draws one frame; returns the bytes written.
  public func show(_ frame: Frame) throws(OutputError) -> Int {
    renderer.render(frame, size: size)
    return try session.writer.draw(renderer.grid)
  }

  /// Gives the terminal back (cursor, main screen, line mode).
  public func detach() { session.stop() }
}
