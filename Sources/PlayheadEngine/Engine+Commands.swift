/// The commands the HUD and the window pass on (play, reverse, slow, pause, quit — each decodes its
/// own keys with `EngineCommand(key:)`), the frame sinks, the notice row and redraws.
extension Engine {
  /// A command (a key the HUD or the window decoded, a reload): the core decides, the engine draws.
  public func handle(_ command: EngineCommand) {
    loop.assertOnLoop("Engine.handle")
    step(.command(command))
  }

  /// Shows every frame in `sink` too, after the sinks added before it. Call on the loop, or before it
  /// runs; not from inside a sink's `show`.
  public func add(_ sink: any FrameSink) {
    frameSinks = frameSinks + [sink]  // replaced whole: see `frameSinks`
  }

  /// Stops showing frames in `sink`.
  public func remove(_ sink: any FrameSink) {
    let sinks = frameSinks  // replaced whole: see `frameSinks`
    frameSinks = sinks.filter { $0 !== sink }
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
