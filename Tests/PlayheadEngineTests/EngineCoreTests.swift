import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitionFile
import Testing

@testable import PlayheadTransitions

/// The engine's decisions alone: inputs with times worked by hand, the actions asserted. Values
/// from EngineTests' rule: with `--distance 50` mm for flip's full travel, percent = travel mm / 50;
/// a finish from p takes (1 − p) × 1.0 s; the watchdog cancels 5 s (the default) after the last update.
@Suite("EngineCore")
struct EngineCoreTests {
  static func core(watchdogTimeout: Double = 5) throws -> EngineCore {
    let descriptor = BuiltInTransitions.named("flip")!
    let binding = try GestureBinding(parsing: descriptor.defaultGesture, distanceMM: 50)
    var driver = TransitionConfiguration(completion: .curve, velocityWins: true)
    driver.watchdogTimeout = watchdogTimeout
    let slot = EngineConfiguration.Slot(descriptor: descriptor, binding: binding, driver: driver)
    return try EngineCore(configuration: EngineConfiguration(slots: [slot], fps: 60, policy: .grid))
  }

  /// A name per action, so a test states the whole sequence it expects.
  static func names(_ actions: EngineActions) -> [String] {
    actions.map { action in
      switch action {
      case .arm(let timer, let at): "arm \(timer) \(at)"
      case .disarm(let timer): "disarm \(timer)"
      case .requestFrame: "requestFrame"
      case .setDisplayLinkRunning(let running, let awaiting):
        "displayLink \(running)\(awaiting ? " awaitingInput" : "")"
      case .buildFrame(let target): "buildFrame \(target)"
      case .logGesture: "gesture"
      case .logDecision(let at): "decision \(at)"
      case .logComplete(let finished, let at): "complete \(finished) \(at)"
      case .release: "release"
      case .notice: "notice"
      case .quit: "quit"
      case .idle: "idle"
      }
    }
  }

  /// Feeds the device and a swipe's BEGIN at `start` (1.000 s) and `updates` 10 mm updates 10 ms apart.
  static func swipe(_ core: inout EngineCore, from start: Instant = 1_000_000, updates: Int, end: Bool) {
    let added = DeviceEvent(phase: .added, name: "test pad", widthMM: 100, heightMM: 56, time: 500_000)
    _ = core.handle(.event(.device(added)), at: 500_000)
    let events = swipeDown(from: start, steps: updates, mmPerStep: 10)
    for event in end ? events : events.dropLast() {
      _ = core.handle(.event(.gesture(event)), at: event.time)
    }
  }

  @Test("a device that arrives changes nothing on screen: no action")
  func deviceAdded() throws {
    var core = try Self.core()
    let added = DeviceEvent(phase: .added, name: "pad", widthMM: 100, heightMM: 56, time: 500_000)
    #expect(core.handle(.event(.device(added)), at: 500_000).isEmpty)
  }

