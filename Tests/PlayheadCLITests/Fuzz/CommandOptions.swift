import Foundation

/// One subcommand's arguments as argument-parser describes them (`playhead --experimental-dump-help`,
/// its ToolInfo JSON): what the fuzz builds vectors from, so a new option is fuzzed without a change here.
struct CommandOptions: Sendable {
  struct Option: Sendable, Hashable {
    var name: String  // with its dashes: --percent, -o
    var takesValue: Bool
    var valueName: String
    var allValues: [String]
  }

  struct Positional: Sendable, Hashable {
    var valueName: String
    var isOptional: Bool
  }

  var command: String
  var options: [Option]
  var positionals: [Positional]

  /// Every subcommand of the dump, with its visible options (not --help, --version).
  static func all(dumpHelp json: String) throws -> [CommandOptions] {
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let command = root?["command"] as? [String: Any]
    let subcommands = command?["subcommands"] as? [[String: Any]] ?? []
    return subcommands.map { sub in
      var options: [Option] = []
      var positionals: [Positional] = []
      for argument in sub["arguments"] as? [[String: Any]] ?? [] {
        guard argument["shouldDisplay"] as? Bool ?? true else { continue }
        let kind = argument["kind"] as? String
        let valueName = argument["valueName"] as? String ?? ""
        if kind == "positional" {
          positionals.append(
            Positional(valueName: valueName, isOptional: argument["isOptional"] as? Bool ?? true))
          continue
        }
        let preferred = argument["preferredName"] as? [String: Any]
        guard let name = preferred?["name"] as? String, !["help", "version"].contains(name) else { continue }
        let dashes = preferred?["kind"] as? String == "short" ? "-" : "--"
        options.append(
          Option(
            name: dashes + name, takesValue: kind == "option", valueName: valueName,
            allValues: argument["allValues"] as? [String] ?? []))
      }
      return CommandOptions(
        command: sub["commandName"] as? String ?? "", options: options, positionals: positionals)
    }
  }
}
