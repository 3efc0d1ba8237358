import Benchmark
import Dispatch
import Foundation
import Glibc
import PlayheadEngine
import PlayheadEvents

// Issue 26 (items 5 and 7: the live loop's share of touchpad-to-screen latency): how long a readiness
// or a deadline takes to reach its handler on the engine's loop, against a libdispatch read source (what
// watched libinput's fd and the timerfd before) and the floor, a thread in poll(2) that calls the handler
// itself (`libinput debug-events`' own loop). 2 ms of quiet before each, so every thread involved sleeps.

let wakeLatency = BenchmarkMetric.custom(
  "wake-up → handler (µs)", polarity: .prefersSmaller, useScalingFactor: false)

/// CLOCK_MONOTONIC in ns (libdispatch's uptime on Linux), the clock `DispatchLoop.now` reads in µs.
private func monotonicNanoseconds() -> Int64 { Int64(DispatchTime.now().uptimeNanoseconds) }

/// A pipe whose write is stamped and whose handler measures the time since.
private final class WakeProbe: @unchecked Sendable {
  // @unchecked Sendable: `sent` is written before the byte and read after it (the pipe orders them);
  // `latency` is written before `done.signal()` and read after `done.wait()`.
  let readEnd: Int32
  let writeEnd: Int32
  var sent: Int64 = 0
  var latency: Int64 = 0
  let done = DispatchSemaphore(value: 0)

  init() {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// The handler: takes the byte, records the time since it was written.
  func received() {
    var byte: UInt8 = 0
    _ = read(readEnd, &byte, 1)
    latency = monotonicNanoseconds() - sent
    done.signal()
  }

  /// One byte per iteration, each after 2 ms of quiet; one sample of `wakeLatency` each.
  func run(_ benchmark: Benchmark) {
    for _ in benchmark.scaledIterations {
      usleep(2000)
      var byte: UInt8 = 1
      sent = monotonicNanoseconds()
      _ = write(writeEnd, &byte, 1)
      done.wait()
      benchmark.measurement(wakeLatency, Int(latency / 1000))
    }
  }
}

func wakeupBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [wakeLatency], timeUnits: .microseconds, maxDuration: .seconds(10), maxIterations: 2000)

  Benchmark("Wake-up: a pipe's readiness to its handler on the engine's loop", configuration: configuration) {
    benchmark in
    let loop = DispatchLoop(label: "playhead.bench.wakeup")
    let probe = WakeProbe()
    let source = loop.makeReadSource(fd: probe.readEnd) { probe.received() }
    probe.run(benchmark)
    loop.queue.sync { source.cancel() }
  }

  Benchmark("Wake-up: the same through a libdispatch read source (before)", configuration: configuration) {
    benchmark in
    let queue = DispatchQueue(label: "playhead.bench.wakeup.dispatch")
    let probe = WakeProbe()
    let source = DispatchSource.makeReadSource(fileDescriptor: probe.readEnd, queue: queue)
    source.setEventHandler { probe.received() }
    // The probe (and its pipe) lives until libdispatch has let go of the descriptor.
    source.setCancelHandler { _ = probe }
    source.resume()
    probe.run(benchmark)
    source.cancel()
  }

  Benchmark("Wake-up: the floor, a thread in poll(2) calling the handler", configuration: configuration) {
    benchmark in
    let probe = WakeProbe()
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    let stop = (ends[0], ends[1])
    let thread = Thread {
      var entries = [
        pollfd(fd: probe.readEnd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop.0, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        entries[0].revents = 0
        _ = poll(&entries, 2, -1)
        if entries[1].revents != 0 { break }
        probe.received()
      }
    }
    thread.start()
    probe.run(benchmark)
    var byte: UInt8 = 1
    _ = write(stop.1, &byte, 1)
    close(stop.1)  // the read end stays open: the thread may still be polling it
  }

  // The frame clock's path: a `LoopTimer` armed 2 ms ahead, its lateness when the handler runs.
  Benchmark("Wake-up: a timer's deadline to its handler on the engine's loop", configuration: configuration) {
    benchmark in
    let loop = DispatchLoop(label: "playhead.bench.wakeup.timer")
    let probe = WakeProbe()
    let timer = loop.makeTimer {
      probe.latency = monotonicNanoseconds() - probe.sent
      probe.done.signal()
    }
    for _ in benchmark.scaledIterations {
      loop.queue.sync {
        let deadline = Instant(microseconds: loop.now.microseconds + 2000)
        probe.sent = deadline.microseconds * 1000  // lateness: measured from the deadline
        timer.arm(at: deadline)
      }
      probe.done.wait()
      benchmark.measurement(wakeLatency, Int(probe.latency / 1000))
    }
    loop.queue.sync { timer.disarm() }
  }
}
