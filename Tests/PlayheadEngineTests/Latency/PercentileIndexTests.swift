import Histogram
import Testing

@testable import PlayheadEngine

/// The coarse index behind `LatencyRecorder.summary`: its groups are checked against HdrHistogram's
/// own equivalence ranges, and the summaries it gives against the library's `valueAtPercentile`.
@Suite("PercentileIndex")
struct PercentileIndexTests {
  /// A histogram made as the recorder makes its own (from 1 ns, 3 significant digits), the largest it
  /// can make (to `Int64.max`): its equivalence ranges are those of every smaller one.
  static let histogram = Histogram<UInt64>(
    lowestDiscernibleValue: 1, highestTrackableValue: UInt64(Int64.max),
    numberOfSignificantValueDigits: .three)

  /// Values around every octave's edges and inside it, up to the recorder's highest trackable value.
  static var probes: [UInt64] {
    var values = Array(UInt64(0)..<4096)
    for octave in 12...36 {
      let low = UInt64(1) << (octave - 1)
      let width = low  // the octave is [low, 2 × low)
      for offset: UInt64 in [
        0, 1, 2, 3, width / 64 - 1, width / 64, width / 64 + 1, width / 3, width - 2, width - 1,
      ] {
        values.append(low + offset)
      }
    }
    return values.filter { $0 <= 60_000_000_000 }
  }

  @Test("no group splits one of the histogram's equivalence ranges")
  func groupsHoldWholeRanges() {
    let h = Self.histogram
    for value in Self.probes {
      let group = PercentileIndex.group(of: value)
      #expect(PercentileIndex.group(of: h.lowestEquivalentForValue(value)) == group, "value \(value)")
      #expect(PercentileIndex.group(of: h.highestEquivalentForValue(value)) == group, "value \(value)")
    }
  }

  @Test("groups are in the order of their values, each starting where the last ended")
  func groupsAreOrdered() {
    // Every group of the largest index a recorder makes (a highest of Int64.max).
    let last = PercentileIndex(highest: UInt64(Int64.max)).groupCount - 1
    for group in 0..<last {
      let low = PercentileIndex.lowestValue(ofGroup: group)
      let next = PercentileIndex.lowestValue(ofGroup: group + 1)
      #expect(low < next, "group \(group)")
      #expect(PercentileIndex.group(of: low) == group, "group \(group)")
      #expect(PercentileIndex.group(of: next - 1) == group, "group \(group)")
    }
  }

  @Test("every group's edges are the edges of the histogram's ranges, up to the largest index")
  func groupEdgesAreRangeEdges() {
    let h = Self.histogram
    let groups = PercentileIndex(highest: UInt64(Int64.max)).groupCount
    for group in 0..<groups {
      let low = PercentileIndex.lowestValue(ofGroup: group)
      let end = PercentileIndex.lowestValue(ofGroup: group + 1) - 1
      #expect(h.lowestEquivalentForValue(low) == low, "group \(group)")
      #expect(h.highestEquivalentForValue(end) == end, "group \(group)")
    }
  }

  /// `summary` against `valueAtPercentile` of the same histogram, for `values` (ns, into a duration).
  func expectAgreement(_ values: [Int64], highest: Int64 = 60_000_000_000, _ comment: Comment) {
    let recorder = LatencyRecorder(configuration: .init(highestTrackableNanoseconds: highest))
    for value in values { recorder.recordInterval(.frameBuild, value) }
    let histogram = recorder.histogram(.frameBuild)
    let s = recorder.summary(.frameBuild)
    #expect(s.p50 == Double(histogram.valueAtPercentile(50)) / 1000, comment)
    #expect(s.p95 == Double(histogram.valueAtPercentile(95)) / 1000, comment)
    #expect(s.p99 == Double(histogram.valueAtPercentile(99)) / 1000, comment)
    #expect(s.max == Double(histogram.maxRecorded) / 1000, comment)
    #expect(s.count == UInt64(values.count), comment)
  }