  @Test("a swipe began: logged, a frame asked for; its first tick arms the watchdog 5 s after the BEGIN")
  func swipeBeganArmsTheWatchdog() throws {
    var fresh = try Self.core()
    let added = DeviceEvent(phase: .added, name: "test pad", widthMM: 100, heightMM: 56, time: 500_000)
    _ = fresh.handle(.event(.device(added)), at: 500_000)
    let begin = GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: 1_000_000)
    #expect(
      Self.names(fresh.handle(.event(.gesture(begin)), at: 1_000_000))
        == ["gesture", "requestFrame"])
    #expect(fresh.lastGesture?.state == .began && fresh.drivers[0].phase == .interactive)
    // Frame 61 of the 60 fps grid, round(61 × 10⁶ / 60) = 1 016 667 µs; fingers resting: no ticking.
    #expect(
      Self.names(fresh.handle(.tick(target: 1_016_667), at: 1_016_667))
        == ["buildFrame 1016667", "displayLink false awaitingInput", "arm watchdog 6000000"])
  }

  @Test("a release: the gesture, the release, a finish decision at 30/50 = 0.6, a frame; then it animates")
  func releaseDecides() throws {
    var core = try Self.core()
    Self.swipe(&core, updates: 3, end: false)
    let end = GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: 1_040_000)
    let actions = core.handle(.event(.gesture(end)), at: 1_040_000)
    #expect(Self.names(actions) == ["gesture", "release", "decision 1040000", "requestFrame"])
    #expect(core.lastGesture?.state == .ended)
    let decision = try #require(core.lastDecision)
    #expect(decision.outcome == .finish)
    #expect(abs(decision.percent - 0.6) < 1e-9)
    #expect(abs(decision.duration - 0.4) < 1e-9)  // (1 − 0.6) × 1.0 s
    #expect(
      Self.names(core.handle(.tick(target: 1_050_000), at: 1_050_000))
        == ["buildFrame 1050000", "displayLink true"])
    // Past 1.04 + 0.4 s the completion has run: completed and drawn; once the link stopped, idle.
    #expect(
      Self.names(core.handle(.tick(target: 1_500_000), at: 1_500_000))
        == ["complete true 1500000", "buildFrame 1500000", "displayLink false"])
    #expect(!core.isInFlight)
    #expect(core.drivers[0].spareDirection == nil)
    #expect(Self.names(core.handle(.displayLinkStopped, at: 1_500_000)) == ["idle"])
    // At rest, the next transition's context is made ready: the presentation finished, so a dismissal.
    #expect(core.drivers[0].spareDirection == true)
  }

  @Test("p on a completion pauses it (in flight, not idle, no ticks); a second p resumes it")
  func pauseOnACompletion() throws {
    var core = try Self.core()
    Self.swipe(&core, updates: 3, end: true)
    #expect(Self.names(core.handle(.command(.togglePause), at: 1_100_000)) == ["requestFrame"])
    #expect(core.isPaused && core.isInFlight)
    #expect(
      Self.names(core.handle(.tick(target: 1_116_667), at: 1_116_667))
        == ["buildFrame 1116667", "displayLink false"])
    #expect(core.handle(.displayLinkStopped, at: 1_116_667).isEmpty, "a paused completion is not at rest")
    #expect(Self.names(core.handle(.command(.togglePause), at: 2_000_000)) == ["requestFrame"])
    #expect(!core.isPaused)
  }

  /// A swipe begun at `start` with one update and no end, a frame ticked at `tick` that arms the
  /// watchdog at `deadline` (µs), and the watchdog's timer fired there: a cancel decision.
  static func restUntilWatchdog(
    _ core: inout EngineCore, from start: Instant, tick: Instant, deadline: Instant
  ) {
    swipe(&core, from: start, updates: 1, end: false)
    #expect(
      names(core.handle(.tick(target: tick), at: tick))
        == [
          "buildFrame \(tick.microseconds)", "displayLink false awaitingInput",
          "arm watchdog \(deadline.microseconds)",
        ])
    #expect(
      names(core.handle(.watchdog, at: deadline)) == ["decision \(deadline.microseconds)", "requestFrame"])
    #expect(core.lastDecision?.outcome == .cancel)
  }

  @Test("the watchdog fires 5 s after the last update (1.01 + 5 s): a cancel, no release")
  func watchdogCancels() throws {
    var core = try Self.core()
    Self.restUntilWatchdog(&core, from: 1_000_000, tick: 1_016_667, deadline: 6_010_000)
    guard case .watchdog(_, let timeout)? = core.lastDecision?.reason else {
      Issue.record("not the watchdog's decision")
      return
    }
    #expect(timeout == 5)
  }

  @Test("the watchdog's timer cancels at its instant even where t − lastUpdate is a rounding short of 5 s")
  func watchdogARoundingShort() throws {
    var core = try Self.core()
    // The last update at 7.796 s: 7.796 + 5 rounds up to 12,796,000 µs, where 12.796 − 7.796 < 5.
    #expect(Double(12_796_000) / 1_000_000 - Double(7_796_000) / 1_000_000 < 5)
    // Before: the watchdog's timer gave "arm watchdog 12796000" again, and nothing else.
    Self.restUntilWatchdog(&core, from: 7_786_000, tick: 7_800_000, deadline: 12_796_000)
  }

  @Test("a watchdog that is off (a timeout of 0 or below) arms no timer", arguments: [0.0, -1])
  func watchdogOffArmsNothing(timeout: Double) throws {
    var core = try Self.core(watchdogTimeout: timeout)
    Self.swipe(&core, updates: 1, end: false)
    // Before: "arm watchdog 1010000" (10001 for −1: 1.01 − 1 rounds up to it), a timer that fired
    // and was armed again for ever.
    #expect(
      Self.names(core.handle(.tick(target: 1_016_667), at: 1_016_667))
        == ["buildFrame 1016667", "displayLink false awaitingInput"])
    #expect(core.watchdogDeadline == nil)
  }

  @Test("a reload during a completion waits: its last frame shows the old transition, then it applies")
  func reloadWaitsForTheLastFrame() throws {
    var core = try Self.core()
    Self.swipe(&core, updates: 3, end: true)
    let pop = BuiltInTransitions.named("pop")!
    let slot = EngineConfiguration.Slot(
      descriptor: pop, binding: core.configuration.slots[0].binding, driver: TransitionConfiguration())
    #expect(core.handle(.command(.replaceSlot(0, slot)), at: 1_100_000).isEmpty)
    #expect(core.hasPendingReplacement(0) && core.activeDescriptor.name == "flip")
    // The finish from 0.6 ends by 1.04 + 0.4 s: the tick at 1.5 s completes it and draws flip.
    #expect(
      Self.names(core.handle(.tick(target: 1_500_000), at: 1_500_000))
        == ["complete true 1500000", "buildFrame 1500000", "displayLink false"])
    #expect(core.activeDescriptor.name == "flip")
    #expect(Self.names(core.handle(.displayLinkStopped, at: 1_500_000)) == ["idle"])
    #expect(core.activeDescriptor.name == "pop" && !core.hasPendingReplacement(0))
  }

  @Test("space plays flip at its own pace: 1.0 s from the key, then complete(finished)")
  func playRunsTheDuration() throws {
    var core = try Self.core()
    #expect(Self.names(core.handle(.command(.play), at: 2_000_000)) == ["requestFrame"])
    #expect(core.isInFlight && core.decision == nil)
    #expect(
      Self.names(core.handle(.tick(target: 2_500_000), at: 2_500_000))
        == ["buildFrame 2500000", "displayLink true"])
    #expect(
      Self.names(core.handle(.tick(target: 3_100_000), at: 3_100_000))
        == ["complete true 3100000", "buildFrame 3100000", "displayLink false"])
  }

  @Test("settle mid-gesture: the cancel is a release and a cancel decision, run to its end at once")
  func settleCancelsAndCompletes() throws {
    var core = try Self.core()
    Self.swipe(&core, updates: 3, end: false)
    #expect(
      Self.names(core.handle(.command(.settle), at: 1_100_000))
        == ["release", "decision 1100000", "complete false 1100000"])
    #expect(core.lastDecision?.outcome == .cancel && !core.isInFlight)
    // At rest already: nothing to settle.
    #expect(core.handle(.command(.settle), at: 1_200_000).isEmpty)
  }

  @Test("q stops with .quit and nothing else; keys decode to their commands")
  func quitStops() throws {
    var core = try Self.core()
    #expect(Self.names(core.handle(.command(.quit), at: 0)) == ["quit"])
    #expect(EngineCommand(key: UInt8(ascii: "x")) == nil)
    guard case .quit = EngineCommand(key: 3) else {
      Issue.record("^C is not quit")
      return
    }
    guard case .togglePause = EngineCommand(key: UInt8(ascii: "P")) else {
      Issue.record("P is not pause")
      return
    }
  }
}
