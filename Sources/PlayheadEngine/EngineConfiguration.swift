import PlayheadGestures
import PlayheadTransitions

/// What the engine runs: which transitions, bound to which gestures, with which completion, at which
/// frame rate, and what the HUD calls the input.
public struct EngineConfiguration {
  /// One transition the engine can drive and the gesture that drives it.
  public struct Slot {
    public var descriptor: TransitionDescriptor
    public var binding: GestureBinding
    public var driver: TransitionConfiguration

    public init(descriptor: TransitionDescriptor, binding: GestureBinding, driver: TransitionConfiguration) {
      self.descriptor = descriptor
      self.binding = binding
      self.driver = driver
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

  public init(
    slots: [Slot], fps: Double = 60, policy: FrameClock.Policy = .grid, source: String = "",
    slowFactor: Double = 10, startSlow: Bool = false
  ) {
    self.slots = slots
    self.fps = fps
    self.policy = policy
    self.source = source
    self.slowFactor = slowFactor
    self.startSlow = startSlow
  }
}
