/// A value a Dispatch block hands back to the thread that waits for it (a value that stays on the
/// queue is a `QueueBound`). `@unchecked Sendable` is safe because the accesses never overlap: the
/// block writes it before a semaphore's `signal()`, the waiting thread reads it after `wait()`
/// returns, and `signal()`/`wait()` order the two (a happens-before edge, so no lock is taken).
final class HandedOver<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