  @Test("summaries agree with valueAtPercentile on many shapes of data")
  func summariesAgree() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ bound: Int64) -> Int64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int64((state >> 11) % UInt64(bound))
    }
    expectAgreement([0], "one zero")
    expectAgreement([5_000], "one value")
    expectAgreement((0..<300).map { _ in random(128) }, "below 128 ns")
    expectAgreement((0..<999).map { _ in 2_048 + random(2_048) }, "one octave")
    expectAgreement((0..<1000).map { _ in 1 + random(60_000_000_000) }, "uniform to 60 s")
    expectAgreement(
      (0..<2000).map { _ in
        let octave = random(35)
        return (Int64(1) << octave) + random(Int64(1) << octave)
      }, "every octave alike")
    expectAgreement((12...36).flatMap { [Int64(1) << ($0 - 1), (Int64(1) << $0) - 1] }, "octave edges")
    expectAgreement(
      Array(repeating: 16_000_000, count: 97) + [1_000, 2_000, 90_000_000], "ties and stragglers")
    expectAgreement((0..<100).map { Int64($0) * 1_000_003 }, "a hundred steps")
    // Taken unclamped beyond `highest`, up to the end of its octave (2^20 − 1 for 10⁶).
    expectAgreement(
      [1_000, 999_999, 1_000_000, 1_040_000, 1_048_000, 1_048_575], highest: 1_000_000, "past highest")
    expectAgreement(
      [1, 1 << 40, Int64.max - 1, Int64.max, Int64.max], highest: .max, "the largest histogram")
  }

  @Test("every value a histogram takes has a group in the index made for it")
  func sizedAsTheHistogram() {
    // The recorder makes its histograms with a highest of 2,000 ns at least.
    for highest: UInt64 in [2_000, 2_047, 2_048, 1_000_000, 60_000_000_000, 1 << 40, UInt64(Int64.max)] {
      let histogram = Histogram<UInt64>(
        lowestDiscernibleValue: 1, highestTrackableValue: highest, numberOfSignificantValueDigits: .three)
      func takes(_ value: UInt64) -> Bool {
        var copy = histogram
        return copy.record(value)
      }
      // The largest value the histogram takes, found from the library by bisection.
      var taken = highest
      var refused = UInt64.max
      if takes(refused) { taken = refused }
      while refused - taken > 1 {
        let middle = taken + (refused - taken) / 2
        if takes(middle) { taken = middle } else { refused = middle }
      }
      #expect(
        PercentileIndex.group(of: taken) < PercentileIndex(highest: highest).groupCount, "highest \(highest)")
    }
  }

  @Test("clamped values and a reset keep the index with the histogram")
  func clampedAndReset() {
    let recorder = LatencyRecorder(configuration: .init(highestTrackableNanoseconds: 1_000_000))
    for value: Int64 in [10, 500_000, 5_000_000, 7_000_000_000] { recorder.recordInterval(.frameWait, value) }
    #expect(recorder.clamped == 2)
    let histogram = recorder.histogram(.frameWait)
    let s = recorder.summary(.frameWait)
    #expect(s.p50 == Double(histogram.valueAtPercentile(50)) / 1000)
    #expect(s.p95 == Double(histogram.valueAtPercentile(95)) / 1000)
    #expect(s.p99 == Double(histogram.valueAtPercentile(99)) / 1000)
    // A hundred small values, then a reset: an index that kept their counts would find every rank
    // among them, below the values recorded after.
    for _ in 0..<100 { recorder.recordInterval(.frameWait, 10) }
    recorder.reset()
    for value: Int64 in [400_000, 900_000] {
      for _ in 0..<50 { recorder.recordInterval(.frameWait, value) }
    }
    let afterReset = recorder.histogram(.frameWait)
    let t = recorder.summary(.frameWait)
    #expect(t.p50 == Double(afterReset.valueAtPercentile(50)) / 1000)
    #expect(t.p95 == Double(afterReset.valueAtPercentile(95)) / 1000)
    #expect(t.p99 == Double(afterReset.valueAtPercentile(99)) / 1000)
    #expect(t.count == 100)
  }
}
