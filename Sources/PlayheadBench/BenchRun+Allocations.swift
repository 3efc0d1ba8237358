import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadInput
import PlayheadSession
import PlayheadSystem

/// Allocations per event: the bench runs itself again with a counting malloc preloaded
/// (`AllocationCounter`) and reads the child's one line of counts.
extension BenchRun {
  struct AllocationCounts {
    /// Recognizer + interactor + sample (the engine-cost path).
    var pure: Double
    /// The whole engine on a virtual clock, without HUD or log.
    var engine: Double
    /// The pure path's parts: recognizers, interactor, sample.
    var parts: (recognize: Double, interact: Double, sample: Double)
  }

  /// Builds the counter, runs the probe child, parses its answer; a failure is one line for the notes.
  func allocationsPerEvent() -> Swift.Result<AllocationCounts, BenchError> {
    let cache =
      (configuration.environment["XDG_CACHE_HOME"] ?? TemporaryFiles.directory)
      + "/playhead-\(getuid())"
    let library: String
    do {
      library = try AllocationCounter.build(in: cache)
    } catch {
      return .failure(.software(error.description))
    }
    var environment = configuration.environment
    environment["LD_PRELOAD"] = library + (environment["LD_PRELOAD"].map { ":" + $0 } ?? "")
    let probe: ChildProcess.Result
    do {
      probe = try ChildProcess.run(
        ["/proc/self/exe", "helper", "allocation-probe", "--"] + configuration.childArguments(policy: .grid),
        environment: environment, timeout: 600)
    } catch {
      return .failure(.software("cannot start the probe: \(error)"))
    }
    let text = probe.stdout
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    guard probe.status == 0, !probe.timedOut, fields.count == 5 else {
      return .failure(.software("the probe failed (exit \(probe.status)): \(text.prefix(200))"))
    }
    return .success(
      AllocationCounts(pure: fields[0], engine: fields[1], parts: (fields[2], fields[3], fields[4])))
  }

  /// The child (`playhead helper allocation-probe`): warm every path up once, then count the
  /// allocations of a second pass. Returns the line "PURE ENGINE RECOGNIZE INTERACT SAMPLE"
  /// (allocations per gesture event) and the replay's transcript, whose warnings the CLI prints.
  public func allocationProbe() throws -> (line: String, transcript: Transcript?) {
    guard AllocationCounter.current() != nil else {
      throw BenchError.software("helper allocation-probe must run under the allocation counter preload")
    }
    // The testbed's and uinput's script is measured here as its synthetic events.
    let (read, transcript) = try sourceEvents()
    let events = try read ?? syntheticEvents()
    let setup = try engineConfiguration(policy: .grid, source: "probe")
    let slot = setup.slots[0]
    let first = events.first?.time ?? 0
    let span = (events.last?.time ?? 0) - first + 2_000_000

    var probe = try EngineCostProbe(
      descriptor: slot.descriptor, binding: slot.binding, configuration: slot.driver)
    var sink = 0.0
    for event in events { sink += probe.step(event) }
    let before = AllocationCounter.current() ?? 0
    for event in events { sink += probe.step(event.shifted(by: span)) }
    let pure = (AllocationCounter.current() ?? 0) - before
    let parts = probe.countAllocations(events.map { $0.shifted(by: 2 * span) }) {
      AllocationCounter.current() ?? 0
    }

    let loop = EmbeddedLoop(now: first)
    let engine = try Session(configuration: setup).makeEngine(loop: loop, recorder: nil)
    // Counts building every frame, as live, although nothing reads them here.
    engine.buildsUnreadFrames = true
    Self.feed(events, shiftedBy: 0, loop: loop, engine: engine)
    loop.advanceTime(to: first + span)
    let engineBefore = AllocationCounter.current() ?? 0
    Self.feed(events, shiftedBy: span, loop: loop, engine: engine)
    loop.advanceTime(to: first + span + span)
    let whole = (AllocationCounter.current() ?? 0) - engineBefore
    let n = Double(max(1, events.count))
    if sink.isNaN { configuration.remark("the probe sampled NaN") }
    return (
      "\(Double(pure) / n) \(Double(whole) / n) \(Double(parts.recognize) / n) \(Double(parts.interact) / n) \(Double(parts.sample) / n)",
      transcript
    )
  }
}
