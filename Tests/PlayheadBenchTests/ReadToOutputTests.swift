import PlayheadBench
import PlayheadEngine
import Testing

@Suite("ReadToOutput")
struct ReadToOutputTests {
  @Test("each output belongs to the newest read before it; one pair per read")
  func pairs() {
    // Reads at 100, 200, 300. Outputs: 150 (read 100 → 50), 160 (same read again: skipped),
    // 350 (read 300 → 50; read 200 produced nothing), 90 (before any read: skipped).
    let pairs = ReadToOutput.pairs(reads: [300, 100, 200], outputs: [150, 160, 350, 90])
    #expect(pairs.map(\.read) == [100, 300])
    #expect(pairs.map(\.latency) == [50, 50])
  }

  @Test("summary percentiles of matched latencies")
  func summary() {
    // Latencies 100, 200, 300, 400 ns: p50 rank ceil(2) = 2nd = 200; p95/p99 4th = 400.
    let pairs = ReadToOutput.pairs(reads: [1000, 2000, 3000, 4000], outputs: [1100, 2200, 3300, 4400])
    let s = ReadToOutput.summary(pairs)
    #expect(s.count == 4)
    #expect(s.p50 == 0.2 && s.p99 == 0.4 && s.max == 0.4)
  }

  @Test("a pair splits at the first drained read between its read and its output")
  func splitAtTheDrain() {
    // Pairs 100 → 400 and 1000 → 1500; drains at 50 (before both), 250 (ends the first dispatch),
    // 300 (a second, later drain: not the first), 1200 (the second's). Pair 2000 → 2100 has none
    // between (the next drain, 2200, is after its output): left out.
    let pairs = [
      ReadToOutput.Pair(read: 1000, output: 1500), ReadToOutput.Pair(read: 100, output: 400),
      ReadToOutput.Pair(read: 2000, output: 2100),
    ]
    let (dispatch, handling) = ReadToOutput.split(pairs, drains: [50, 250, 300, 1200, 2200])
    #expect(dispatch == [150, 200])
    #expect(handling == [150, 300])
    #expect(DrainSplit(pairs, drains: [2200]) == nil)
    let split = DrainSplit(pairs, drains: [50, 250, 300, 1200, 2200])
    // Two dispatches of 150 and 200 ns: p50 is the first of two, 0.15 µs; max 0.2 µs.
    #expect(split?.dispatch.count == 2 && split?.dispatch.p50 == 0.15 && split?.dispatch.max == 0.2)
    #expect(split?.handling.p50 == 0.15 && split?.handling.max == 0.3)
    // Both bounds are inclusive (stamps are whole µs): a drain in the read's µs, one in the output's.
    let bounds = ReadToOutput.split(
      [ReadToOutput.Pair(read: 100, output: 400), ReadToOutput.Pair(read: 1000, output: 1500)],
      drains: [100, 1500])
    #expect(bounds.dispatch == [0, 500] && bounds.handling == [300, 0])
  }

  @Test("recognition delay runs from the first read after the previous END to BEGIN")
  func recognitionDelay() {
    // Drained frame read at 10; gesture 1 touches read from 1000, BEGIN at 1300, END at 2000;
    // gesture 2 touches read from 3000, BEGIN at 3500. Delays 300 and 500.
    let reads: [Int64] = [10, 1000, 1100, 1200, 1300, 1900, 3000, 3100, 3400]
    let delays = ReadToOutput.recognitionDelays(
      reads: reads, begins: [1300, 3500], ends: [2000], firstTouchAfter: 10)
    #expect(delays == [300, 500])
  }
}
