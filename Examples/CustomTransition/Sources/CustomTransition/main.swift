// The to-layer spins in from a quarter turn as it fades in; a 3-finger swipe down drives it.
// `swift run CustomTransition live`: your touchpads, with the HUD · `… FILE`: a libinput transcript at
// its own pace · no argument: one scripted swipe on a virtual clock, its state log on stdout.
import PlayheadEvents
import PlayheadInput
import PlayheadSession
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

let spin = try TransitionDescriptor(name: "spin", animator: SpinAnimator(), gesture: "swipe:3:down")
let argument = CommandLine.arguments.dropFirst().first
// 50 mm of travel are the whole way; the scripted swipe's log goes to stdout, else the HUD on a terminal.
let session = try Session(transition: spin, travelMillimetres: 50, log: argument == nil ? "-" : nil)
switch argument {
case "live"?: session.run(.touchpads(), status: Session.exitStatus)
case let path?: session.run(.transcript(try TranscriptCursor(path: path)), status: Session.exitStatus)
case nil:
  // 40 mm down in four steps 10 ms apart (libinput's units are 1/1000 inch), then the fingers lift.
  let swipe = (0...5).map { i in
    let phase: GesturePhase = i == 0 ? .begin : i == 5 ? .end : .update
    let dy = phase == .update ? 10 / 0.0254 : 0
    return InputEvent.gesture(
      GestureEvent(
        kind: .swipe, phase: phase, fingers: 3,
        time: Instant(seconds: 1) + Duration.milliseconds(10) * Int64(i), dy: dy,
        dyUnaccelerated: dy))
  }
  _ = try session.play(.events(swipe))
}
