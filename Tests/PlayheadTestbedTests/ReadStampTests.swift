import Foundation
import PlayheadTestbed
import Testing

@Suite("Read stamps and cut-off streams")
struct ReadStampTests {
  @Test func decodesLittleEndianRecords() {
    // Two records written by hand: 40 bytes each (int64 ×3, int32 ×4), the second a failed read.
    var data = Data()
    func put64(_ v: Int64) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    func put32(_ v: Int32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    put64(1_000_123); put64(999_000); put64(999_500); put32(42); put32(5); put32(96); put32(2)
    put64(2_000_000); put64(0); put64(0); put32(42); put32(5); put32(-19); put32(0)
    data.append(contentsOf: [1, 2, 3])  // a torn record is ignored
    let stamps = ReadStamp.decode(data)
    #expect(
      stamps == [
        ReadStamp(
          readTime: 1_000_123, firstEventTime: 999_000, lastEventTime: 999_500, pid: 42, fd: 5, bytes: 96,
          synReports: 2),
        ReadStamp(
          readTime: 2_000_000, firstEventTime: 0, lastEventTime: 0, pid: 42, fd: 5, bytes: -19, synReports: 0),
      ])
  }

  @Test func partEventReadsAreGarbled() {
    // 24-byte input_events: 345 bytes is 14 events and 9 stray bytes (seen from umockdev under load).
    func stamp(_ bytes: Int32) -> ReadStamp {
      ReadStamp(readTime: 0, firstEventTime: 0, lastEventTime: 0, pid: 1, fd: 3, bytes: bytes, synReports: 0)
    }
    #expect(stamp(24).isWholeEvents && stamp(384).isWholeEvents)
    #expect(stamp(-19).isWholeEvents && stamp(0).isWholeEvents)  // failed reads carry no events
    #expect(!stamp(345).isWholeEvents && !stamp(10).isWholeEvents)
  }

  @Test func onlyEAGAINIsADrainedRead() {
    // Linux's errno values, by hand: EAGAIN 11, ENODEV 19.
    func stamp(_ bytes: Int32) -> ReadStamp {
      ReadStamp(readTime: 0, firstEventTime: 0, lastEventTime: 0, pid: 1, fd: 3, bytes: bytes, synReports: 0)
    }
    #expect(stamp(-11).isDrained)
    #expect(!stamp(-19).isDrained && !stamp(11).isDrained && !stamp(0).isDrained && !stamp(24).isDrained)
  }

  @Test func cutOffStreamsAreDetected() throws {
    let whole = try GestureSynthesizer(spec: .synapticsPS2).synthesize(
      GestureScript(parsing: "swipe 3 up 15mm 300ms")
    ).events
    #expect(!Testbed.endsWithTouchDown(whole))
    #expect(Testbed.endsWithTouchDown(Array(whole.prefix { $0.time <= 100_000 })))
    #expect(!Testbed.endsWithTouchDown([]))
  }
}
