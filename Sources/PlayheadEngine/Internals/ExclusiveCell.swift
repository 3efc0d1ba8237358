/// Memory for a value owned by one object and reached only on its loop, where Swift's runtime
/// exclusivity checks do not reach it.
///
/// Measured hot path (issue 26, docs/speed.md "Ninth pass"): a class's stored `var` gets a dynamic
/// check (`swift_beginAccess`, the runtime's access set, a thread-local lookup) on every access the
/// optimizer cannot prove free of overlap, and every mutating call into another module is such an
/// access: about a hundred instructions each, several per event and per frame, 6 % of a logged replay.
/// Memory reached through `UnsafeMutablePointer` is not checked.
///
/// The owner exposes it through a computed property with addressors, not `_read`/`_modify`:
///
///     var core: EngineCore {
///       unsafeAddress { UnsafePointer(coreCell.address) }
///       unsafeMutableAddress { coreCell.address }
///     }
///
/// A coroutine yielding through another was miscompiled here (Swift 6.3, debug): a getter copied the
/// yielded value after the coroutine had ended and freed its frame (AddressSanitizer: heap use after
/// free). An addressor hands out the address of memory this cell owns until it goes.
///
/// The owner must not start an access to the value inside another that changes it, which is what the
/// runtime checked. The values kept here (the engine's core, frame buffers and presentation ledger,
/// the state log's line, held records and layer texts) are changed by calls into value
/// types that do not reach their owner again. The one foreign code inside such a call is an
/// `Animator`'s (`animateTransition`, `animationEnded`, run by the core's drivers); an animator is
/// `Sendable` and the engine is not, so it cannot hold the engine without an unchecked escape, and must
/// not read it from there. (The newest frame has a cell of its own, `FrameCell`.)
/// Noncopyable, so the memory has one owner and is freed once, in `deinit`.
struct ExclusiveCell<Value: ~Copyable>: ~Copyable {
  /// The value's address, valid until the cell is destroyed.
  let address: UnsafeMutablePointer<Value>

  init(_ value: consuming Value) {
    address = .allocate(capacity: 1)
    address.initialize(to: value)
  }

  deinit {
    address.deinitialize(count: 1)
    address.deallocate()
  }
}
