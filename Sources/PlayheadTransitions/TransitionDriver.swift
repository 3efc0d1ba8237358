import PlayheadGestures
import PlayheadTiming

/// The engine's façade: one transition of the catalogue driven by gesture snapshots (in container
/// points), keys and the clock, as a value-type state machine that returns actions.
///
/// Stages: `idle` → `interactive` (a gesture began) → `completing` (released: finishing or cancelling)
/// → `idle`; or `idle` → `playing` (a key) → `idle`. A gesture that begins during `completing` or
/// `playing` grabs the timeline where it is. The watchdog is an event of `advance(to:)` and of every
/// call: an interactive transition with no update for `watchdogTimeout` seconds is cancelled.
/// Time never goes backwards: an earlier time counts as the latest one seen; NaN or infinite times
/// are ignored. Updating and sampling allocate nothing.
public struct TransitionDriver: Sendable {
  /// The driver's named stages.
  enum Stage: Sendable, Hashable {
    case idle, interactive, completing, playing
  }

  /// The catalogue entry this driver runs.
  public let descriptor: TransitionDescriptor
  /// The options it was made with; `isDismissal` and `slowAnimationFactor` change as it runs.
  public internal(set) var configuration: TransitionConfiguration
  /// The current (or last) transition's context: its layers and completion.
  public internal(set) var context: TransitionContext
  /// The interactor, present only while a gesture drives (or drove) the current transition.
  public internal(set) var interactor: PercentDrivenInteractor?
  /// The latest decision.
  public internal(set) var lastDecision: Decision?
  /// Completed transitions so far.
  public internal(set) var completedCount = 0

  var coordinator: TransitionCoordinator
  var animator: any Animator
  var policy: DecisionPolicy
  var stage: Stage = .idle
  /// The key-triggered run, while `playing`.
  var play: CompletionAnimation?
  /// Latest time seen (the event clock never runs backwards here).
  var clock = -Double.infinity
  /// Time of the latest gesture update (for the watchdog).
  var lastUpdate = 0.0
  /// The direction the percent grows along, latched from the last travel.
  var axis: Vector2
  /// For a grabbed timeline: the percent grabbed and the gesture's signed travel when it grabbed.
  var grab: (base: Double, origin: Double)?
  /// When the completion was paused.
  var pausedAt: Double?
  /// The context needs rebuilding before the next transition starts.
  var contextIsSpent = false
  /// Both directions built once (nil where building failed): starting a transition copies one.
  var prepared: (presentation: PreparedTransition?, dismissal: PreparedTransition?)

  /// A driver for `descriptor`, idle, showing the transition's first frame. Throws for a container
  /// size that is not positive and finite.
  public init(descriptor: TransitionDescriptor, configuration: TransitionConfiguration = TransitionConfiguration())
    throws(TimingError)
  {
    let size = configuration.container
    guard size.width.isFinite && size.width > 0 else {
      throw .outOfRange(parameter: "container width", value: size.width, range: "(0, ∞)")
    }
    guard size.height.isFinite && size.height > 0 else {
      throw .outOfRange(parameter: "container height", value: size.height, range: "(0, ∞)")
    }
    self.descriptor = descriptor
    self.configuration = configuration
    coordinator = TransitionCoordinator(descriptor: descriptor, configuration: configuration)
    animator = coordinator.animationController(isDismissal: configuration.isDismissal)
    context = try coordinator.makeContext(animator: animator, isDismissal: configuration.isDismissal, isInteractive: false)
    let current = PreparedTransition(animator: animator, context: context)
    let otherAnimator = coordinator.animationController(isDismissal: !configuration.isDismissal)
    let other = (try? coordinator.makeContext(
      animator: otherAnimator, isDismissal: !configuration.isDismissal, isInteractive: false))
      .map { PreparedTransition(animator: otherAnimator, context: $0) }
    prepared = configuration.isDismissal ? (other, current) : (current, other)
    policy = Self.policy(for: descriptor, configuration)
    axis = descriptor.interaction.defaultAxis(direction: configuration.isDismissal ? -1 : 1)
  }

  /// The release rule with the configuration's overrides (the dynamic transition keeps its own).
  static func policy(for descriptor: TransitionDescriptor, _ configuration: TransitionConfiguration) -> DecisionPolicy {
    var rule = descriptor.rule
    if descriptor.kind != .dynamic, let threshold = configuration.threshold, threshold.isFinite {
      switch rule {
      case .projectedAhead(let horizon, _): rule = .projectedAhead(horizon: horizon, threshold: threshold)
      case .threshold, .releaseDirection: rule = .threshold(threshold)
      }
    }
    let velocityWins = configuration.velocityWins && descriptor.kind != .dynamic
    return DecisionPolicy(rule: rule, velocityWins: velocityWins, flickVelocity: configuration.flickVelocity)
  }

  // MARK: State

  /// True for a dismissal (the reverse direction); flips after every finished transition.
  public var isDismissal: Bool { configuration.isDismissal }

  /// The animator's duration, seconds.
  public var duration: Double { animator.transitionDuration(using: context) }

  /// True while something moves or may need the watchdog: interactive, or completing and not paused.
  public var needsFrames: Bool {
    switch stage {
    case .idle: return false
    case .interactive: return true
    case .completing, .playing: return pausedAt == nil
    }
  }

  /// The phase the log and HUD show.
  public var phase: TransitionPhase {
    switch stage {
    case .idle: return .idle
    case .interactive: return .interactive
    case .playing: return .finishing
    case .completing:
      if case .cancelling? = interactor?.state { return .cancelling }
      return .finishing
    }
  }

  /// The event-clock time at which the watchdog fires, while interactive.
  public var watchdogDeadline: Double? {
    stage == .interactive ? lastUpdate + configuration.watchdogTimeout : nil
  }

  /// The layer names, in the order `sample(at:into:)` fills them.
  public var layerNames: [String] { context.layers.layers.map(\.name) }

  /// Percent complete at `time` (0 when idle).
  public func percent(at time: Double) -> Double {
    let t = pausedAt ?? time
    switch stage {
    case .idle: return 0
    case .interactive, .completing: return interactor?.percent(at: t) ?? 0
    case .playing: return play?.percent(at: t) ?? 0
    }
  }

  /// Samples the interaction state and every layer's presentation values at `time` into `layers`
  /// (resized to `layerNames.count` if needed; allocation-free once it has that size).
  public func sample(at time: Double, into layers: inout [LayerValues]) -> TransitionSample {
    let t = time.isFinite ? time : (clock.isFinite ? clock : 0)
    let p = percent(at: t)
    let d = duration
    let speed: Double
    switch stage {
    case .idle: speed = 1
    case .interactive: speed = 0
    case .completing: speed = pausedAt == nil ? (interactor?.speed(at: t) ?? 0) : 0
    case .playing: speed = pausedAt == nil ? 1 / configuration.effectiveSlowFactor : 0
    }
    let local = stage == .idle ? 0 : d * p
    context.layers.presentation(at: local, into: &layers)
    return TransitionSample(
      transition: descriptor.name, phase: phase, percent: p, speed: speed, timeOffset: local, duration: d,
      isDismissal: isDismissal, isInteractive: interactor != nil && stage != .idle, isPaused: pausedAt != nil)
  }
}
