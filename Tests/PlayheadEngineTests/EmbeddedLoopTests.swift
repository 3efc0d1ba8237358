import PlayheadEngine
import PlayheadEvents
import Testing

@Suite("EmbeddedLoop")
struct EmbeddedLoopTests {
  @Test("timers fire in deadline order, at their deadlines, and only when time is advanced")
  func order() {
    let loop = EmbeddedLoop(now: 100)
    var fired: [(String, Instant)] = []
    let a = loop.makeTimer { fired.append(("a", loop.now)) }
    let b = loop.makeTimer { fired.append(("b", loop.now)) }
    a.arm(at: 300)
    b.arm(at: 200)
    #expect(fired.isEmpty)
    #expect(loop.nextDeadline == 200)
    loop.advanceTime(by: 150)  // to 250: only b
    #expect(fired.map(\.0) == ["b"])
    #expect(fired[0].1 == 200)
    #expect(loop.now == 250)
    loop.advanceTime(to: 1000)
    #expect(fired.map(\.0) == ["b", "a"])
    #expect(fired[1].1 == 300)
    #expect(loop.wakeups == 2)
  }

  @Test("a timer re-armed from its own handler keeps firing; disarmed, time passes with no wake-ups")
  func rearmAndIdle() {
    let loop = EmbeddedLoop()
    var count = 0
    var timer: LoopTimer!
    timer = loop.makeTimer {
      count += 1
      if count < 3 { timer.arm(at: loop.now + 10) }
    }
    timer.arm(at: 10)
    loop.advanceTime(by: 1_000)
    #expect(count == 3)
    #expect(loop.wakeups == 3)
    // An hour of idle virtual time: no timer armed, no wake-up.
    loop.advanceTime(by: 3_600_000_000)
    #expect(loop.wakeups == 3)
    #expect(loop.nextDeadline == nil)
    #expect(loop.runUntilIdle())
  }

  @Test("a deadline in the past fires at the current time; disarm cancels")
  func pastAndDisarm() {
    let loop = EmbeddedLoop(now: 500)
    var at: Instant = -1
    let t = loop.makeTimer { at = loop.now }
    t.arm(at: 100)
    loop.advanceTime(by: 0)
    #expect(at == 500)
    t.arm(at: 600)
    t.disarm()
    loop.advanceTime(by: 1000)
    #expect(loop.wakeups == 1)
  }
}
