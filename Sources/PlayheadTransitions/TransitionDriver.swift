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
  /// The current (or last) gesture as release policies read it: its percent at each event.
  public internal(set) var track = GestureTrack()

  var transitioningDelegate: TransitioningDelegate
  var animator: any Animator
  var policy: DecisionPolicy
  var stage: Stage = .idle
  /// Latest time seen (the event clock never runs backwards here).
  var clock = -Double.infinity
  /// Time of the latest gesture update (for the watchdog).
  var lastUpdate = 0.0
  /// The direction the percent grows along, latched from the last travel.
  var axis: Vector2
  /// For a grabbed timeline: the percent grabbed and the gesture's signed travel when it grabbed.
  var grab: (base: Double, origin: Double)?
  /// When the completion or key play was paused (the container is frozen by QA1673 meanwhile).
  var pausedAt: Double?
  /// The event-clock time the display link last set the container's timing for, during a completion:
  /// the engine's frame advances then samples at one time, and the curve is solved once for both.
  var containerDrivenAt = -Double.infinity
  /// The context needs rebuilding before the next transition starts.
  var contextIsSpent = false
  /// The context's layers are a prepared transition's (so its settled trees apply when it ends).
  var contextIsPrepared = false
  /// Both directions built once (nil where building failed): starting a transition copies one.
  var prepared: (presentation: PreparedTransition?, dismissal: PreparedTransition?)
  /// The next transition's context, made ready at rest beside the spent one (`prepareNextContext()`),
  /// with storage of its own; a start swaps it in.
  var spare: TransitionContext
  /// The direction `spare` is ready for (its `isDismissal`); nil when it is not ready.
  var spareDirection: Bool?

  /// A driver for `descriptor`, idle, showing the transition's first frame. Throws for a container
  /// size that is not positive and finite.
  public init(
    descriptor: TransitionDescriptor, configuration: TransitionConfiguration = TransitionConfiguration()
  )
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
    transitioningDelegate = TransitioningDelegate(descriptor: descriptor, configuration: configuration)
    animator = transitioningDelegate.animationController(isDismissal: configuration.isDismissal)
    context = try Self.readyContext(
      transitioningDelegate, animator: animator, isDismissal: configuration.isDismissal)
    spare = context
    let current = PreparedTransition(animator: animator, context: context)
    let otherAnimator = transitioningDelegate.animationController(isDismissal: !configuration.isDismissal)
    let other =
      (try? Self.readyContext(
        transitioningDelegate, animator: otherAnimator, isDismissal: !configuration.isDismissal))
      .map { PreparedTransition(animator: otherAnimator, context: $0) }
    prepared = configuration.isDismissal ? (other, current) : (current, other)
    // The driver's context gets storage of its own: the container's timing changes in place every
    // frame, which would otherwise copy the tree it shares with the prepared transition.
    context.layers.makeStorageUnique()
    spare.layers.makeStorageUnique()
    contextIsPrepared = true
    policy = Self.policy(for: descriptor, configuration)
    axis = descriptor.percentMapping.defaultAxis(direction: configuration.isDismissal ? -1 : 1)
  }

  /// A context with the animator's animations in place and the container frozen at its start
  /// (`speed = 0`, `timeOffset = 0`): the transition's first frame, until something moves it.
  static func readyContext(
    _ transitioningDelegate: TransitioningDelegate, animator: any Animator, isDismissal: Bool
  )
    throws(TimingError) -> TransitionContext
  {
    var context = try transitioningDelegate.makeContext(
      animator: animator, isDismissal: isDismissal, isInteractive: false)
    context.updateInteractiveTransition(0)
    return context
  }

  /// The release rule with the configuration's overrides (the dynamic transition keeps its own).
  static func policy(for descriptor: TransitionDescriptor, _ configuration: TransitionConfiguration)
    -> DecisionPolicy
  {
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

  /// A completion or key play stopped by p (`togglePause`), waiting for the second p.
  public var isPaused: Bool { pausedAt != nil }

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

  /// The event-clock time at which the watchdog fires, while interactive; nil when it is off (a
  /// timeout of 0, below 0, ∞ or NaN), so that no timer is armed for a watchdog that never fires.
  public var watchdogDeadline: Double? {
    stage == .interactive && configuration.watchdogIsOn ? lastUpdate + configuration.watchdogTimeout : nil
  }

  /// The layer names, in the order `sample(at:into:)` fills them.
  public var layerNames: [String] { context.layers.layers.map(\.name) }

  /// Percent complete at `time` (0 when idle): the container layer's local time at `time` over the
  /// duration, with the container's timing as the display link sets it at `time` during a completion.
  public func percent(at time: Double) -> Double {
    Self.percent(at: time, stage: stage, pausedAt: pausedAt, interactor: interactor, context: context)
  }

  /// `percent(at:)`'s rule on the parts it reads, so a mutating handler (a re-grab) applies it to its
  /// own state without copying the driver (measured, issue 26: calling `percent(at:)` there did).
  @inline(__always)
  static func percent(
    at time: Double, stage: Stage, pausedAt: Double?, interactor: PercentDrivenInteractor?,
    context: TransitionContext
  ) -> Double {
    switch stage {
    case .idle: return 0
    case .interactive, .playing: return context.percent(at: time)
    case .completing:
      if pausedAt == nil, let percent = interactor?.percent(at: time, in: context) { return percent }
      return context.percent(at: time)
    }
  }

  /// Samples the interaction state and every layer's presentation values at `time` into `layers`
  /// (resized to `layerNames.count` if needed; allocation-free once it has that size).
  ///
  /// During a completion the display link's work for `time` is done first (the container's
  /// timeOffset set along the completion); then the tree is sampled at `time` through every layer's
  /// media timing, and the percent, speed and timeOffset are read from the container layer.
  public mutating func sample(at time: Double, into layers: inout [LayerValues]) -> TransitionSample {
    let t = time.isFinite ? time : (clock.isFinite ? clock : 0)
    if stage == .completing && pausedAt == nil && containerDrivenAt != t {
      interactor?.drive(&context, at: t)
      containerDrivenAt = t
    }
    // The container's local time comes from the sample (measured, issue 26): `context.percent(at:)`
    // walked the tree for it again.
    let containerTime = context.layers.presentation(at: t, into: &layers, localTimeOf: context.container)
    let timing = context.containerTiming
    let p = stage == .idle ? 0 : TransitionContext.fraction(containerTime, of: context.transitionDuration)
    return TransitionSample(
      transition: descriptor.name, phase: phase, percent: p, speed: timing.speed,
      timeOffset: timing.timeOffset,
      duration: duration, isDismissal: isDismissal, isInteractive: interactor != nil && stage != .idle,
      isPaused: pausedAt != nil)
  }
}
