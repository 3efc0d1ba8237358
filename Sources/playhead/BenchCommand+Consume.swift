import ArgumentParser
import Dispatch
import Foundation
import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadHUD
import PlayheadInput
import PlayheadSystem

/// The fourth testbed consumer: Playhead's live path (libinput on the node → engine → HUD into
/// /dev/null) inside the bench binary, so the engine's own stage stamps can be read out afterwards.
/// Runs as `playhead helper consume NODE FILE -- BENCH-OPTIONS` under the testbed, until SIGINT.
extension BenchCommand {
  func runConsumer(node: String, report path: String) throws {
    let configuration = try engineConfiguration(policy: frames.policies[0], source: "bench: \(node)")
    let loop = DispatchLoop(label: "playhead.bench.consume")
    let recorder = LatencyRecorder(configuration: .init(framePeriodNanoseconds: Int64(1e9 / fps)))
    let engine = try Engine(
      configuration: configuration, loop: loop, log: nil, recorder: recorder,
      stampClock: MonotonicClock.nanoseconds)
    engine.frameSink = try BenchCommand.hudSink()
    let source: LibinputSource
    do throws(InputError) {
      source = try LibinputSource(backend: .path(node), queue: loop.queue) {
        [unowned engine] event, readTime in
        engine.receive(event, readTime: readTime)
      }
    } catch {
      CommandLineReport.error(error.description)
      throw ExitCode(error.exitCode)
    }
    let done = DispatchSemaphore(value: 0)
    // Made on the loop's queue; cancelled here after `done.wait()`.
    let watcher = HandedOver<SignalWatcher?>(nil)
    let queue = loop.queue
    let bound = QueueBound((source: source, engine: engine), queue: queue)
    queue.async {
      let (source, engine) = bound.value
      watcher.value = SignalWatcher(queue: queue) { _ in
        source.stop()
        engine.stop(.inputEnded)
        done.signal()
      }
      source.start()
    }
    done.wait()
    watcher.value?.cancel()
    var lines: [String] = []
    loop.queue.sync {
      for metric in LatencyMetric.allCases {
        let s = recorder.summary(metric)
        lines.append("\(metric.rawValue) \(s.p50) \(s.p95) \(s.p99) \(s.max) \(s.count)")
      }
      lines.append("missed_frames \(engine.clock.statistics.missedTicks)")
      lines.append("negative_intervals \(recorder.negativeIntervals)")
    }
    guard
      FileManager.default.createFile(
        atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
    else {
      CommandLineReport.error("cannot write \(path)")
      throw ExitCode(73)
    }
  }

  /// The note for intervals the recorder refused because they came out negative (stamps out of
  /// order or on two clocks: a defect, issue 24); nil for none.
  static func negativeIntervalsNote(_ count: Int) -> String? {
    count == 0 ? nil : "\(count) intervals came out negative and were left out (stamps out of order)"
  }

  /// Reads a consumer report back into the bench report's latency figures.
  static func readConsumerReport(_ path: String, into report: inout BenchReport) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      report.notes.append("the in-process consumer left no report: no stage figures")
      return
    }
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, fields[0] == "missed_frames", let missed = Int(fields[1]) {
        report.missedFrames = missed
        continue
      }
      if fields.count == 2, fields[0] == "negative_intervals", let count = Int(fields[1]) {
        if let note = negativeIntervalsNote(count) { report.notes.append(note) }
        continue
      }
      guard fields.count == 6, let metric = LatencyMetric(rawValue: String(fields[0])) else { continue }
      let numbers = fields[1...4].compactMap { Double($0) }
      guard numbers.count == 4, let count = UInt64(fields[5]) else { continue }
      let summary = LatencySummary(
        p50: numbers[0], p95: numbers[1], p99: numbers[2], max: numbers[3], count: count)
      switch metric {
      case .frameBytes: break  // the HUD run on the pseudo-terminal gives the bytes of real frames
      case .frameOutput: report.frameOutput = summary
      case .engineCost, .recognize, .interact, .eventsPerFrame, .readToFrame: break
      // Stages to presentation need a window, which the consumer has not.
      case .eventToPresented, .buildToCommit, .commitToPresented, .presentedInterval: break
      case .inputDispatch, .eventToState, .frameWait, .eventToFrame, .frameLateness, .frameBuild:
        report.latency[metric] = summary
      }
    }
  }
}
