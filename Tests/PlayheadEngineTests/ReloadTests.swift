import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitionFile
import PlayheadTransitions
import Testing

/// `--watch`: a real transition file in a temporary directory, real inotify, the engine on virtual
/// time. Expected values worked by hand: 50 mm of travel is the whole transition, so three 10 mm
/// updates are percent 0.6; the curve completion of a finish from 0.6 takes (1 − 0.6) × duration.
@Suite("Engine reloads a watched transition file")
struct ReloadTests {
  static let added = DeviceEvent(phase: .added, name: "test pad", widthMM: 100, heightMM: 56, time: 500_000)

  static func text(name: String, duration: String, threshold: Double) -> String {
    """
    name: \(name)
    duration: \(duration)
    curve: linear
    layers: [{name: from}, {name: to, opacity: 0}]
    from: from
    to: to
    animations: [{changes: {to.opacity: 1}}]
    interaction: {gesture: swipe, fingers: 3, direction: down, dismissalDirection: up, percent: {axis: y, distance: 50 mm}}
    release: {threshold: \(threshold), velocityWins: false}

    """
  }

  /// What `playhead` does on a save: parse, check, build the slot; the first problem line otherwise.
  static func load(_ path: String) -> Result<EngineConfiguration.Slot, ReloadError> {
    do {
      let d = try TransitionFile.load(path: path)
      let binding = try GestureBinding(parsing: d.gesture, distanceMM: d.travelMillimetres)
      return .success(
        EngineConfiguration.Slot(
          descriptor: d.descriptor(key: path), binding: binding,
          driver: d.completion.applied(to: TransitionConfiguration())))
    } catch let error as TransitionFileError {
      return .failure(ReloadError(error.lines[0]))
    } catch {
      return .failure(ReloadError("\(error)"))
    }
  }

  final class Fixture {
    let directory: String
    let path: String
    let logPath: String
    let loop = EmbeddedLoop(now: 0)
    let engine: Engine

    init(_ text: String) throws {
      directory = NSTemporaryDirectory() + "playhead-reload-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      path = directory + "/mine.yaml"
      logPath = directory + "/log.jsonl"
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      let slot = try ReloadTests.load(path).get()
      engine = try Engine(
        configuration: EngineConfiguration(slots: [slot], fps: 60, policy: .grid), loop: loop,
        log: try StateLog.open(logPath))
      try engine.watchTransitionFile(path, load: ReloadTests.load)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Saves in place (write + close: IN_CLOSE_WRITE).
    func save(_ text: String) throws { try text.write(toFile: path, atomically: false, encoding: .utf8) }

    func feed(_ event: GestureEvent) {
      loop.advanceTime(to: event.time)
      engine.receive(.gesture(event), readTime: event.time)
    }

    func records(_ type: String) throws -> [[String: Any]] {
      try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n").map {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
      }.filter { $0["type"] as? String == type }
    }
  }

