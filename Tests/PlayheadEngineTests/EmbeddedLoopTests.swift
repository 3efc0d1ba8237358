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

  /// The loop skips looking at its timers while time stays before the earliest deadline it knows;
  /// each way a deadline can come earlier than that must still fire on time.
  @Test(
    "a timer armed earlier than every deadline seen fires on time: from outside, from a handler, re-armed")
  func earlierDeadlinesAfterLaterOnes() {
    let loop = EmbeddedLoop(now: 0)
    var fired: [(String, Instant)] = []
    let late = loop.makeTimer { fired.append(("late", loop.now)) }
    let early = loop.makeTimer { fired.append(("early", loop.now)) }
    var chained: LoopTimer!
    let chain = loop.makeTimer {
      fired.append(("chain", loop.now))
      chained.arm(at: loop.now + 5)  // before `late`, inside the same advance
    }
    chained = early
    late.arm(at: 1_000)
    loop.advanceTime(to: 100)  // sees 1 000 as the next deadline
    #expect(fired.isEmpty)
    early.arm(at: 150)  // earlier than the deadline seen, armed from outside
    loop.advanceTime(to: 200)
    #expect(fired.map(\.0) == ["early"])
    #expect(fired.last?.1 == 150)
    chain.arm(at: 300)
    loop.advanceTime(to: 310)  // chain at 300 arms early at 305, within this advance
    #expect(fired.map(\.0) == ["early", "chain", "early"])
    #expect(fired.last?.1 == 305)
    late.disarm()
    loop.advanceTime(to: 2_000)  // nothing armed: no wake-up, and 1 000 is not fired
    #expect(fired.count == 3)
    late.arm(at: 2_500)
    late.disarm()
    early.arm(at: 2_100)  // after another timer was armed and disarmed
    loop.advanceTime(to: 3_000)
    #expect(fired.map(\.0) == ["early", "chain", "early", "early"])
    #expect(fired.last?.1 == 2_100)
    #expect(loop.wakeups == 4)
  }

  @Test("timers due at one deadline fire in the order they were armed; re-arming moves one last")
  func equalDeadlinesInArmOrder() {
    let loop = EmbeddedLoop(now: 0)
    var fired: [String] = []
    let a = loop.makeTimer { fired.append("a") }
    let b = loop.makeTimer { fired.append("b") }
    let c = loop.makeTimer { fired.append("c") }
    c.arm(at: 100)
    a.arm(at: 100)
    b.arm(at: 100)
    a.arm(at: 100)  // armed again: after b
    loop.advanceTime(to: 100)
    #expect(fired == ["c", "b", "a"])
  }
}
