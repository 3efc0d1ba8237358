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

  public init(
    descriptor: TransitionDescriptor, binding: GestureBinding,
    configuration: TransitionConfiguration = TransitionConfiguration()
  )
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
    let seconds = time.seconds
    if let snapshot = recognizers.handle(event) { apply(snapshot, seconds) }
    while let snapshot = recognizers.advance(to: time) { apply(snapshot, seconds) }
    _ = driver.advance(to: seconds)
    return driver.sample(at: seconds, into: &layers).percent
  }

  /// The three parts of `step(_:)` timed apart with `clock` (ns): recognizers, interactor (binding,
  /// driver update and advance), presentation sample. Each part carries one clock read's cost.
  public mutating func stepTimed(_ event: InputEvent, clock: () -> Int64) -> (
    recognize: Int64, interact: Int64, sample: Int64
  ) {
    let time = event.time
    let seconds = time.seconds
    let t0 = clock()
    var snapshots = (
      first: recognizers.handle(event), second: GestureSnapshot?.none, third: GestureSnapshot?.none
    )
    snapshots.second = recognizers.advance(to: time)
    if snapshots.second != nil { snapshots.third = recognizers.advance(to: time) }
    let t1 = clock()
    if let s = snapshots.first { apply(s, seconds) }
    if let s = snapshots.second { apply(s, seconds) }
    if let s = snapshots.third { apply(s, seconds) }
    while let s = recognizers.advance(to: time) { apply(s, seconds) }
    _ = driver.advance(to: seconds)
    let t2 = clock()
    _ = driver.sample(at: seconds, into: &layers)
    let t3 = clock()
    return (t1 - t0, t2 - t1, t3 - t2)
  }

  /// Allocations of each part over `events` (a counter such as `AllocationCounter.current`).
  public mutating func countAllocations(_ events: [InputEvent], counter: () -> UInt64) -> (
    recognize: UInt64, interact: UInt64, sample: UInt64
  ) {
    var totals: (UInt64, UInt64, UInt64) = (0, 0, 0)
    for event in events {
      // The same three parts as `stepTimed`, counted in allocations instead of nanoseconds.
      let counts = stepTimed(event) { Int64(counter()) }
      totals.0 += UInt64(counts.recognize)
      totals.1 += UInt64(counts.interact)
      totals.2 += UInt64(counts.sample)
    }
    return totals
  }

  @inline(__always)
  mutating func apply(_ snapshot: GestureSnapshot, _ seconds: Double) {
    guard binding.matches(snapshot) else { return }
    let mapped = binding.map(snapshot, container: container, fullTravelPoints: fullTravelPoints)
    _ = driver.handle(mapped, at: seconds)
  }
}
