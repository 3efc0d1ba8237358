import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadTiming
import PlayheadTransitions

/// The keys the HUD passes on (play, reverse, slow, pause), the notice row and redraws.
extension Engine {
  /// A key from the terminal: q quits, space plays, r reverses, s slows, p pauses. Returns whether it
  /// was one of them.
  @discardableResult
  public func key(_ byte: UInt8) -> Bool {
    loop.assertOnLoop("Engine.key")
    guard isRunning else { return false }
    switch byte {
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4:
      stop(.quit)
    case UInt8(ascii: " "):
      perform(drivers[active].trigger(at: nowSeconds), at: loop.now)
    case UInt8(ascii: "r"), UInt8(ascii: "R"):
      drivers[active].reverseDirection()
    case UInt8(ascii: "s"), UInt8(ascii: "S"):
      isSlow.toggle()
      applySlowFactor()
    case UInt8(ascii: "p"), UInt8(ascii: "P"):
      perform(drivers[active].togglePause(at: nowSeconds), at: loop.now)
    default:
      return false
    }
    if isRunning { stateChanged() }
    return true
  }

  /// Gives every resting transition the current slow-animations factor; a running one gets it when it
  /// comes to rest (the driver takes its configuration at creation).
  func applySlowFactor() {
    let factor = isSlow ? configuration.slowFactor : 1
    for i in drivers.indices
    where drivers[i].configuration.slowAnimationFactor != factor && drivers[i].phase == .idle {
      var c = drivers[i].configuration
      c.slowAnimationFactor = factor
      if let rebuilt = try? TransitionDriver(descriptor: drivers[i].descriptor, configuration: c) {
        drivers[i] = rebuilt
      }
    }
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
