/// The memory of the newest frame an engine built (`Engine.lastFrame`), empty until the first.
///
/// Measured hot path (issue 26): kept as a `Frame?` in an `ExclusiveCell`, the frame replaced each time
/// was destroyed through `Optional`'s generic value witness, some 150 instructions a frame; kept as a
/// `Frame` with a flag beside it, it is destroyed directly. Reached only on the engine's loop, through
/// the engine (see `ExclusiveCell` on why its memory is not a stored `var`).
final class FrameCell {
  private let address = UnsafeMutablePointer<Frame>.allocate(capacity: 1)
  private var holdsFrame = false

  /// The frame held, nil before the first.
  var frame: Frame? { holdsFrame ? address.pointee : nil }

  /// Destroys the frame held, if any, and moves `frame` in.
  @inline(__always)
  func replace(with frame: consuming Frame) {
    if holdsFrame { address.deinitialize(count: 1) }
    address.initialize(to: consume frame)
    holdsFrame = true
  }

  deinit {
    if holdsFrame { address.deinitialize(count: 1) }
    address.deallocate()
  }
}
