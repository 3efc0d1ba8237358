import Dispatch
import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadHUD
import PlayheadInput
import PlayheadSession
import PlayheadSystem

/// The fourth testbed consumer: Playhead's live path (libinput on the node → engine → HUD into
/// /dev/null) inside the bench binary, so the engine's own stage stamps can be read out afterwards.
/// Runs as `playhead helper consume NODE FILE -- BENCH-OPTIONS` under the testbed, until SIGINT.
extension BenchRun {
  public func consume(node: String, report path: String) throws {
    let setup = try engineConfiguration(policy: configuration.policies[0], source: "bench: \(node)")
    let loop = DispatchLoop(label: "playhead.bench.consume")
    let recorder = LatencyRecorder(
      configuration: .init(framePeriodNanoseconds: Int64(1e9 / configuration.fps)))
    let engine = try Session(configuration: setup).makeEngine(
      loop: loop, recorder: recorder, stampClock: MonotonicClock.nanoseconds)
    engine.add(try BenchRun.hudSink())
    let source: LibinputSource
    do throws(InputError) {
      source = try LibinputSource(backend: .path(node), queue: loop.queue) {
        [unowned engine] event, readTime in
        engine.receive(event, readTime: readTime)
      }
    } catch {
      throw BenchError.input(error)
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
      lines.append("missed_frames \(engine.frameStatistics.missedTicks)")
      lines.append("negative_intervals \(recorder.negativeIntervals)")
    }
    guard
      FileManager.default.createFile(
        atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
    else {
      throw BenchError.cannotCreate("cannot write \(path)")
    }
  }
}
