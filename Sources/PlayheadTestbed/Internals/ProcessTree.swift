import Foundation

/// The processes below one in the tree of parents, read from /proc: where the demo's rounds forward
/// signals, and how they know a child has gone.
enum ProcessTree {
  /// Every live process whose parent chain leads to `root`, read from /proc/PID/stat.
  static func descendants(of root: pid_t) -> [pid_t] {
    var parent: [pid_t: pid_t] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // "pid (comm) state ppid …"
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let ppid = pid_t(fields[1]) { parent[pid] = ppid }
    }
    return parent.keys.filter { pid in
      var current = pid
      for _ in 0..<64 {
        guard let up = parent[current], up > 1 else { return false }
        if up == root { return true }
        current = up
      }
      return false
    }
  }

  /// Waits (at most 5 s) until the process named in `pidFile` has exited (`kill(pid, 0)`), so the
  /// shell's prompt never comes back before the child has given the terminal back.
  static func waitUntilGone(pidFile: String) {
    guard let pid = pid(inFile: pidFile) else { return }
    for _ in 0..<500 {
      // A zombie has finished too (its parent has not reaped it yet).
      guard kill(pid, 0) == 0, isZombie(pid) != true else { return }
      usleep(10_000)
    }
  }

  /// The pid a process wrote to `pidFile`, once it has.
  static func pid(inFile pidFile: String) -> pid_t? {
    guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8) else { return nil }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Whether `pid` has finished but is not reaped yet (state Z in "pid (comm) state …"); nil when
  /// /proc has no such process.
  static func isZombie(_ pid: pid_t) -> Bool? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
    return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? false
  }
}
