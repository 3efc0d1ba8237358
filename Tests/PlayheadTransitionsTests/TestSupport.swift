import Foundation
import PlayheadEvents
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitionFile
import Testing

@testable import PlayheadTransitions

/// Independent reference math: never calls the code under test.
enum Reference {
  /// A cubic Bézier easing y(x) through (0,0), (c1x,c1y), (c2x,c2y), (1,1), solved by plain bisection
  /// on x(t) = 3(1−t)²t·c1x + 3(1−t)t²·c2x + t³ (monotonic for x control points in [0, 1]).
  static func bezier(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let t = (lo + hi) / 2
      let xt = 3 * (1 - t) * (1 - t) * t * c1x + 3 * (1 - t) * t * t * c2x + t * t * t
      if xt < x { lo = t } else { hi = t }
    }
    let t = (lo + hi) / 2
    return 3 * (1 - t) * (1 - t) * t * c1y + 3 * (1 - t) * t * t * c2y + t * t * t
  }

  /// easeInEaseOut (0.42, 0, 0.58, 1).
  static func easeInEaseOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, x) }
  /// easeIn (0.42, 0, 1, 1).
  static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, x) }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// A pan snapshot in container points.
func pan(
  _ state: RecognizerState, x: Double = 0, y: Double = 0, vx: Double = 0, vy: Double = 0,
  cancelled: Bool = false
) -> GestureSnapshot {
  GestureSnapshot(
    kind: .swipe, fingers: 3, state: state, time: 0, translation: Vector2(x: x, y: y),
    velocity: Vector2(x: vx, y: vy), libinputCancelled: cancelled)
}

/// A pinch snapshot.
func pinch(_ state: RecognizerState, scale: Double, velocity: Double = 0, cancelled: Bool = false)
  -> GestureSnapshot
{
  GestureSnapshot(
    kind: .pinch, fingers: 2, state: state, time: 0, scale: scale, scaleVelocity: velocity,
    libinputCancelled: cancelled)
}

/// The built-in as its transition file ships it (the catalogue's one code path; the hand-written
/// animators are oracles in PlayheadTransitionFileTests).
func descriptor(_ name: String) -> TransitionDescriptor {
  guard let d = BuiltInTransitions.named(name) else { fatalError("no transition \(name)") }
  return d
}

func driver(_ name: String, _ configure: (inout TransitionConfiguration) -> Void = { _ in }) throws
  -> TransitionDriver
{
  var configuration = TransitionConfiguration()
  configure(&configuration)
  return try TransitionDriver(descriptor: descriptor(name), configuration: configuration)
}

/// Every layer's presentation values at `time`, by name.
func layers(of driver: TransitionDriver, at time: Double) -> [String: LayerValues] {
  var d = driver
  var buffer: [LayerValues] = []
  _ = d.sample(at: time, into: &buffer)
  return Dictionary(uniqueKeysWithValues: zip(d.layerNames, buffer))
}

/// The presentation values of `name` scrubbed to `percent` (the interactive state).
func scrubbed(_ name: String, _ percent: Double, dismissal: Bool = false) throws -> [String: LayerValues] {
  var d = try driver(name) { $0.isDismissal = dismissal }
  d.scrub(to: percent, at: 1)
  return layers(of: d, at: 1)
}

extension TransitionActions {
  var list: [TransitionAction] { Array(self) }
}
