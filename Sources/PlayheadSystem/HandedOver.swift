/// A value handed between a thread that waits and the work it waits for: a Dispatch block's result
/// read after a semaphore's `wait()`, or a caller's closure or device handed to the task a blocking
/// call (`ChildProcess.blocking`, `runBlocking`) waits for (a value that stays on a queue is a
/// `QueueBound`). `@unchecked Sendable` is safe because the accesses never overlap: one side finishes
/// with it before the other's wait returns, and the wait orders the two (a happens-before edge, so no
/// lock is taken).
public final class HandedOver<Value>: @unchecked Sendable {
  public var value: Value
  public init(_ value: Value) { self.value = value }
}
