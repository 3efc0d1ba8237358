import Foundation
import PlayheadTestSupport

/// What one invocation broke of the house rules for bad input: no crash, no hang, a failure is one
/// line on stderr (`playhead: …`, or FILE:LINE:COL: … per problem of a file people write) with a
/// sysexits status 64–78, and a success prints no `inf`/`nan` (nor `null` where a number belongs).
enum FuzzVerdict {
  /// How one invocation ended: from a launched process or from `playhead helper run-many`'s line.
  struct Outcome: Sendable, Equatable {
    var status: Int32
    var signal: Int32?
    var timedOut: Bool
    var stdout: String
    var stderr: String

    init(_ r: Launcher.Result) {
      (status, signal, timedOut, stdout, stderr) = (r.status, r.signal, r.timedOut, r.stdout, r.stderr)
    }

    /// One line of `playhead helper run-many`.
    init?(line: Substring) {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let status = object["status"] as? Int, let stdout = object["stdout"] as? String,
        let stderr = object["stderr"] as? String
      else { return nil }
      self.status = Int32(status)
      self.signal = (object["signal"] as? Int).map(Int32.init)
      self.timedOut = object["timedOut"] as? Bool ?? false
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  /// The problem classes of one result (empty: it kept every rule). A class names the rule and the
  /// message with its numbers and quoted values blanked, so that one defect is one class.
  static func problems(_ r: Outcome) -> [String] {
    if let signal = r.signal { return ["killed by signal \(signal)"] }
    if r.timedOut { return ["no exit within the time limit (a hang)"] }
    let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      r.stderr.hasSuffix("\n") ? 1 : 0)
    if r.status == 0 { return nonFinite(in: r.stdout).map { "success printed \($0)" } }
    var found: [String] = []
    if !(64...78).contains(r.status) { found.append("exit \(r.status), not 64–78") }
    let fileProblem = #/^[^\s:]+:\d+(:\d+)?: /#
    if lines.isEmpty {
      found.append("failed with nothing on stderr")
    } else if lines.count > 1 && !lines.allSatisfy({ $0.firstMatch(of: fileProblem) != nil }) {
      // argument-parser's own block (Error:, Help:, Usage:) is one class whatever its message.
      let first =
        lines[0].hasPrefix("Error: ") ? "argument-parser's Error: … and usage" : shape(lines[0], words: 2)
      found.append("more than one line on stderr, the first: \(first) …")
    } else if !lines[0].hasPrefix("playhead: ") && lines[0].firstMatch(of: fileProblem) == nil {
      found.append("stderr not 'playhead: …': \(shape(lines[0]))")
    }
    return found
  }

  /// `inf`/`nan` as words, and the JSON keys that are null (judged against numbers at the end).
  static func nonFinite(in stdout: String) -> [String] {
    // A word of its own (no lookbehind in Swift's regexes: the character before is matched instead).
    let word = #/(?i)(?:^|[^A-Za-z_])([-+]?(?:nan|inf|infinity))(?![A-Za-z_])/#
    return stdout.firstMatch(of: word).map { ["'\($0.output.1)'"] } ?? []
  }

  /// Keys written as `"key": null`, and keys written with a number, in JSON output. A bench
  /// distribution with nothing recorded is written whole as four nulls (docs/latency.md: a stage not
  /// measured on this run, such as the wall-clock stages at `--speed max`): that object says "no
  /// samples", not a number gone missing, and is left out of the judgement.
  static func jsonKeys(in stdout: String) -> (null: Set<String>, number: Set<String>) {
    var null: Set<String> = []
    var number: Set<String> = []
    let unmeasured =
      #/\{\s*"p50"\s*:\s*null\s*,\s*"p95"\s*:\s*null\s*,\s*"p99"\s*:\s*null\s*,\s*"max"\s*:\s*null\s*\}/#
    let judged = stdout.replacing(unmeasured, with: "{}")
    for match in judged.matches(of: #/"([A-Za-z_][A-Za-z0-9_]*)"\s*:\s*(null|-?[0-9])/#) {
      if match.output.2 == "null" {
        null.insert(String(match.output.1))
      } else {
        number.insert(String(match.output.1))
      }
    }
    return (null, number)
  }

  /// A message's shape: numbers → N, quoted text → '…', at most 110 characters.
  static func shape(_ line: Substring, words: Int = 12) -> String {
    var text = line.split(separator: " ", maxSplits: words, omittingEmptySubsequences: false).prefix(words)
      .joined(separator: " ")
    text = text.replacing(#/'[^']*'/#, with: "'…'")
    text = text.replacing(#/-?[0-9][0-9.e+-]*/#, with: "N")
    return String(text.prefix(110))
  }
}
