import PlayheadGestures
import PlayheadTransitions

/// What the engine runs: which transitions, bound to which gestures, with which completion, at which
/// frame rate, and what the HUD calls the input.
public struct EngineConfiguration {
  /// One transition the engine can drive and the gesture that drives it.
  public struct Slot {
    public var descriptor: TransitionDescriptor
    /// The gesture that presents, and the one that dismisses (flip: down, then up).
    public var binding: GestureBinding
    public var dismissalBinding: GestureBinding
    public var driver: TransitionConfiguration

    /// - Parameter dismissalBinding: nil: `binding` with its direction reversed.
    public init(
      descriptor: TransitionDescriptor, binding: GestureBinding, dismissalBinding: GestureBinding? = nil,
      driver: TransitionConfiguration
    ) {
      self.descriptor = descriptor
      self.binding = binding
      // The same gesture the other way (a pinch or an undirected swipe stays as it is).
      var reversed = binding
      reversed.direction = binding.direction?.reversed
      self.dismissalBinding = dismissalBinding ?? reversed
      self.driver = driver
    }

    /// The transition's own dismissal gesture at `binding`'s travel and unit: how a slot dismisses
    /// unless a gesture was chosen for it (then `binding` runs reversed). The one place of this rule.
    public static func dismissalBinding(of descriptor: TransitionDescriptor, beside binding: GestureBinding)
      throws(GestureBindingError) -> GestureBinding
    {
      var dismissal = try GestureBinding(parsing: descriptor.dismissalGesture)
      dismissal.travel = binding.travel
      dismissal.millimetresPerUnit = binding.millimetresPerUnit
      return dismissal
    }
  }

  /// The transitions, first one shown at start; a gesture that begins while nothing runs picks the
  /// first slot whose binding matches it.
  public var slots: [Slot]
  public var fps: Double
  public var policy: FrameClock.Policy
  /// Where the input comes from, shown in the HUD's title.
  public var source: String
  /// The slow-animations factor `s` toggles (the iOS Simulator's is 10).
  public var slowFactor: Double
  /// Start with slow animations on.
  public var startSlow: Bool
  /// The recognizers' options (units, dead zone, axis lock, finger filter).
  public var gestureOptions: GestureOptions
  /// The latency the HUD shows: `event_to_frame`, or `read_to_frame` under the umockdev testbed,
  /// whose event times are the events file's, not the moments the events arrive.
  public var hudLatency: LatencyMetric = .eventToFrame
  /// Frames will be presented (a window): each frame's log record is held until
  /// `Engine.framePresented(seq:at:refresh:flags:)` or `frameDiscarded(seq:)` tells its fate, and the
  /// latency stages to presentation are recorded. Off, the log is written as each frame is built.
  public var awaitsPresentation = false
  /// Frames (and the log records behind them) held at once while awaiting presentation; beyond it the
  /// oldest is written without its presentation.
  public var presentationCapacity = 64
  /// A frame built for a target time ahead of the newest event shows the gesture extrapolated to that
  /// time (`GesturePredictor`, at most 8 ms ahead), without changing the transition's state.
  public var predictsToTarget = false

  public init(
    slots: [Slot], fps: Double = 60, policy: FrameClock.Policy = .grid, source: String = "",
    slowFactor: Double = 10, startSlow: Bool = false, gestureOptions: GestureOptions = GestureOptions()
  ) {
    self.slots = slots
    self.fps = fps
    self.policy = policy
    self.source = source
    self.slowFactor = slowFactor
    self.startSlow = startSlow
    self.gestureOptions = gestureOptions
  }
}