  /// 3-finger swipe events, `dy` mm per update (+ down, − up), 10 ms apart.
  static func swipe(from t0: Instant, dyMM: Double, steps: Int = 3) -> [GestureEvent] {
    let units = dyMM / (25.4 / 1000)
    var events = [GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: t0)]
    for i in 1...steps {
      events.append(
        GestureEvent(
          kind: .swipe, phase: .update, fingers: 3, time: t0 + Int64(i) * 10_000, dx: 0, dy: units,
          dxUnaccelerated: 0, dyUnaccelerated: units))
    }
    events.append(GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: t0 + Int64(steps + 1) * 10_000))
    return events
  }

  @Test func anIdleEngineTakesTheSaveAtOnceAndWakesForNothingElse() throws {
    let f = try Fixture(Self.text(name: "one", duration: "1", threshold: 0.5))
    f.loop.advanceTime(by: 60_000_000)
    #expect(f.loop.wakeups == 0)  // the watcher arms no timer
    try f.save(Self.text(name: "two", duration: "2", threshold: 0.5))
    f.loop.advanceTime(by: 1_000)
    #expect(f.engine.activeDescriptor.name == "two" && f.engine.activeDescriptor.duration == 2)
    let reload = try #require(try f.records("reload").first)
    #expect(reload["file"] as? String == f.path && reload["ok"] as? Bool == true && reload["error"] == nil)
    // Saved at virtual 60 s: the loop sees the inotify event before it moves time on.
    #expect(reload["t"] as? Double == 60.0)
    #expect(f.engine.lastFrame?.notice == "reloaded \(f.path)")
  }

  @Test func anEditorsRenameOverTheFileIsASave() throws {
    let f = try Fixture(Self.text(name: "one", duration: "1", threshold: 0.5))
    let temporary = f.directory + "/.mine.yaml.swp"
    try Self.text(name: "renamed", duration: "1", threshold: 0.5).write(
      toFile: temporary, atomically: false, encoding: .utf8)
    f.loop.advanceTime(by: 1_000)
    #expect(f.engine.activeDescriptor.name == "one")  // another file of the directory: nothing
    #expect(rename(temporary, f.path) == 0)
    f.loop.advanceTime(by: 1_000)
    #expect(f.engine.activeDescriptor.name == "renamed")
  }

  @Test func aBrokenEditKeepsTheOldDefinitionAndSaysWhere() throws {
    let f = try Fixture(Self.text(name: "one", duration: "1", threshold: 0.5))
    try f.save(Self.text(name: "one", duration: "-1", threshold: 0.5))
    f.loop.advanceTime(by: 2_000_000)
    #expect(f.engine.activeDescriptor.name == "one" && f.engine.activeDescriptor.duration == 1)
    // "duration: -1" is line 2; the value starts at column 11.
    let message = "\(f.path):2:11: duration must be > 0 seconds, got -1"
    let reload = try #require(try f.records("reload").first)
    #expect(reload["ok"] as? Bool == false && reload["error"] as? String == message)
    #expect(reload["t"] as? Double == 0.0)  // saved at virtual 0 s
    #expect(f.engine.lastFrame?.notice == "reload failed: \(message)")
  }

  @Test func aGestureInFlightFinishesOnTheOldDefinitionAndTheNextUsesTheNew() throws {
    let f = try Fixture(Self.text(name: "one", duration: "1", threshold: 0.5))
    f.engine.receive(.device(Self.added))
    let present = Self.swipe(from: 1_000_000, dyMM: 10)
    for event in present.dropLast() { f.feed(event) }  // 30 mm of 50: percent 0.6, fingers down
    // Saved mid-gesture: threshold 0.9 would cancel at 0.6, and the duration doubles.
    try f.save(Self.text(name: "two", duration: "2", threshold: 0.9))
    f.loop.advanceTime(by: 1_000)
    #expect(f.engine.hasPendingReplacement(0))
    #expect(f.engine.activeDescriptor.name == "one")
    f.feed(present.last!)
    f.loop.advanceTime(by: 5_000_000)
    // The old rule decided: 0.6 ≥ 0.5 finishes, over (1 − 0.6) × 1 s.
    let first = try #require(try f.records("decision").first)
    #expect(first["transition"] as? String == "one" && first["outcome"] as? String == "finish")
    #expect(abs((first["duration"] as? Double ?? 0) - 0.4) < 1e-6)
    #expect(!f.engine.hasPendingReplacement(0))
    #expect(f.engine.activeDescriptor.name == "two")
    // The next gesture is the dismissal (up), on the new file: 0.6 < 0.9 cancels, over 0.6 × 2 s.
    for event in Self.swipe(from: 10_000_000, dyMM: -10) { f.feed(event) }
    f.loop.advanceTime(by: 5_000_000)
    let decisions = try f.records("decision")
    #expect(decisions.count == 2)
    #expect(decisions[1]["transition"] as? String == "two" && decisions[1]["outcome"] as? String == "cancel")
    #expect(abs((decisions[1]["duration"] as? Double ?? 0) - 1.2) < 1e-6)
    // Frames name the transition that ran them: the old one until it ended, then the new, with its
    // duration (2 s, from the file saved above).
    let frames = try f.records("frame")
    #expect(frames.first?["transition"] as? String == "one")
    #expect(frames.last?["transition"] as? String == "two")
    #expect(f.engine.lastFrame?.transition == "two" && f.engine.lastFrame?.duration == 2)
  }
}
