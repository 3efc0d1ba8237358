import PlayheadEngine
import PlayheadEvents
import Testing

/// The two display links on their own, on virtual time.
@Suite("Display links")
struct DisplayLinkTests {
  @Test(
    "the timer link at 60 fps: a change ticks at the next grid point, for it; running ticks on; stopped, nothing"
  )
  func timerLinkOnTheGrid() {
    let loop = EmbeddedLoop(now: 0)
    let link = TimerDisplayLink(loop: loop, fps: 60, policy: .grid)
    var ticks: [DisplayTick] = []
    var wakeups = 0
    link.onTick = { ticks.append($0) }
    link.onWakeup = { wakeups += 1 }
    loop.advanceTime(to: 5_000)
    link.requestFrame(at: loop.now)
    // Grid points round(k × 10⁶ / 60): 16667, 33333, 50000.
    loop.advanceTime(to: 20_000)
    #expect(ticks == [DisplayTick(timestamp: 16_667, targetTimestamp: 16_667)])
    link.setRunning(true)
    loop.advanceTime(to: 40_000)
    #expect(ticks.last == DisplayTick(timestamp: 33_333, targetTimestamp: 33_333))
    link.setRunning(false)
    #expect(!link.isTicking && loop.nextDeadline == nil)
    loop.advanceTime(to: 1_000_000)
    #expect(ticks.count == 2 && wakeups == 2)
    #expect(link.statistics.frames == 2)
  }

  @Test("the timer link with immediate frames draws a change at once, from inside the request")
  func timerLinkImmediate() {
    let loop = EmbeddedLoop(now: 7_000)
    let link = TimerDisplayLink(loop: loop, fps: 60, policy: .immediate)
    var ticks: [DisplayTick] = []
    link.onTick = { ticks.append($0) }
    link.requestFrame(at: loop.now)
    #expect(ticks == [DisplayTick(timestamp: 7_000, targetTimestamp: 7_000)])
    #expect(loop.wakeups == 0)
  }

  @Test("the external link asks once per wanted frame and ticks once per refresh it wanted")
  func externalLink() {
    let link = ExternalDisplayLink(framesPerSecond: 60)
    var requests = 0
    var ticks: [DisplayTick] = []
    link.onRequest = { requests += 1 }
    link.onTick = { ticks.append($0) }
    link.requestFrame(at: 0)
    link.requestFrame(at: 1)
    #expect(requests == 1 && link.wantsFrame)
    link.displayDidRefresh(timestamp: 16_000, targetTimestamp: 32_000)
    #expect(ticks == [DisplayTick(timestamp: 16_000, targetTimestamp: 32_000)])
    // Not asked again: a refresh now is spurious, and draws nothing.
    link.displayDidRefresh(timestamp: 32_000, targetTimestamp: 48_000)
    #expect(ticks.count == 1 && link.statistics.spuriousTicks == 1 && requests == 1)
    link.setRunning(true)
    #expect(requests == 2)
    link.invalidate()
    link.requestFrame(at: 50_000)
    #expect(requests == 2 && !link.isTicking)
  }
}
