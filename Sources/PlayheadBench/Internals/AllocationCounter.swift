import Foundation
import PlayheadSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Counts heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by
/// the calling thread, through a tiny preload library that `playhead bench` compiles with the system C
/// compiler and loads into a child process with `LD_PRELOAD`.
///
/// Inside that child, `AllocationCounter.current()` reads the thread's count; elsewhere it is nil.
public enum AllocationCounter {
  /// The preload's C source: each allocation function bumps a thread-local counter and calls glibc's
  /// own `__libc_*` entry point (no dlsym, so no recursion at start-up).
  static let source = """
    #define _GNU_SOURCE
    #include <errno.h>
    #include <stddef.h>
    #include <stdint.h>
    extern void *__libc_malloc(size_t);
    extern void *__libc_calloc(size_t, size_t);
    extern void *__libc_realloc(void *, size_t);
    extern void *__libc_memalign(size_t, size_t);
    static __thread __attribute__((tls_model("initial-exec"))) uint64_t allocations;
    uint64_t playhead_thread_allocations(void) { return allocations; }
    void *malloc(size_t n) { allocations++; return __libc_malloc(n); }
    void *calloc(size_t a, size_t b) { allocations++; return __libc_calloc(a, b); }
    void *realloc(void *p, size_t n) { allocations++; return __libc_realloc(p, n); }
    void *memalign(size_t a, size_t n) { allocations++; return __libc_memalign(a, n); }
    void *aligned_alloc(size_t a, size_t n) { allocations++; return __libc_memalign(a, n); }
    int posix_memalign(void **out, size_t a, size_t n) {
      void *p = __libc_memalign(a, n);
      if (p == NULL) return ENOMEM;
      allocations++;
      *out = p;
      return 0;
    }

    """

  public enum BuildError: Error, CustomStringConvertible {
    case compilerMissing
    case compileFailed(String)

    public var description: String {
      switch self {
      case .compilerMissing: return "allocation counter: no C compiler (cc) found; install gcc"
      case .compileFailed(let why): return "allocation counter: cc failed: \(why)"
      }
    }
  }

  /// The calling thread's allocation count, when this process runs under the counting preload.
  /// Wraps `dlsym(RTLD_DEFAULT, "playhead_thread_allocations")`.
  public static func current() -> UInt64? { counterSymbol?() }

  private typealias CounterFunction = @convention(c) () -> UInt64
  private static let counterSymbol: CounterFunction? = {
    guard let pointer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "playhead_thread_allocations") else {
      return nil
    }
    return unsafeBitCast(pointer, to: CounterFunction.self)
  }()

  /// Compiles the preload into `directory` (once; reused when present) and returns its path.
  public static func build(in directory: String) throws(BuildError) -> String {
    let library = directory + "/playhead-alloc-counter.so"
    let sourcePath = directory + "/playhead-alloc-counter.c"
    if FileManager.default.fileExists(atPath: library),
      let existing = try? String(contentsOfFile: sourcePath, encoding: .utf8), existing == source
    {
      return library
    }
    guard
      let cc = ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { throw .compilerMissing }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
    } catch {
      throw .compileFailed("cannot write \(sourcePath): \(error)")
    }
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run([cc, "-O2", "-shared", "-fPIC", "-o", library, sourcePath], timeout: 120)
    } catch {
      throw .compileFailed(error.description)
    }
    guard result.status == 0 else {
      throw .compileFailed(
        result.stderr.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)")
    }
    return library
  }
}
