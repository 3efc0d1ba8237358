import Foundation

/// The bench's scratch directory and the environment its children inherit, on libc.
enum BenchFiles {
  /// A fresh directory for one run's stamps (`mkdtemp`), or `.cannotCreate`.
  static func temporaryDirectory() throws(BenchError) -> String {
    var template = Array("/tmp/playhead-bench-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw .cannotCreate("cannot create a directory in /tmp: \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }

  /// Runs `body` with `variables` set in this process's environment (`setenv`), unset after it
  /// (`unsetenv`): the children `body` starts inherit them.
  static func withEnvironment<T>(_ variables: [String: String], _ body: () -> T) -> T {
    for (name, value) in variables { setenv(name, value, 1) }
    defer { for name in variables.keys { unsetenv(name) } }
    return body()
  }
}
