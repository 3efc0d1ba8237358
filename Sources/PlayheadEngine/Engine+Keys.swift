import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadTiming
import PlayheadTransitions

/// The commands the HUD and the window pass on (play, reverse, slow, pause, quit), the notice row and
/// redraws.
extension Engine {
  /// A key from the terminal: q quits, space plays, r reverses, s slows, p pauses
  /// (`EngineCommand(key:)`). Returns whether it was one of them.
  @discardableResult
  public func key(_ byte: UInt8) -> Bool {
    loop.assertOnLoop("Engine.key")
    guard isRunning, let command = EngineCommand(key: byte) else { return false }
    handle(command)
    return true
  }

  /// A command (a key the HUD or the window decoded, a reload): the core decides, the engine draws.
  public func handle(_ command: EngineCommand) {
    loop.assertOnLoop("Engine.handle")
    guard isRunning else { return }
    if perform(core.handle(.command(command), at: loop.now)), isRunning { stateChanged() }
  }

  /// Keeps `text` on the HUD's notice row until a reload's outcome replaces it (`live`: the desktop's
  /// gestures that collide with Playhead's). Call on the loop, or before it runs.
  public func show(notice text: String) { notice = text }

  /// Draws the newest state again at once (after a resize), without advancing anything.
  public func redraw() {
    loop.assertOnLoop("Engine.redraw")
    guard isRunning else { return }
    emitFrame(at: loop.now, deadline: loop.now)
  }
}
