/// A value that Dispatch closures share with the code that started them. The closures are
/// `@Sendable`, but each access is ordered: on the engine's one serial queue, or before a semaphore
/// `signal()` and after its `wait()`. That order is the synchronisation, so no lock is taken.
final class HandedOver<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
