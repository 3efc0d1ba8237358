// The to-layer spins in from a quarter turn as it fades in; a 3-finger swipe down drives it.
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

struct SpinAnimator: Animator {
  func transitionDuration(using context: TransitionContext?) -> Double { 0.6 }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let to = context.to
    context.layers[to, .opacity] = 0  // the start state; a cancel comes back to it
    context.layers[to, .rotationZ] = context.isDismissal ? -90 : 90
    context.snapshotInitialModels()
    try context.layers.animate(duration: 0.6, curve: .easeOut) { tree in  // UIView.animate
      tree[to, .opacity] = 1
      tree[to, .rotationZ] = 0
    }
  }
}

let spin = TransitionDescriptor(
  name: "spin", animator: SpinAnimator(), animatorKey: "SpinAnimator", duration: 0.6, curveName: "easeOut",
  defaultGesture: "swipe:3:down", dismissalGesture: "swipe:3:up", percentMapping: .verticalPan,
  rule: .threshold(0.5), layerNames: ["from", "to"], fromName: "from", toName: "to")
let binding = try GestureBinding(parsing: spin.defaultGesture, distanceMM: 50)  // 50 mm: the whole way
let slot = EngineConfiguration.Slot(descriptor: spin, binding: binding, driver: TransitionConfiguration())
let loop = EmbeddedLoop()  // virtual time: nothing waits
let engine = try Engine(
  configuration: EngineConfiguration(slots: [slot]), loop: loop, log: try StateLog.open("-"))

// 40 mm down in four steps 10 ms apart (libinput's units are 1/1000 inch), then the fingers lift.
var t: Int64 = 1_000_000
@MainActor func swipe(_ phase: GesturePhase, dy: Double = 0) {
  loop.advanceTime(to: t)
  engine.receive(
    .gesture(GestureEvent(kind: .swipe, phase: phase, fingers: 3, time: t, dy: dy, dyUnaccelerated: dy)))
  t += 10_000
}
swipe(.begin)
for _ in 0..<4 { swipe(.update, dy: 10 / 0.0254) }
swipe(.end)
loop.advanceTime(by: 2_000_000)  // the completion runs to its end; the log is on stdout
