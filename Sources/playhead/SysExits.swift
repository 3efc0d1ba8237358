import PlayheadBench
import PlayheadEngine
import PlayheadInput
import PlayheadSession
import PlayheadSystem
import PlayheadTestbed

/// sysexits(3) codes, and which library error kind exits with which: the one mapping (the libraries'
/// errors carry kinds and messages, not numbers). docs/cli.md's Exit status table says why each.
enum SysExits {
  static let usage: Int32 = 64  // EX_USAGE: a bad command line, an unknown name, a bad script
  static let dataError: Int32 = 65  // EX_DATAERR: input that cannot be understood
  static let noInput: Int32 = 66  // EX_NOINPUT: a file or node that is not there or cannot be read
  static let unavailable: Int32 = 69  // EX_UNAVAILABLE: nothing to run on here
  static let software: Int32 = 70  // EX_SOFTWARE: Playhead's own fault
  static let osError: Int32 = 71  // EX_OSERR: libinput or udev could not start
  static let cannotCreate: Int32 = 73  // EX_CANTCREAT: an output cannot be created
  static let ioError: Int32 = 74  // EX_IOERR: an output cannot be written
  static let tempFail: Int32 = 75  // EX_TEMPFAIL: try again (a grab, a time limit, a garbled stream)
  static let noPermission: Int32 = 77  // EX_NOPERM: a touchpad, /dev/uinput, cpu_dma_latency: no access
}

extension InputError {
  /// Each case its own code, so scripts can tell them apart.
  var exitCode: Int32 {
    switch self {
    case .notATouchpad: return SysExits.dataError  // the input given is of the wrong kind
    case .noSuchDevice: return SysExits.noInput
    case .noTouchpad: return SysExits.unavailable
    case .libinputUnavailable: return SysExits.osError
    case .permissionDenied: return SysExits.noPermission
    case .grabFailed: return SysExits.tempFail  // the holder may let go
    }
  }
}

extension TestbedError {
  var exitCode: Int32 {
    switch self {
    case .unavailable: return SysExits.unavailable
    case .badInput: return SysExits.dataError
    case .script, .unknownTouchpad: return SysExits.usage
    case .setup: return SysExits.software
    case .timedOut: return SysExits.tempFail
    case .uinputUnavailable: return SysExits.noPermission
    }
  }
}

extension TranscriptError {
  /// A file that cannot be opened or read, or one that cannot be understood.
  var exitCode: Int32 {
    switch kind {
    case .unreadable: return SysExits.noInput
    case .malformed, .noEvents: return SysExits.dataError
    }
  }
}

extension BenchError {
  var exitCode: Int32 {
    switch self {
    case .transcript(let error): return error.exitCode
    case .testbed(let error): return error.exitCode
    case .input(let error): return error.exitCode
    case .script: return SysExits.usage
    case .noEvents: return SysExits.dataError
    case .unavailable: return SysExits.unavailable
    case .noPermission: return SysExits.noPermission
    case .software: return SysExits.software
    case .cannotCreate: return SysExits.cannotCreate
    case .ioError: return SysExits.ioError
    }
  }
}

extension Engine.StopReason {
  /// 0 for a run that ended as it should (the input's end, q, the terminal or the log's reader gone);
  /// 128 + N for signal N, as a shell reports it.
  var exitCode: Int32 {
    switch self {
    case .quit, .inputEnded, .outputClosed, .terminalClosed: return 0
    case .signal(let number): return SignalWatcher.exitStatus(for: number)
    case .outputFailed: return SysExits.ioError
    case .inputFailed(let error): return error.exitCode
    }
  }
}

extension SessionError {
  var exitCode: Int32 {
    switch self {
    case .configuration, .needsRealTime, .gesture: return SysExits.usage
    case .watch, .terminal: return SysExits.ioError
    case .log, .recording: return SysExits.cannotCreate
    case .input(let error): return error.exitCode
    }
  }
}
