import PlayheadEvents
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

/// One frame: an immutable snapshot of everything the HUD and the state log show at one frame time.
///
/// Built by the engine at each frame-clock tick; the layer values are the presentation values of the
/// transition's layers sampled at `time`, in `layerNames` order.
public struct Frame {
  /// Running number of the frame, from 0.
  public let seq: Int
  /// The frame time, µs on the event clock (a grid point under `--frames grid`).
  public let time: Instant
  /// What every frame of the transition shares: its name, its layers' names and hierarchy, and the
  /// input's source (Frame+Scene.swift).
  let scene: Scene
  /// The transition's direction.
  public let isDismissal: Bool
  /// The newest gesture snapshot from the recognizers (their units), nil before the first gesture.
  public let gesture: GestureSnapshot?
  /// The interaction: phase, percent, container speed and timeOffset.
  public let sample: TransitionSample
  /// The transition's duration in seconds (timeOffset runs over 0…duration).
  public let duration: Double
  /// The container's size in points (what the layers' positions are relative to).
  public let containerWidth: Double
  public let containerHeight: Double
  /// Each layer's presentation values at `time`, in `layerNames` order.
  public let layers: [LayerValues]
  /// The newest decision of the current (or just completed) transition, nil before a release.
  public let decision: Decision?
  /// Whether the completion is paused (p) and animations are slowed (s).
  public let isPaused: Bool
  public let isSlow: Bool
  /// The event time of the newest gesture event this frame shows for the first time, if any.
  public let newestEvent: Instant?
  /// When the read that delivered that event returned (the loop's clock), if known.
  public let newestRead: Instant?
  /// What the frame's own latency (its record's) measures, to its write: `event_to_frame` from
  /// `newestEvent`, or `read_to_frame` from `newestRead` where event times are not real.
  public let newestLatencyMetric: LatencyMetric
  /// Latency bookkeeping for this frame (see `LatencyRecorder`).
  public let stamp: FrameStamp
  /// The frame clock's counters when the frame was built.
  public let clock: FrameClock.Statistics
  /// The frame rate the clock runs at.
  public let fps: Double
  /// Latency percentiles so far, µs (refreshed a few times a second); nil when unknown.
  public let latency: LatencySummary?
  /// What `latency` measures: `newestLatencyMetric`'s, or `event_to_presented` once a window's frames
  /// are presented (the HUD's latency line).
  public let latencyMetric: LatencyMetric
  /// One line for the HUD under its keys: a reload's outcome (`reload failed: FILE:LINE:COLUMN: …`).
  public var notice: String?
}

// In an extension, so that the memberwise init stays for the engine: its frames share their slot's
// scene, and through this init (measured, issue 26) the optimized code built `self` in a stack variable
// and loaded it twice, a retain and release of every reference the frame holds.
extension Frame {
  /// A frame of its own, for tests and one-off frames: each call makes a new `Scene`, so frames made
  /// here share nothing, and the state log writes their layer names anew every time.
  public init(
    seq: Int, time: Instant, transition: String, isDismissal: Bool, gesture: GestureSnapshot?,
    sample: TransitionSample, duration: Double, containerWidth: Double = 320, containerHeight: Double = 568,
    layerNames: [String], layers: [LayerValues], hierarchy: LayerHierarchy? = nil, decision: Decision?,
    isPaused: Bool = false, isSlow: Bool = false, newestEvent: Instant? = nil,
    newestRead: Instant? = nil, newestLatencyMetric: LatencyMetric? = nil,
    stamp: FrameStamp = .none,
    clock: FrameClock.Statistics = .init(), fps: Double = 60, latency: LatencySummary? = nil,
    latencyMetric: LatencyMetric = .eventToFrame, source: String = ""
  ) {
    self.seq = seq
    self.time = time
    scene = Scene(
      transition: transition, layerNames: layerNames, hierarchy: hierarchy ?? .flat(layers.count),
      source: source)
    self.isDismissal = isDismissal
    self.gesture = gesture
    self.sample = sample
    self.duration = duration
    self.containerWidth = containerWidth
    self.containerHeight = containerHeight
    self.layers = layers
    self.decision = decision
    self.isPaused = isPaused
    self.isSlow = isSlow
    self.newestEvent = newestEvent
    self.newestRead = newestRead
    self.newestLatencyMetric = newestLatencyMetric ?? latencyMetric
    self.stamp = stamp
    self.clock = clock
    self.fps = fps
    self.latency = latency
    self.latencyMetric = latencyMetric
  }
}
