import ArgumentParser
import PlayheadTransitionFile
import PlayheadTransitions

/// Where a command's transition comes from: a built-in by name (its shipped file) or
/// `--transition-file FILE`. A bad file stops the command with its problems, one line each
/// (`FILE:LINE:COLUMN: reason`, EX_DATAERR); a missing one with EX_NOINPUT.
struct TransitionSource {
  var descriptor: TransitionDescriptor
  /// The file's definition, for the defaults only a file gives (completion, millimetres of travel).
  var definition: TransitionDefinition?

  /// The built-in `name`, or EX_USAGE with the list.
  static func builtIn(_ name: String) throws -> TransitionSource {
    guard let descriptor = BuiltInTransitions.named(name) else {
      throw unknown(name)
    }
    return TransitionSource(descriptor: descriptor, definition: nil)
  }

  /// The one line for a name that is no built-in, with the list; EX_USAGE (`transitions --export` too).
  static func unknown(_ name: String) -> ExitCode {
    CLIError.usage(
      "unknown transition '\(name)'; the transitions are \(BuiltInTransitions.names.joined(separator: ", "))")
  }

  /// The transition in `path`, checked.
  static func file(_ path: String) throws -> TransitionSource {
    let definition = try load(path)
    return TransitionSource(descriptor: definition.descriptor(key: "file:\(path)"), definition: definition)
  }

  /// The file's definition, or its problems on stderr and the exit status.
  static func load(_ path: String) throws -> TransitionDefinition {
    let definition: TransitionDefinition
    do {
      definition = try TransitionFile.load(path: path)
    } catch let error as TransitionFileError {
      for line in error.lines { CLIError.writeLine(line) }
      throw ExitCode(SysExits.dataError)
    } catch {
      throw CLIError.failure("\(error)", SysExits.noInput)
    }
    if let problem = overflow(definition, path: path) {
      CLIError.writeLine(problem)
      throw ExitCode(SysExits.dataError)
    }
    return definition
  }

  /// Values finite one by one can overflow once built (two blocks of `{by: 1e308}`): the file is
  /// sampled both ways at 0, ½ and 1 in the containers the commands use (320 × 568, the file's own).
  /// The line `FILE: reason` for the first value that is not finite, nil when none is: a command
  /// refuses such a file (EX_DATAERR; a reload keeps the old one) before it shows such a number.
  static func overflow(_ definition: TransitionDefinition, path: String) -> String? {
    let descriptor = definition.descriptor(key: "file:\(path)")
    let sizes = [ContainerSize.standard] + (definition.containerSize.map { [$0] } ?? [])
    do {
      for container in sizes {
        for isDismissal in [false, true] {
          for percent in [0, 0.5, 1] {
            _ = try SampleReport(
              descriptor: descriptor, percent: percent, isDismissal: isDismissal, container: container)
          }
        }
      }
    } catch {
      return "\(path): \(error)"
    }
    return nil
  }

  /// `--transition-file` when given, else `--transition` (default `fallback`).
  static func resolve(name: String?, file: String?, fallback: String = "flip") throws -> TransitionSource {
    if let file { return try self.file(file) }
    return try builtIn(name ?? fallback)
  }
}
