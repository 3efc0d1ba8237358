import PlayheadTiming
import PlayheadTransitions

/// A transition as a transition file describes it: everything a catalogue entry has, checked and
/// ready to build a `TransitionDescriptor` whose animator is a `DefinedAnimator`.
public struct TransitionDefinition: Sendable, Hashable {
  /// How the dismissal (the reverse direction) plays.
  public enum Dismissal: Sendable, Hashable {
    /// The presentation's animations again (the fade, the pop).
    case same
    /// From the presentation's end state back to its start (the slide family).
    case reverse
    /// Its own setup and animations (the flip, whose angles change sign).
    case own(Play)
  }

  /// Model values set before the animations, and the animations.
  public struct Play: Sendable, Hashable {
    public var set: [PropertyChange]
    public var animations: [AnimationBlock]
  }

  public var name: String
  public var seed: String
  public var summary: String
  /// `transitionDuration`, seconds.
  public var duration: Double
  /// The curve as written (`easeInEaseOut`, `cubic-bezier(0.2, 0, 0, 1)`).
  public var curveName: String
  /// The default curve of every animation block.
  public var curve: TimingFunction
  /// The container size the file was written for (nil: Playhead's, 320 × 568 unless told).
  public var containerSize: ContainerSize?
  /// The container's sublayer perspective.
  public var m34: ValueExpression
  /// The container's whole sublayerTransform, 16 entries row by row, when the file gives one (then
  /// `m34` is 0 and unused).
  public var sublayerTransform: [ValueExpression]? = nil
  /// Every layer but the container, as declared.
  public var layers: [LayerDefinition]
  /// The from and to roles of the presentation.
  public var fromName: String
  public var toName: String
  public var presentation: Play
  public var dismissal: Dismissal
  /// The dismissal swaps the roles (anchoring, then resetting).
  public var swapsRolesOnDismissal: Bool
  /// The gesture, in `GestureBinding` syntax, for the presentation and the dismissal.
  public var gesture: String
  public var dismissalGesture: String
  /// Millimetres of finger travel for percent 1 (`--distance`), when the file says.
  public var travelMillimetres: Double?
  public var percentMapping: PercentMapping
  public var rule: DecisionRule
  /// How a release completes, when the file says (else the command's options).
  public var completion: CompletionDefinition
  /// Ends a release with the built-in physics (`dynamic: MEDynamicTransition`).
  public var usesDynamics: Bool
  /// The values that name the container's size, where they are written (`problems(in:file:)`).
  public var sizedValues: [SizedValue] = []
  /// What `check` prints as `FILE:LINE:COLUMN: warning: …` without refusing the file (overlapping
  /// blocks whose composition surprises).
  public var warnings: [TransitionFileError.Problem] = []

  /// The names of the container's sublayers, back to front: the layers the context creates.
  public var containerLayerNames: [String] { layers.filter { $0.parent == nil }.map(\.name) }
}

/// The completion section: each field nil when the file leaves it to the command line.
public struct CompletionDefinition: Sendable, Hashable {
  public var mode: CompletionAnimation.Mode?
  public var curve: TimingFunction?
  public var speed: Double?
  public var spring: Spring?
  public var velocityWins: Bool?
  public var flickVelocity: Double?

  public init() {}

  /// `configuration` with the file's choices in place.
  public func applied(to configuration: TransitionConfiguration) -> TransitionConfiguration {
    var c = configuration
    if let mode { c.completion = mode }
    if let curve { c.completionCurve = curve }
    if let speed { c.completionSpeed = speed }
    if let spring { c.spring = spring }
    if let velocityWins { c.velocityWins = velocityWins }
    if let flickVelocity { c.flickVelocity = flickVelocity }
    return c
  }
}
