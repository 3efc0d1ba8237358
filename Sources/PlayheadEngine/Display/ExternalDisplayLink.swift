import PlayheadEvents

/// A display link driven from outside: a window's frame callbacks (`wl_surface.frame`), or a test's
/// virtual display. The engine's wish for frames comes out through `onRequest` (ask the display for
/// a frame callback); the host answers each callback with `displayDidRefresh(timestamp:targetTimestamp:)`.
///
/// One-shot like a frame callback: each refresh the engine wanted gives one tick, and the engine asks
/// again (`setRunning(true)`) while something still moves. Everything on the engine's loop.
public final class ExternalDisplayLink: DisplayLink {
  public var onTick: ((DisplayTick) -> Void)?
  public var onWakeup: (() -> Void)?
  /// Called when the engine starts wanting a frame: the host asks the display for a frame callback.
  public var onRequest: (() -> Void)?
  /// The display's refresh rate, Hz (the host sets it from the output's mode or the presentation's
  /// refresh interval).
  public var framesPerSecond: Double
  /// The engine wants a frame at the next refresh.
  public private(set) var wantsFrame = false
  public private(set) var statistics = FrameClock.Statistics()
  private var invalidated = false

  public init(framesPerSecond: Double = 60) { self.framesPerSecond = framesPerSecond }

  public var isTicking: Bool { wantsFrame }

  public func requestFrame(at now: Instant) { want() }

  /// A frame callback is asked for per frame wanted: nothing to prepare while input is awaited.
  public func setRunning(_ running: Bool, awaitingInput: Bool) {
    if running { want() } else { wantsFrame = false }
  }

  public func invalidate() {
    invalidated = true
    wantsFrame = false
  }

  /// The display is ready for a frame (a frame callback came): µs on the event clock (a
  /// `DispatchLoop` converts CLOCK_MONOTONIC with `eventTime(monotonic:)`), `timestamp` the
  /// refresh it answers, `targetTimestamp` the refresh the next frame will be shown at. Ticks the
  /// engine once if it wanted a frame; otherwise counts a spurious tick.
  public func displayDidRefresh(timestamp: Instant, targetTimestamp: Instant) {
    onWakeup?()
    guard wantsFrame else {
      statistics.spuriousTicks += 1
      return
    }
    wantsFrame = false
    statistics.ticks += 1
    statistics.frames += 1
    onTick?(DisplayTick(timestamp: timestamp, targetTimestamp: targetTimestamp))
  }

  private func want() {
    guard !wantsFrame, !invalidated else { return }
    wantsFrame = true
    onRequest?()
  }
}
