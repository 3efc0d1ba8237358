import Testing

@testable import PlayheadEngine

/// `ExclusiveCell` holds the engine's core, buffers and ledger and the state log's line and held
/// records, reached through addressors: it must keep the value where it is, change it in place, and
/// destroy it exactly once.
@Suite("Exclusive cell")
struct ExclusiveCellTests {
  /// Counts its own deinitialisations, to see the cell destroy its value exactly once.
  final class Tracked {
    let destroyed: Counter
    init(_ destroyed: Counter) { self.destroyed = destroyed }
    deinit { destroyed.count += 1 }
  }

  final class Counter {
    var count = 0
  }

  /// A noncopyable value that counts its own destruction.
  struct Owned: ~Copyable {
    let destroyed: Counter
    deinit { destroyed.count += 1 }
  }

  /// An owner as the engine and the state log are: a class exposing the cell through addressors.
  final class Owner<Value> {
    private let cell: ExclusiveCell<Value>
    var value: Value {
      unsafeAddress { UnsafePointer(cell.address) }
      unsafeMutableAddress { cell.address }
    }
    init(_ value: Value) { cell = ExclusiveCell(value) }
  }

  @Test("reads what was stored and what was changed in place")
  func readsAndModifies() {
    let owner = Owner([1, 2, 3])
    #expect(owner.value == [1, 2, 3])
    owner.value.append(4)
    owner.value[0] = 10
    #expect(owner.value == [10, 2, 3, 4])
    owner.value = []
    #expect(owner.value.isEmpty)
  }

  @Test("a change in place does not copy the array it holds (it is the only reference)")
  func modifiesInPlace() {
    let owner = Owner([0.5, 1.5])
    let before = owner.value.withUnsafeBufferPointer { $0.baseAddress }
    owner.value[1] = 2.5
    let after = owner.value.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(owner.value == [0.5, 2.5])
  }

  @Test("a field read through the owner is a copy that outlives the access")
  func fieldOutlivesAccess() {
    struct Core {
      var names: [String]
      var count = 0
    }
    let owner = Owner(
      Core(names: ["container", "from", "to"].map { $0 + String(repeating: "-", count: 20) }))
    var kept: [[String]] = []
    for _ in 0..<100 {
      kept.append(owner.value.names)
      owner.value.count += 1
    }
    owner.value.names = []
    #expect(owner.value.count == 100)
    #expect(kept.allSatisfy { $0.count == 3 && $0[2] == "to" + String(repeating: "-", count: 20) })
  }

  @Test("holds a noncopyable value")
  func noncopyable() {
    let cell = ExclusiveCell(JSONLine(capacity: 64))
    cell.address.pointee.beginAppending(type: "gesture", t: 1_500_000)
    cell.address.pointee.end()
    var text = ""
    cell.address.pointee.withBytes { text = String(decoding: $0, as: UTF8.self) }
    #expect(text == "{\"type\":\"gesture\",\"t\":1.5}\n")
  }

  @Test("destroys a noncopyable value once, when the cell goes")
  func destroysNoncopyableOnce() {
    let destroyed = Counter()
    do {
      let cell = ExclusiveCell(Owned(destroyed: destroyed))
      #expect(destroyed.count == 0)
      #expect(cell.address.pointee.destroyed === destroyed)
    }
    #expect(destroyed.count == 1)
  }

  @Test("destroys the value once, when its owner goes, and a replaced value when it is replaced")
  func destroysOnce() {
    let destroyed = Counter()
    do {
      let owner = Owner<Tracked?>(Tracked(destroyed))
      #expect(destroyed.count == 0)
      owner.value = Tracked(destroyed)
      #expect(destroyed.count == 1)
      #expect(owner.value != nil)
    }
    #expect(destroyed.count == 2)
  }
}
