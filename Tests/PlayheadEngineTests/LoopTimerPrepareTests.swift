import Dispatch
import Foundation
import PlayheadEvents
import Testing

@testable import PlayheadEngine

/// A prepared deadline on the live loop: the timerfd is set ahead for a timer likely to be armed there
/// (the display link's next frame while fingers move), so the arming is a store, not a system call.
/// The kernel's side is read from /proc/self/fdinfo, not from the loop's own bookkeeping.
@Suite("Prepared timer deadlines")
struct LoopTimerPrepareTests {
  /// What the handlers saw, touched on the loop's queue only (and read after a `sync` on it).
  final class Seen: @unchecked Sendable {
    var fired = 0
    var ticks: [DisplayTick] = []
    var timers: [LoopTimer] = []
    var link: TimerDisplayLink?
  }

  /// The time left on timerfd `fd` as the kernel reports it (`it_value`), µs; nil when disarmed.
  static func kernelRemaining(_ fd: Int32) throws -> Int64? {
    let text = try String(contentsOfFile: "/proc/self/fdinfo/\(fd)", encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("it_value:") })
    // "it_value: (seconds, nanoseconds)"
    let numbers = line.split(whereSeparator: { !"0123456789".contains($0) }).compactMap { Int64($0) }
    try #require(numbers.count == 2, "unexpected fdinfo line: \(line)")
    let microseconds = numbers[0] * 1_000_000 + numbers[1] / 1000
    return numbers[0] == 0 && numbers[1] == 0 ? nil : microseconds
  }

  @Test("a prepared deadline sets the kernel timer; arming there makes no system call; disarming clears it")
  func preparedThenArmed() throws {
    let loop = DispatchLoop(label: "playhead.test.prepare")
    let handed = LoopConfinementTests.Handed(loop: loop)
    try loop.queue.sync {
      let loop = handed.loop
      let timer = loop.makeTimer {}
      let fd = try #require(loop.timers.timerFD?.fd)
      #expect(try Self.kernelRemaining(fd) == nil)
      // 30 s ahead: it passes during no run of this test.
      let deadline = loop.now + Duration(seconds: 30)
      timer.prepare(at: deadline)
      let remaining = try #require(try Self.kernelRemaining(fd))
      #expect(remaining > 29_000_000 && remaining <= 30_000_000)
      #expect(timer.deadline == nil, "prepared is not armed")
      let sets = loop.timers.kernelSets
      timer.arm(at: deadline)
      #expect(loop.timers.kernelSets == sets && timer.deadline == deadline)
      timer.disarm()
      #expect(try Self.kernelRemaining(fd) == nil)
      // Prepared again then disarmed: the kernel timer is cleared too.
      timer.prepare(at: deadline)
      #expect(try Self.kernelRemaining(fd) != nil)
      timer.disarm()
      #expect(try Self.kernelRemaining(fd) == nil)
    }
  }

  @Test("a prepared deadline that passes runs no handler and is over: the kernel timer is not set again")
  func preparedPasses() throws {
    let loop = DispatchLoop(label: "playhead.test.prepare")
    let handed = LoopConfinementTests.Handed(loop: loop)
    let seen = Seen()
    let done = DispatchSemaphore(value: 0)
    loop.queue.sync {
      let loop = handed.loop
      let prepared = loop.makeTimer { seen.fired += 1 }
      let later = loop.makeTimer { done.signal() }
      seen.timers = [prepared, later]
      let now = loop.now
      prepared.prepare(at: now + 2_000)
      later.arm(at: now + 20_000)
    }
    // Bounded: a passing run waits 20 ms; 10 s means the armed timer never fired.
    #expect(done.wait(timeout: .now() + 10) == .success, "the armed timer never fired")
    let fd = try #require(loop.queue.sync { handed.loop.timers.timerFD?.fd })
    loop.queue.sync {
      #expect(seen.fired == 0, "a prepared deadline fired its handler")
      #expect((seen.timers[0] as? DispatchLoopTimer)?.preparedDeadline == nil)
      #expect(handed.loop.timers.preparedExpiries == 1, "the wake-up for nothing is counted")
    }
    #expect(try Self.kernelRemaining(fd) == nil)
  }

  @Test(
    "the timer link stopped after a frame: awaiting input, the kernel timer is set for the next grid point and the next change arms it with no system call; not awaiting, nothing is set",
    arguments: [true, false])
  func linkAfterAFrame(awaitingInput: Bool) throws {
    let loop = DispatchLoop(label: "playhead.test.prepare")
    let handed = LoopConfinementTests.Handed(loop: loop)
    let seen = Seen()
    let ticked = DispatchSemaphore(value: 0)
    loop.queue.sync {
      // 1 fps: grid points a whole second apart on CLOCK_MONOTONIC, time enough to look in between.
      let link = TimerDisplayLink(loop: handed.loop, fps: 1, policy: .grid)
      link.onTick = { tick in
        seen.ticks.append(tick)
        ticked.signal()
      }
      seen.link = link
      link.requestFrame(at: handed.loop.now)
    }
    #expect(ticked.wait(timeout: .now() + 10) == .success, "the first frame never ticked")
    try loop.queue.sync {
      let loop = handed.loop
      let link = try #require(seen.link)
      let fd = try #require(loop.timers.timerFD?.fd)
      let frame = try #require(seen.ticks.first).targetTimestamp
      #expect(frame.microseconds % 1_000_000 == 0, "a 1 fps grid point is a whole second")
      link.setRunning(false, awaitingInput: awaitingInput)
      #expect(!link.isTicking)
      // The kernel's count-down is read between two clock reads: it lies between what they give.
      let before = loop.now
      let remaining = try Self.kernelRemaining(fd)
      let after = loop.now
      let sets = loop.timers.kernelSets
      link.requestFrame(at: loop.now)
      #expect(link.isTicking)
      if awaitingInput {
        // The next grid point, a second after the frame, as the kernel counts down to it (± 1 µs of
        // rounding between the kernel's ns and the loop's µs).
        let next = frame + Duration(seconds: 1)
        let left = try #require(remaining)
        #expect(
          left >= (next - after).microseconds - 1 && left <= (next - before).microseconds + 1,
          "kernel: \(left) µs left, the grid point \((next - after).microseconds)…\((next - before).microseconds) µs away"
        )
        #expect(loop.timers.kernelSets == sets)
      } else {
        #expect(remaining == nil)
        #expect(loop.timers.kernelSets == sets + 1)
      }
      link.invalidate()
      #expect(try Self.kernelRemaining(fd) == nil)
    }
  }
}
