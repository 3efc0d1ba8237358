import PlayheadEvents
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

/// The pure per-event path the engine runs — recognizers → binding → TransitionDriver → presentation
/// sample — without queues, logs or output, so its cost per event can be timed alone (`engine_cost`).
///
/// `step(_:)` allocates nothing: the layer buffer is sized in `init`.
public struct EngineCostProbe {
  public var recognizers: GestureRecognizers
  public let binding: GestureBinding
  public var driver: TransitionDriver
  public let fullTravelPoints: Double
  public let container: (width: Double, height: Double)
  var layers: [LayerValues]

  public init(descriptor: TransitionDescriptor, binding: GestureBinding, configuration: TransitionConfiguration = TransitionConfiguration())
    throws
  {
    recognizers = GestureRecognizers()
    self.binding = binding
    driver = try TransitionDriver(descriptor: descriptor, configuration: configuration)
    fullTravelPoints = descriptor.fullTravelPoints
    container = (configuration.container.width, configuration.container.height)
    layers = [LayerValues](repeating: LayerValues(), count: max(1, driver.layerNames.count))
  }

  /// One event through the whole pure path; returns the percent sampled (so the work cannot be elided).
  @inline(__always)
  public mutating func step(_ event: InputEvent) -> Double {
    let time = event.time
    let seconds = Double(time) / 1_000_000
    if let snapshot = recognizers.handle(event) { apply(snapshot, seconds) }
    while let snapshot = recognizers.advance(to: time) { apply(snapshot, seconds) }
    _ = driver.advance(to: seconds)
    return driver.sample(at: seconds, into: &layers).percent
  }

  @inline(__always)
  mutating func apply(_ snapshot: GestureSnapshot, _ seconds: Double) {
    guard binding.matches(snapshot) else { return }
    let mapped = binding.map(snapshot, container: container, fullTravelPoints: fullTravelPoints)
    _ = driver.handle(mapped, at: seconds)
  }
}
