import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadSession
import PlayheadSystem
import PlayheadTransitionFile

/// `devices --watch`: a session on the touchpads whose every event is printed as it is read (its
/// engine only follows the gestures: no HUD, no log, no frames built), until Ctrl-C, SIGTERM or the
/// `--gestures`th swipe or pinch has ended.
struct DevicesWatch {
  var input: Session.Input
  var gestures: Int?

  func run() -> Never {
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
    // Each line is one write(2) as it is read, through the engine's own writer: a closed reader or a
    // failed write stops the engine as the state log's would, and the ending says so (SessionExit).
    let output = FileOutput(fd: .standardOutput, name: "stdout")
    var line: [UInt8] = []
    var writing = true
    session.eventObserver = { event, readTime in
      guard writing else { return }
      line.removeAll(keepingCapacity: true)
      EventJSON.appendWatched(
        event, readTime: readTime, handledTime: Instant(microseconds: MonotonicClock.now()), to: &line)
      line.append(UInt8(ascii: "\n"))
      do throws(OutputError) { try output.write(line) } catch {
        writing = false
        engine?.stop(Engine.StopReason(outputFailure: error))
        return
      }
      if case .gesture(let gesture) = event, gesture.phase == .end, gesture.kind != .hold {
        ended += 1
        // Stop after this wake-up's remaining events (e.g. a DEVICE_REMOVED right after an END).
        if let limit, ended == limit, let engine { afterWakeUp?.arm(at: engine.loop.now) }
      }
    }
    session.run(input) { ending in
      // A watch runs until interrupted: a signal is its planned end.
      if case .stopped(.signal) = ending { return 0 }
      return SessionExit.status(ending)
    }
  }
}
