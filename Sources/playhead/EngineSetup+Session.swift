import PlayheadEngine
import PlayheadEvents
import PlayheadSession

extension EngineSetup {
  /// The session the options describe: every command that runs the engine builds it here.
  /// - Parameter afterStop: runs once the engine stopped and the terminal was restored.
  func session(afterStop: (() -> Void)? = nil) -> Session {
    let session = Session(configuration: configuration, log: log, showsHUD: showHUD, window: window)
    session.keepsAlternateScreen = DemoHandOver.keepsScreen
    if let watchedFile, let reloadSlot { session.watchedFile = (watchedFile, reloadSlot) }
    // A demo's child writes down whether s slowed it, for the next one.
    let savesSlow = showHUD
    if savesSlow || afterStop != nil {
      session.afterStop = { _, engine in
        if savesSlow { DemoHandOver.save(slow: engine.lastFrame?.isSlow ?? false) }
        afterStop?()
      }
    }
    return session
  }

  /// Plays `input` on the virtual clock (`--speed max`) and returns the exit status.
  func play(_ input: Session.Input) -> Int32 {
    do throws(SessionError) {
      return SessionExit.status(.stopped(try session().play(input)))
    } catch {
      return SessionExit.status(.failed(error))
    }
  }

  /// Runs `input` in real time; `afterStop` runs once the terminal is restored. Never returns.
  func run(
    _ input: Session.Input, speed: Double = 1, configure: (Session) -> Void = { _ in },
    afterStop: (() -> Void)? = nil
  ) -> Never {
    let session = session(afterStop: afterStop)
    configure(session)
    session.run(input, speed: speed, status: SessionExit.status)
  }
}

/// How a session's ending becomes the process's exit status, with its one line on stderr for a failure
/// (the codes are `SysExits`', the one mapping).
enum SessionExit {
  static func status(_ ending: Session.Ending) -> Int32 {
    switch ending {
    case .stopped(let reason):
      switch reason {
      case .quit, .inputEnded, .outputClosed, .terminalClosed, .signal: break
      case .outputFailed(let error): CLIError.report(error.description)
      case .inputFailed(let error): CLIError.report(error.description)
      }
      return reason.exitCode
    case .failed(let error):
      CLIError.report(error.description)
      return error.exitCode
    }
  }
}
