import Dispatch
import PlayheadEngine

/// The HUD on a terminal: renders each frame with `HUD.render` and draws it with a `ScreenWriter`,
/// inside a `TerminalSession` that owns the keyboard and the screen modes.
public final class TerminalHUD {
  public let session: TerminalSession
  private var size: (columns: Int, rows: Int)

  public init(session: TerminalSession) {
    self.session = session
    size = session.size
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
    try session.writer.draw(HUD.render(frame, size: size))
  }

  /// Gives the terminal back (cursor, main screen, line mode).
  public func detach() { session.stop() }
}
