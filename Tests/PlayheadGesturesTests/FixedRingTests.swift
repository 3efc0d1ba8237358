import PlayheadGestures
import Testing

@Suite struct FixedRingTests {
  @Test func keepsTheNewestElementsOldestFirst() {
    var ring = FixedRing(capacity: 3, filler: 0)
    for i in 1...5 { ring.append(i) }
    // 1 and 2 were overwritten by 4 and 5.
    #expect(ring.count == 3)
    #expect([ring[0], ring[1], ring[2]] == [3, 4, 5])
    #expect(ring.first == 3 && ring.last == 5)
    #expect(ring.popFirst() == 3)
    ring.append(6)
    #expect([ring[0], ring[1], ring[2]] == [4, 5, 6])
    ring.removeAll()
    #expect(ring.isEmpty && ring.popFirst() == nil && ring.last == nil)
  }

  @Test func copiesAreIndependent() {
    var a = FixedRing(capacity: 2, filler: 0)
    a.append(1)
    var b = a
    b.append(2)
    b[0] = 10
    a.updateEach { $0 += 100 }
    #expect(a.count == 1 && a[0] == 101)
    #expect(b.count == 2 && b[0] == 10 && b[1] == 2)
  }
}
