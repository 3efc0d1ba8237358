import ArgumentParser
import Foundation
import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadSystem

/// Allocations per event: the bench runs itself again with a counting malloc preloaded
/// (`AllocationCounter`) and reads the child's one line of counts.
extension BenchCommand {
  struct AllocationCounts {
    /// Recognizer + interactor + sample (the engine-cost path).
    var pure: Double
    /// The whole engine on a virtual clock, without HUD or log.
    var engine: Double
    /// The pure path's parts: recognizers, interactor, sample.
    var parts: (recognize: Double, interact: Double, sample: Double)
  }

  /// Builds the counter, runs the probe child, parses its answer.
  func allocationsPerEvent() -> Result<AllocationCounts, ProbeFailure> {
    let cache =
      (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? TemporaryFiles.directory)
      + "/playhead-\(getuid())"
    let library: String
    do {
      library = try AllocationCounter.build(in: cache)
    } catch {
      return .failure(ProbeFailure(error.description))
    }
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = library + (environment["LD_PRELOAD"].map { ":" + $0 } ?? "")
    let probe: ChildProcess.Result
    do {
      probe = try ChildProcess.run(
        ["/proc/self/exe", "helper", "allocation-probe", "--"] + childOptions(policy: .grid),
        environment: environment, timeout: 600)
    } catch {
      return .failure(ProbeFailure("cannot start the probe: \(error)"))
    }
    let text = probe.stdout
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    guard probe.status == 0, !probe.timedOut, fields.count == 5 else {
      return .failure(ProbeFailure("the probe failed (exit \(probe.status)): \(text.prefix(200))"))
    }
    return .success(
      AllocationCounts(pure: fields[0], engine: fields[1], parts: (fields[2], fields[3], fields[4])))
  }

  /// The child: warm every path up once, then count the allocations of a second pass. Prints
  /// "PURE ENGINE" (allocations per gesture event).
  func runAllocationProbe(_ source: Source) throws {
    guard AllocationCounter.current() != nil else {
      CommandLineReport.error("helper allocation-probe must run under the allocation counter preload")
      throw ExitCode(70)
    }
    let events: [InputEvent]
    switch source {
    case .replay(let file): events = try loadTranscript(file)
    default: events = try syntheticEvents()
    }
    let configuration = try engineConfiguration(policy: .grid, source: "probe")
    let slot = configuration.slots[0]
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
    let engine = try Engine(configuration: configuration, loop: loop)
    // Counts building every frame, as live, although nothing reads them here.
    engine.buildsUnreadFrames = true
    func feed(_ offset: Int64) {
      for event in events {
        let shifted = event.shifted(by: offset)
        loop.advanceTime(to: shifted.time)
        engine.receive(shifted, readTime: loop.now)
      }
      loop.advanceTime(to: first + offset + span)
    }
    feed(0)
    let engineBefore = AllocationCounter.current() ?? 0
    feed(span)
    let whole = (AllocationCounter.current() ?? 0) - engineBefore
    let n = Double(max(1, events.count))
    if sink.isNaN { CommandLineReport.error("the probe sampled NaN") }
    print(
      "\(Double(pure) / n) \(Double(whole) / n) \(Double(parts.recognize) / n) \(Double(parts.interact) / n) \(Double(parts.sample) / n)"
    )
  }
}

/// Why allocations could not be counted (one line for the report's notes).
struct ProbeFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
