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
    case .pan(let travel):
      guard binding.kind != .pinch else { return "\(refused), which a pinch does not move; give a swipe" }
      guard let direction = binding.direction else { return nil }
      // A swipe along one axis, as check refuses it in a file.
      switch (travel.axis, direction.axis) {
      case (.y, .horizontal):
        return "\(refused), along y, which a swipe \(direction) does not move; give up or down"
      case (.x, .vertical):
        return "\(refused), along x, which a swipe \(direction) does not move; give left or right"
      default:
        return nil
      }
    }
  }
}
