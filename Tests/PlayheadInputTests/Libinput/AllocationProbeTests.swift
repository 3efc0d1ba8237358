import Dispatch
import Foundation
import PlayheadEvents
import PlayheadInput
import PlayheadTestSupport
import PlayheadTestbed
import Testing

/// Zero allocations per gesture event in `LibinputSource`'s drain, measured on real libinput.
///
/// The parent test re-runs this test binary inside the testbed (only `child` runs there) with a
/// malloc-counting preload. Between two handler calls of the same wake-up the only code that runs is
/// the drain's loop: `libinput_get_event`, the translation to `GestureEvent`, the touchpad filter,
/// `GestureContinuity` and the call of the handler; the counter must not move across it.
extension LiveInputTests {
  @Suite struct AllocationProbeTests {
    static let outputVariable = "PLAYHEAD_ALLOCATION_PROBE_OUT"
    static let isChild = ProcessInfo.processInfo.environment[outputVariable] != nil

    /// One test in two roles: in the test run it starts the testbed and re-runs itself inside it, where
    /// (told so by `outputVariable`, which only the parent sets) it is the measured child. The child
    /// needs none of the parent's tools, so only the parent asks for them.
    @Test(.requires(isChild ? [] : [.testbed, .cc]))
    func drainAllocatesNothingPerGestureEvent() async throws {
      if Self.isChild {
        try Self.child()
      } else {
        try await Self.parent()
      }
    }

    static func parent() async throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playhead-allocation-probe-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
      try MallocCounter.source.write(toFile: path("malloc-counter.c"), atomically: true, encoding: .utf8)
      let compile = try await Launcher.run(
        [
          "/usr/bin/gcc", "-shared", "-fPIC", "-O2", "-o", path("malloc-counter.so"),
          path("malloc-counter.c"),
        ],
        Launcher.Options(timeout: 120))
      try #require(compile.status == 0, "\(compile.stderr)")
      let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      let output = path("probe.json")
      let testbed = try Testbed(
        spec: .synapticsPS2,
        script: GestureScript(
          parsing: "swipe 3 up 15mm 300ms; swipe 3 down 15mm 300ms; swipe 4 left 30mm 300ms"))
      var options = Testbed.RunOptions()
      options.stopAfterLastEvent = nil  // the child exits after the third swipe
      options.environment = [Self.outputVariable: output]
      let result = try await testbed.run(
        [
          "/bin/sh", "-c", "LD_PRELOAD=\"$LD_PRELOAD:\(path("malloc-counter.so"))\" exec \"$0\" \"$@\"",
          me,
          "--testing-library", "swift-testing", "--filter",
          "AllocationProbeTests/drainAllocatesNothingPerGestureEvent",
        ], options: options)
      #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
      let data = try Data(contentsOf: URL(fileURLWithPath: output))
      let probe = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let deltas = try #require(probe["deltas"] as? [Int])
      #expect(probe["counterFound"] as? Bool == true)
      #expect(deltas.count >= 2, "too few events shared a wake-up to measure: \(probe)")
      #expect(deltas.allSatisfy { $0 == 0 }, "mallocs between consecutive gesture events: \(deltas)")
    }

    /// Runs only inside the testbed, under the counting preload.
    static func child() throws {
      typealias Count = @convention(c) () -> UInt
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "playhead_malloc_count")  // RTLD_DEFAULT
      let count: Count? = symbol.map { unsafeBitCast($0, to: Count.self) }
      let queue = DispatchQueue(label: "probe")
      let done = DispatchSemaphore(value: 0)
      final class State {
        var deltas: [Int] = []
        var lastRead: Instant = -1
        var lastCount: UInt = 0
        var ends = 0
      }
      let state = State()
      state.deltas.reserveCapacity(4096)  // appends below stay within capacity: no allocation
      // Safe: the source is started, read and stopped on `queue`; this thread only waits for it.
      nonisolated(unsafe) let source = try LibinputSource(backend: .path("/dev/input/event12"), queue: queue)
      { event, readTime in
        let now = count?() ?? 0
        guard case .gesture(let gesture) = event else {
          state.lastRead = -1  // device events allocate (names); measure gesture-to-gesture only
          return
        }
        if readTime == state.lastRead, state.deltas.count < 4096 {
          state.deltas.append(Int(now &- state.lastCount))
        }
        state.lastRead = readTime
        state.lastCount = count?() ?? 0  // after our own bookkeeping
        if gesture.phase == .end, gesture.kind != .hold {
          state.ends += 1
          if state.ends == 3 { done.signal() }
        }
      }
      queue.async { source.start() }
      #expect(done.wait(timeout: .now() + 15) == .success)
      let result: [String: Any] = queue.sync { ["deltas": state.deltas, "counterFound": count != nil] }
      queue.sync { source.stop() }
      let path = try #require(ProcessInfo.processInfo.environment[Self.outputVariable])
      try JSONSerialization.data(withJSONObject: result).write(to: URL(fileURLWithPath: path))
    }
  }
}

/// An LD_PRELOAD library counting every allocation of the process (`playhead_malloc_count()`).
enum MallocCounter {
  static let source = """
    #include <stddef.h>
    extern void *__libc_malloc(size_t);
    extern void *__libc_calloc(size_t, size_t);
    extern void *__libc_realloc(void *, size_t);
    extern void *__libc_memalign(size_t, size_t);
    static unsigned long count;
    unsigned long playhead_malloc_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }
    static void add(void) { __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED); }
    void *malloc(size_t n) { add(); return __libc_malloc(n); }
    void *calloc(size_t a, size_t b) { add(); return __libc_calloc(a, b); }
    void *realloc(void *p, size_t n) { add(); return __libc_realloc(p, n); }
    void *memalign(size_t a, size_t n) { add(); return __libc_memalign(a, n); }
    void *aligned_alloc(size_t a, size_t n) { add(); return __libc_memalign(a, n); }
    int posix_memalign(void **out, size_t a, size_t n) { add(); void *p = __libc_memalign(a, n); if (!p) return 12; *out = p; return 0; }

    """
}
