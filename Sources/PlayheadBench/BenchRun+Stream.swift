import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadInput
import PlayheadSession
import PlayheadSystem

/// `bench --replay FILE --speed max`: the file played straight from disk through the whole engine on a
/// virtual clock, without a log or HUD, as `replay FILE --speed max` reads it (constant memory).
/// Measured before anything loads the file whole, so the peak RSS is the streamed replay's.
extension BenchRun {
  struct StreamedReplay {
    var events: Int
    var seconds: Double
    /// The process's peak resident set so far (`VmHWM`), MB.
    var peakRSSMegabytes: Double?
  }

  func streamedReplay(_ file: String) throws -> StreamedReplay {
    let setup = try engineConfiguration(
      policy: configuration.policies.first ?? .grid, source: "replay \(file)")
    let cursor: TranscriptCursor
    let first: InputEvent?
    do throws(TranscriptError) {
      cursor = try TranscriptCursor(path: file)
      first = try cursor.peek()
    } catch {
      throw BenchError.transcript(error)
    }
    let loop = EmbeddedLoop(now: first?.time ?? 0)
    // As `replay FILE --speed max` without a log: nothing reads the frames, so none is sampled.
    let engine = try Session(configuration: setup).makeEngine(loop: loop, recorder: nil)
    let start = MonotonicClock.nanoseconds()
    engine.playToEnd(cursor, on: loop)  // as `replay FILE --speed max` plays it
    let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
    let count = cursor.eventsTaken
    if case .inputFailed(let error) = engine.stopReason { throw BenchError.transcript(error) }
    return StreamedReplay(events: count, seconds: seconds, peakRSSMegabytes: Self.peakRSSMegabytes())
  }

  /// `VmHWM` of /proc/self/status in MB, nil where it cannot be read.
  static func peakRSSMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kilobytes = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap {
        Double($0)
      }
      return kilobytes.map { $0 / 1024 }
    }
    return nil
  }
}
