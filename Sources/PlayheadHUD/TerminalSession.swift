import Dispatch
import Glibc
import PlayheadEngine
import PlayheadSystem
import Synchronization

/// The HUD's hold on the terminal: key-at-a-time input, the alternate screen, keys and resizes
/// delivered on the engine's queue, and a restore that runs on every way out (stop, signal handler,
/// `exit`, a write error).
public final class TerminalSession {
  /// What the terminal reports to the engine.
  public enum Event: Equatable {
    case key(UInt8)
    /// The window changed size: redraw everything.
    case resize
    /// The keyboard side closed (EOF or EIO: the terminal went away).
    case inputClosed
  }

  public let writer: ScreenWriter
  private let inputFD: Int32
  private var mode: TerminalMode
  private var keySource: ReadableSource?
  private var resizeSource: SignalWatcher?
  private var keys = [UInt8](repeating: 0, count: 64)
  private var active = false

  /// `keepsAlternateScreen`: leave the screen on the alternate buffer, cursor hidden, on every way
  /// out (the terminal's line mode is restored all the same), for a parent that shows the next HUD.
  public init(inputFD: Int32 = STDIN_FILENO, output: FileOutput, keepsAlternateScreen: Bool = false) {
    self.inputFD = inputFD
    writer = ScreenWriter(output: output)
    writer.keepsAlternateScreen = keepsAlternateScreen
    mode = TerminalMode(fd: inputFD)
  }

  /// The size of the output terminal in cells (80 × 24 when it cannot be read).
  public var size: (columns: Int, rows: Int) { terminalSize(fd: writer.output.fd.rawValue) ?? (80, 24) }

  /// Takes the terminal: key mode, alternate screen, key and SIGWINCH sources on `queue`.
  public func start(queue: DispatchQueue, handler: @escaping (Event) -> Void) throws(OutputError) {
    _ = mode.enterKeyMode()
    TerminalSession.registerExitRestore(
      inputFD: inputFD, mode: mode, outputFD: writer.output.fd.rawValue,
      keepsScreen: writer.keepsAlternateScreen)
    active = true
    try writer.enter()
    if isatty(inputFD) == 1 {
      keySource = ReadableSource(fd: inputFD, queue: queue) { [unowned self] in
        let n = readKeys(fd: self.inputFD, into: &self.keys)
        if n <= 0 {
          if n < 0, errno == EINTR || errno == EAGAIN { return }
          self.keySource?.cancel()
          self.keySource = nil
          handler(.inputClosed)
          return
        }
        for i in 0..<n { handler(.key(self.keys[i])) }
      }
    }
    resizeSource = SignalWatcher(signals: [SIGWINCH], queue: queue, ignoresBrokenPipe: false) {
      [unowned self] _ in
      self.writer.invalidate()
      handler(.resize)
    }
  }

  /// Gives the terminal back: cursor shown, main screen, saved mode. Safe to call more than once.
  public func stop() {
    keySource?.cancel()
    keySource = nil
    resizeSource?.cancel()
    resizeSource = nil
    guard active else { return }
    active = false
    writer.leave()
    mode.restore()
    TerminalSession.exitRestore.withLock { $0.saved = nil }
  }

  deinit { stop() }

  /// What the `atexit` hook restores, so that any `exit()` taken on an error path still leaves the
  /// terminal sane. Locked: `exit()` may run on any thread while the engine's queue starts or stops.
  private struct ExitRestore {
    var saved: (inputFD: Int32, mode: TerminalMode, outputFD: Int32, keepsScreen: Bool)?
    var hookInstalled = false
  }
  private static let exitRestore = Mutex(ExitRestore())

  private static func registerExitRestore(
    inputFD: Int32, mode: TerminalMode, outputFD: Int32, keepsScreen: Bool
  ) {
    let install = exitRestore.withLock { state in
      state.saved = (inputFD, mode, outputFD, keepsScreen)
      defer { state.hookInstalled = true }
      return !state.hookInstalled
    }
    guard install else { return }
    atexit {
      guard let saved = TerminalSession.exitRestore.withLock({ $0.saved.take() }) else { return }
      let bytes = Array(TerminalSequences.leaving(saved.keepsScreen).utf8)
      _ = bytes.withUnsafeBytes { Glibc.write(saved.outputFD, $0.baseAddress, $0.count) }
      saved.mode.restore()
    }
  }
}
