/// Something that shows the engine's frames: the terminal HUD, a window, a test's recorder of frames.
/// The engine hands each frame to its sinks in the order they were added, then to the state log, then
/// tells the latency recorder the frame was written (`Engine.add(_:)`).
///
/// Class-bound, so the engine holds its sinks without boxing a value per call.
public protocol FrameSink: AnyObject {
  /// Shows `frame`; returns the bytes written to a stream (the terminal's), 0 for output that is not
  /// bytes (a window's pixels). A thrown error stops the engine with `.outputFailed`.
  func show(_ frame: Frame) throws(OutputError) -> Int
}

/// A frame sink made of a closure (a test's, the bench's HUD on /dev/null).
public final class FrameHandler: FrameSink {
  private let body: (Frame) throws(OutputError) -> Int

  public init(_ body: @escaping (Frame) throws(OutputError) -> Int) { self.body = body }

  public func show(_ frame: Frame) throws(OutputError) -> Int { try body(frame) }
}
