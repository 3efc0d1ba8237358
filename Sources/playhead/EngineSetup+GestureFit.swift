import PlayheadEvents
import PlayheadGestures
import PlayheadTransitions

extension EngineSetup {
  /// Why a `--gesture` cannot move `descriptor`'s percent, as `check` refuses the same pair in a
  /// transition file; nil when it can. Accepted, a swipe down on a mapping along x never moves.
  static func gestureRefusal(_ text: String, _ binding: GestureBinding, for descriptor: TransitionDescriptor)
    -> String?
  {
    let mapping = descriptor.percentMapping
    let refused = "--gesture \(text) cannot drive \(descriptor.name): its percent is \(mapping.summary)"
    switch mapping {
    case .pinch:
      guard binding.kind != .pinch else { return nil }
      return "\(refused), which a \(binding.kind) does not change; give pinch:N"
    case .verticalPan, .anyPan, .horizontalPan, .slide, .pan:
      guard binding.kind != .pinch else { return "\(refused), which a pinch does not move; give a swipe" }
      guard let direction = binding.direction else { return nil }
      switch (mapping, direction.axis) {
      case (.verticalPan, .horizontal):
        return "\(refused), along y, which a swipe \(direction) does not move; give up or down"
      case (.horizontalPan, .vertical), (.slide, .vertical):
        return "\(refused), along x, which a swipe \(direction) does not move; give left or right"
      // A file's swipe (distance: width/height on any axis) along one axis, as check refuses it.
      case (.pan(let travel), .horizontal) where travel.axis == .y:
        return "\(refused), along y, which a swipe \(direction) does not move; give up or down"
      case (.pan(let travel), .vertical) where travel.axis == .x:
        return "\(refused), along x, which a swipe \(direction) does not move; give left or right"
      default:
        return nil
      }
    }
  }
}
