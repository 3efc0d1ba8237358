import Dispatch

/// A value that belongs to one serial `DispatchQueue`, carried through a `@Sendable` closure
/// (`queue.async`) to be used on that queue only — swift-nio's `NIOLoopBound` idea for Dispatch.
///
/// `@unchecked Sendable` is safe because the value is only reached through `value`, and every
/// access is on `queue`: a serial queue runs one block at a time, so no two threads touch the value
/// at once. Debug builds check it on each access (`dispatchPrecondition`); release builds trust it,
/// so the hot paths pay nothing.
public struct QueueBound<Value>: @unchecked Sendable {
  /// The queue the value belongs to.
  public let queue: DispatchQueue
  private let box: Box

  /// Binds `value` to `queue`; may be made anywhere (the value is not used until it reaches the queue).
  public init(_ value: Value, queue: DispatchQueue) {
    self.queue = queue
    box = Box(value)
  }

  /// The value; on `queue` only (checked in debug builds).
  public var value: Value {
    get {
      checkQueue()
      return box.value
    }
    nonmutating set {
      checkQueue()
      box.value = newValue
    }
  }

  @inline(__always)
  private func checkQueue() {
    #if DEBUG
      dispatchPrecondition(condition: .onQueue(queue))
    #endif
  }

  /// Shared storage, so that copies of the box (one per closure) see one value.
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
}
