import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadSession
import PlayheadTransitionFile

extension DevicesCommand {
  /// `--watch`: a session on the touchpads whose every event is printed as it is read (its engine
  /// only follows the gestures: no HUD, no log, no frames built), until Ctrl-C, SIGTERM or the
  /// `--gestures`th swipe or pinch has ended.
  func runWatch() -> Never {
    // The first built-in, driven by its own gesture: something for the session's engine to follow.
    let flip = BuiltInTransitions.all[0]
    let binding =
      (try? GestureBinding(parsing: flip.defaultGesture)) ?? GestureBinding(kind: .swipe, fingers: 3)
    let slot = EngineConfiguration.Slot(descriptor: flip, binding: binding, driver: .init())
    let session = Session(configuration: EngineConfiguration(slots: [slot]))
    session.recordsLatency = false
    let limit = gestures
    var ended = 0
    var engine: Engine?
    var afterWakeUp: LoopTimer?
    session.engineMade = { made in
      engine = made
      afterWakeUp = made.loop.makeTimer { [unowned made] in made.stop(.inputEnded) }
    }
    session.eventObserver = { event, readTime in
      print(Self.watchLine(event, readTime: readTime))  // JSON: its strings are escaped by JSONBytes
      // A line that cannot be written (a full disk) ends the watch with one line, not silently.
      if let code = StandardOutput.flush() {
        CLIError.report(CLIError.cannotWrite(code))
        engine?.stop(.outputFailed(.failed(name: "standard output", errno: .ioError)))
      }
      if case .gesture(let gesture) = event, gesture.phase == .end, gesture.kind != .hold {
        ended += 1
        // Stop after this wake-up's remaining events (e.g. a DEVICE_REMOVED right after an END).
        if let limit, ended == limit, let engine { afterWakeUp?.arm(at: engine.loop.now) }
      }
    }
    session.run(.touchpads(device.map { .path($0) } ?? .udev(seat: seat))) { ending in
      switch ending {
      case .stopped(.outputFailed): return SysExits.ioError  // its line was said as the write failed
      case .stopped(.signal): return 0  // a watch runs until interrupted
      case .stopped, .failed: return SessionExit.status(ending)
      }
    }
  }
}
