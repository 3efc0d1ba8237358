import PlayheadEngine
import PlayheadGestures
import PlayheadInput
import PlayheadTiming

/// Why a session could not run: each kind is its own, so the command line maps it to its exit status.
public enum SessionError: Error, CustomStringConvertible {
  /// The configuration makes no engine (a container size that is not positive and finite).
  case configuration(TimingError)
  /// The transition file to watch cannot be watched.
  case watch(WatchError)
  /// The touchpads cannot be opened.
  case input(InputError)
  /// The recording cannot be created.
  case recording(any Error)
  /// The terminal cannot be drawn on.
  case terminal(OutputError)
  /// A transition's gesture does not parse.
  case gesture(GestureBindingError)
  /// The state log cannot be opened.
  case log(OutputError)
  /// A real-time input asked of the virtual clock.
  case needsRealTime(String)

  public var description: String {
    switch self {
    case .configuration(let error): return error.description
    case .watch(let error): return error.description
    case .input(let error): return error.description
    case .recording(let error): return "\(error)"
    case .terminal(let error): return error.description
    case .gesture(let error): return error.description
    case .log(let error): return error.description
    case .needsRealTime(let what): return "\(what) run in real time only, not on a virtual clock"
    }
  }
}
