import PlayheadInput
import PlayheadTestbed

/// Why a bench run stopped, by kind, with its one line; the CLI maps each kind to its exit status.
public enum BenchError: Error, CustomStringConvertible {
  /// The replay's file could not be read or understood.
  case transcript(TranscriptError)
  /// The testbed, the script's synthesis or /dev/uinput failed.
  case testbed(TestbedError)
  /// The consumer's libinput could not open the node.
  case input(InputError)
  /// `--script` does not parse.
  case script(String)
  /// The input has no events to measure.
  case noEvents(String)
  /// Something the run needs is missing from the machine (a Wayland display for `--window`).
  case unavailable(String)
  /// `--cpu-latency`: this user may not hold a CPU latency request (`/dev/cpu_dma_latency`).
  case noPermission(String)
  /// A child or the bench itself went wrong: Playhead's fault, not the user's.
  case software(String)
  /// A file or directory could not be created.
  case cannotCreate(String)
  /// A file could not be written.
  case ioError(String)

  public var description: String {
    switch self {
    case .transcript(let error): return error.description
    case .testbed(let error): return error.description
    case .input(let error): return error.description
    case .script(let why): return "--script: \(why)"
    case .noEvents(let line), .unavailable(let line), .noPermission(let line), .software(let line),
      .cannotCreate(let line), .ioError(let line):
      return line
    }
  }
}
