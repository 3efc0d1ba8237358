import Foundation

/// The context-switch counters of `/proc/<pid>/status` (or `/proc/self/task/<tid>/status`).
///
/// Linux reports them per thread: the file of the process shows only its main thread, so
/// `ProcStatus.process()` sums the files under `/proc/self/task/`.
public struct ProcStatus: Sendable, Hashable {
  /// `voluntary_ctxt_switches`: the thread slept and was woken (a timer, a read, a lock).
  public var voluntaryContextSwitches: Int
  /// `nonvoluntary_ctxt_switches`: the thread was preempted.
  public var nonvoluntaryContextSwitches: Int

  /// Why a status file could not be read.
  public enum ParseError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case missingField(path: String, field: String)
    case badValue(path: String, line: Int, text: String)

    public var description: String {
      switch self {
      case .unreadable(let path): return "\(path): cannot read"
      case .missingField(let path, let field): return "\(path): no \(field) line"
      case .badValue(let path, let line, let text): return "\(path):\(line): not a count: \(text)"
      }
    }
  }

  /// Parses the text of a status file; `path` only names it in errors.
  public static func parse(_ text: String, path: String = "/proc/self/status") throws(ParseError)
    -> ProcStatus
  {
    var voluntary: Int?
    var nonvoluntary: Int?
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon]
      guard key == "voluntary_ctxt_switches" || key == "nonvoluntary_ctxt_switches" else { continue }
      let valueText = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard let value = Int(valueText), value >= 0 else {
        throw .badValue(path: path, line: lineNumber, text: String(line))
      }
      if key == "voluntary_ctxt_switches" { voluntary = value } else { nonvoluntary = value }
    }
    guard let voluntary else { throw .missingField(path: path, field: "voluntary_ctxt_switches") }
    guard let nonvoluntary else { throw .missingField(path: path, field: "nonvoluntary_ctxt_switches") }
    return ProcStatus(voluntaryContextSwitches: voluntary, nonvoluntaryContextSwitches: nonvoluntary)
  }

  /// Reads and parses one status file.
  public static func read(path: String) throws(ParseError) -> ProcStatus {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { throw .unreadable(path: path) }
    return try parse(text, path: path)
  }

  /// The main thread's counters (`/proc/self/status`).
  public static func mainThread() throws(ParseError) -> ProcStatus {
    try read(path: "/proc/self/status")
  }

  /// The sum over every thread of this process (`/proc/self/task/*/status`). Threads that exit while
  /// it reads are skipped.
  public static func process() throws(ParseError) -> ProcStatus {
    let taskDirectory = "/proc/self/task"
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: taskDirectory) else {
      throw .unreadable(path: taskDirectory)
    }
    var total = ProcStatus(voluntaryContextSwitches: 0, nonvoluntaryContextSwitches: 0)
    for task in tasks {
      guard let status = try? read(path: "\(taskDirectory)/\(task)/status") else { continue }
      total.voluntaryContextSwitches += status.voluntaryContextSwitches
      total.nonvoluntaryContextSwitches += status.nonvoluntaryContextSwitches
    }
    return total
  }
}
