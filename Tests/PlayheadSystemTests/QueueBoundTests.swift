import Dispatch
import PlayheadSystem
import Testing

/// `QueueBound` (PlayheadSystem), the box `LibinputSource` and the command line hand values to a
/// serial queue in: one value for every copy, reachable on its queue, checked off it in debug builds.
@Suite("QueueBound")
struct QueueBoundTests {
  /// A class, so the test sees the very instance the box hands over, not a copy.
  final class Counter { var count = 0 }

  @Test("copies carried by blocks share one value, used on the queue")
  func sharedOnTheQueue() {
    let queue = DispatchQueue(label: "playhead.test.bound")
    let counter = Counter()
    let bound = QueueBound(counter, queue: queue)
    let copy = bound
    for _ in 0..<3 { queue.async { bound.value.count += 1 } }
    queue.sync { copy.value.count += 10 }
    #expect(queue.sync { copy.value === counter })
    #expect(queue.sync { bound.value.count } == 13)
    let number = QueueBound(1, queue: queue)
    queue.sync { number.value = 2 }
    #expect(queue.sync { number.value } == 2)
  }

  #if DEBUG
    @Test("reading it off its queue stops a debug build")
    func offTheQueue() async {
      await #expect(processExitsWith: .failure) {
        let bound = QueueBound(0, queue: DispatchQueue(label: "playhead.test.bound"))
        _ = bound.value
      }
    }
  #endif
}
