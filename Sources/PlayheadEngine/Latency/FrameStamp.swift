/// The latency bookkeeping one frame carries from the moment it starts to the moment it is written.
///
/// `LatencyRecorder.frameBegan(deadline:at:)` returns it; the engine stores it in its `Frame`, stamps
/// `builtTime` once the frame's values are sampled, and hands it back with
/// `LatencyRecorder.frameWritten(_:at:bytes:)` when the write of the frame returned. The events it shows
/// are a range of the recorder's event sequence numbers, so the frame holds no per-event storage.
public struct FrameStamp: Sendable, Hashable {
  /// The recorder's running frame number, from 0.
  public var index: Int
  /// When the frame clock meant this frame to start (its tick), ns; equal to `startTime` for frames
  /// drawn immediately on an event.
  public var deadline: Int64
  /// When building the frame began, ns.
  public var startTime: Int64
  /// When the frame's values were sampled and its output formatted (before the write), ns; 0 if unset.
  public var builtTime: Int64 = 0
  /// Sequence numbers of the events this frame shows for the first time: `firstEvent ..< endEvent`.
  public var firstEvent: Int
  public var endEvent: Int

  /// How many events appear in this frame for the first time.
  public var eventCount: Int { endEvent - firstEvent }

  /// A frame stamp that records nothing (for frames built without a recorder).
  public static let none = FrameStamp(index: -1, deadline: 0, startTime: 0, firstEvent: 0, endEvent: 0)
}
