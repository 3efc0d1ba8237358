import PlayheadEvents
import PlayheadTiming
import PlayheadTransitions

extension Engine {
  // MARK: Frames

  func stateChanged() {
    displayLink.requestFrame(at: loop.now)
  }

  /// The display link woke the loop (a timer firing, a frame callback).
  func displayWoke() {
    guard isRunning else { return }
    recorder?.timerFired()
  }

  /// One tick: the core moves the transition on and asks for the frame at the tick's target time.
  func displayTick(_ tick: DisplayTick) {
    guard isRunning else { return }
    var actions = core.handle(.tick(target: tick.targetTimestamp), at: loop.now)
    _ = perform(&actions, deadline: tick.timestamp)
    // At rest once the link stopped: the core applies what waited for it, after the frame.
    guard isRunning, !displayLink.isTicking else { return }
    actions = core.handle(.displayLinkStopped, at: loop.now)
    _ = perform(&actions)
  }

  func emitFrame(at frameTime: Instant, deadline: Instant) {
    // Measured hot path (issue 13): sampling every layer and building the frame was a fifth of a
    // streamed replay's time when nothing would read the result.
    if !buildsUnread && frameSinks.isEmpty && log == nil && recorder == nil {
      framesBuilt += 1
      pendingNewestEvent = nil
      pendingNewestRead = nil
      return
    }
    let start = stampClock()
    var stamp =
      recorder?.frameBegan(deadline: deadline.nanoseconds &+ (start &- loop.now.nanoseconds), at: start)
      ?? .none
    bufferIndex ^= 1
    let active = core.active
    // A reloaded slot may have more layers than the buffers were made for.
    let scene = core.scenes[active]
    if buffers[bufferIndex].count < scene.layerNames.count {
      buffers[bufferIndex] = [LayerValues](repeating: LayerValues(), count: scene.layerNames.count)
    }
    let sample: TransitionSample
    if core.configuration.predictsToTarget, var predicted = predictedDriver(for: frameTime) {
      sample = Engine.sample(&predicted, at: frameTime.seconds, into: &buffers[bufferIndex])
    } else {
      // Sampled through an in-place access: a plain read of `drivers[active]` beside the `inout` buffer
      // copies the whole driver (a retain and release of every reference it holds) every frame.
      sample = Engine.sample(
        &core.drivers[active], at: frameTime.seconds, into: &buffers[bufferIndex])
    }
    if framesBuilt % 15 == 0, let recorder { refreshLatency(recorder) }
    let duration = core.durations[active]
    let container = core.container
    let frame = Frame(
      seq: framesBuilt, time: frameTime, scene: scene, isDismissal: core.drivers[active].isDismissal,
      gesture: core.lastGesture, sample: sample, duration: duration,
      containerWidth: container.width, containerHeight: container.height, layers: buffers[bufferIndex],
      decision: core.decision, isPaused: core.isPaused, isSlow: core.isSlow,
      newestEvent: pendingNewestEvent, newestRead: pendingNewestRead,
      newestLatencyMetric: core.configuration.hudLatency, stamp: stamp,
      clock: displayLink.statistics, fps: displayLink.framesPerSecond, latency: latencyCache,
      latencyMetric: latencyCacheMetric, notice: notice)
    framesBuilt += 1
    pendingNewestEvent = nil
    pendingNewestRead = nil
    recorder?.frameBuilt(&stamp, at: stampClock())
    // Registered before the sink runs: the sink may commit the frame at once.
    presentations.add(seq: frame.seq, stamp: stamp)
    var bytes = 0
    // By index, re-reading the count: an iterator would copy (retain) the array every frame, and a
    // sink may remove itself.
    var i = 0
    while i < frameSinks.count {
      do throws(OutputError) {
        bytes += try frameSinks[i].show(frame)
      } catch {
        stop(.outputFailed(error))
        return
      }
      i += 1
    }
    if let log {
      let before = log.bytesLogged
      log.frame(frame, writtenAt: loop.now)
      bytes += log.bytesLogged - before
      if checkLog() { return }
    }
    recorder?.frameWritten(stamp, at: stampClock(), bytes: bytes)
    // Moved, not copied, into the cell (measured, issue 26): a copy retained every reference the frame
    // holds, and released them again.
    newestFrame.replace(with: consume frame)
  }

  /// The HUD's latency figure: the configured metric, or event → presented once frames are presented.
  func refreshLatency(_ recorder: LatencyRecorder) {
    if configuration.hudLatency == .eventToFrame, recorder.count(.eventToPresented) > 0 {
      latencyCacheMetric = .eventToPresented
    }
    latencyCache = recorder.summary(latencyCacheMetric)
  }

  @inline(__always)
  static func sample(_ driver: inout TransitionDriver, at time: Double, into layers: inout [LayerValues])
    -> TransitionSample
  {
    driver.sample(at: time, into: &layers)
  }
}
