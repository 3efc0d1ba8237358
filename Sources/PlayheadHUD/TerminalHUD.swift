import Dispatch
import Glibc
import PlayheadEngine

/// The HUD on a terminal: renders each frame with a `HUDRenderer` and draws it with a `ScreenWriter`,
/// inside a `TerminalSession` that owns the keyboard and the screen modes. Its keys become the engine's
/// commands here (`EngineCommand(key:)`): the engine never sees a byte.
public final class TerminalHUD: FrameSink {
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

  /// Takes the terminal and shows `engine`'s frames; keys and resizes arrive on `queue`, each key
  /// decoded into a command for `engine` (q quits, space plays, r reverses, s slows, p pauses).
  public func attach(to engine: Engine, queue: DispatchQueue) throws(OutputError) {
    try session.start(queue: queue) { [unowned self, unowned engine] event in
      switch event {
      case .key(let byte):
        if let command = EngineCommand(key: byte) { engine.handle(command) }
      case .resize:
        self.size = self.session.size
        engine.redraw()
      case .inputClosed: engine.stop(.terminalClosed)
      }
    }
    engine.add(self)
  }

  /// Draws one frame; returns the bytes written.
  public func show(_ frame: Frame) throws(OutputError) -> Int {
    renderer.render(frame, size: size)
    return try session.writer.draw(renderer.grid)
  }

  /// Gives the terminal back (cursor, main screen, line mode).
  public func detach() { session.stop() }
}
