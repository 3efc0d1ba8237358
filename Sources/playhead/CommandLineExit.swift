import ArgumentParser
import Foundation
import Glibc
import PlayheadBench

/// How an error that reached the root is shown: help and the version on stdout with 0, anything else
/// as exactly one line `playhead: …` on stderr and a sysexits(3) code (docs/cli.md has the table).
enum CommandLineExit {
  /// The mapping, in one place: help → 0 (its text on stdout); a command's `ExitCode` → itself (it has
  /// said why); a bad command line (argument-parser's errors, `ValidationError`) → EX_USAGE; else 70.
  static func exit(with error: any Error) -> Never {
    let status = Playhead.exitCode(for: error)
    let message = Playhead.message(for: error)
    // Help, the version, and an `ExitCode` whose line was already written: argument-parser's way.
    if status == .success || message.isEmpty { Playhead.exit(withError: error) }
    let text = firstLine(of: message)
    if status == .validationFailure {
      CLIError.report(text + hint(for: error))
      Glibc.exit(SysExits.usage)
    }
    CLIError.report(text)
    // An error no command reported itself is Playhead's own fault.
    Glibc.exit(SysExits.software)
  }

  /// The first non-empty line, starting lower-case as Playhead's own lines do ("Unknown option" →
  /// "unknown option"), without argument-parser's "Error: ".
  static func firstLine(of message: String) -> String {
    var line = message.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
    line = String(line.trimmingPrefix("Error: ")).trimmingCharacters(in: .whitespaces)
    line = line.replacingOccurrences(of: ". Did you mean", with: "; did you mean")
    if let first = line.first, first.isUppercase, line.dropFirst().first?.isLowercase == true {
      line = first.lowercased() + line.dropFirst()
    }
    return line
  }

  /// argument-parser's pointer to the command's help (its last usage line), folded into the one line.
  static func hint(for error: any Error) -> String {
    let full = Playhead.fullMessage(for: error, columns: 1000)
    guard let start = full.range(of: "See '"), let end = full[start.upperBound...].firstIndex(of: "'") else {
      return ""
    }
    return " (see '\(full[start.upperBound..<end])')"
  }

  /// `playhead help NAME…`: argument-parser shows the top-level help, exit 0, for a name it does not
  /// know; Playhead refuses it in one line instead.
  static func checkHelpTopic(_ arguments: [String]) throws {
    guard arguments.first == "help" else { return }
    var path = ["playhead"]
    var subcommands = Playhead.configuration.subcommands
    for name in arguments.dropFirst() where !name.hasPrefix("-") && name != "help" {
      guard let next = subcommands.first(where: { $0.configuration.commandName == name }) else {
        let known = subcommands.filter { $0.configuration.shouldDisplay }.compactMap {
          $0.configuration.commandName
        }
        let list = known.isEmpty ? "it has none" : "they are \(known.joined(separator: ", "))"
        throw CLIError.usage("help: no command '\(name)' in \(path.joined(separator: " ")); \(list)")
      }
      path.append(name)
      subcommands = next.configuration.subcommands
    }
  }

  /// Runs `body`; a `BenchError` it throws becomes its one line and its exit status (`SysExits`).
  static func reporting<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as BenchError {
      throw CLIError.failure(error.description, error.exitCode)
    }
  }
}
