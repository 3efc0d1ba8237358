import Foundation
import PlayheadSystem

/// The bench's scratch directory and the environment its children inherit, on libc.
enum BenchFiles {
  /// A fresh directory for one run's stamps in `$TMPDIR` (or /tmp), or `.cannotCreate`.
  static func temporaryDirectory() throws(BenchError) -> String {
    let base = TemporaryFiles.directory
    do {
      return try TemporaryFiles.makeDirectory(prefix: "playhead-bench", in: base)
    } catch {
      throw .cannotCreate("cannot create a directory in \(base): \(error)")
    }
  }

  /// Runs `body` with `variables` set in this process's environment (`setenv`), unset after it
  /// (`unsetenv`): the children `body` starts inherit them.
  static func withEnvironment<T>(_ variables: [String: String], _ body: () -> T) -> T {
    for (name, value) in variables { setenv(name, value, 1) }
    defer { for name in variables.keys { unsetenv(name) } }
    return body()
  }
}
