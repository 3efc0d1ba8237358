import Foundation
import PlayheadGestures

/// The part of one state-log line (docs/engine.md) the analysis to presentation reads.
public enum PresentationLogRecord: Sendable, Hashable {
  /// A swipe or pinch recognizer snapshot: event time µs, state, translation (the log's units).
  case gesture(kind: String, state: String, time: Int64, translation: Vector2)
  case frame(Frame)
  /// Any other record.
  case other

  /// A frame record. Times are µs on CLOCK_MONOTONIC (`t`: the frame's target on the event clock).
  public struct Frame: Sendable, Hashable {
    public var seq: Int
    public var target: Int64
    public var phase: String
    public var percent: Double
    /// nil: not presented (discarded, or written without feedback).
    public var presented: Int64?
    public var discarded: Bool
    /// `committed` and `built` (µs), when the record carries them.
    public var committed: Int64?
    public var built: Int64?
    /// `travel` ([x, y], the gesture's units) the frame shows, when the record carries it.
    public var travel: Vector2?
  }

  /// The record of `line`; nil when it is not a JSON object with a `type`.
  public init?(line: Substring) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else { return nil }
    let t = (object["t"] as? Double).map { Int64(($0 * 1e6).rounded()) }
    switch type {
    case "gesture":
      guard let kind = object["kind"] as? String, kind == "swipe" || kind == "pinch",
        let state = object["state"] as? String, let t
      else {
        self = .other
        return
      }
      let pair = object["translation"] as? [Double] ?? [0, 0]
      self = .gesture(
        kind: kind, state: state, time: t,
        translation: pair.count == 2 ? Vector2(x: pair[0], y: pair[1]) : .zero)
    case "frame":
      guard let seq = object["seq"] as? Int, let t else { return nil }
      let travel = (object["travel"] as? [Double]).flatMap {
        $0.count == 2 ? Vector2(x: $0[0], y: $0[1]) : nil
      }
      self = .frame(
        Frame(
          seq: seq, target: t, phase: object["phase"] as? String ?? "",
          percent: object["percent"] as? Double ?? 0,
          presented: Self.microseconds(object["presented"]), discarded: object["discarded"] as? Bool ?? false,
          committed: Self.microseconds(object["committed"]), built: Self.microseconds(object["built"]),
          travel: travel))
    default:
      self = .other
    }
  }

  static func microseconds(_ value: Any?) -> Int64? {
    (value as? Double).map { Int64($0.rounded()) }
  }
}
