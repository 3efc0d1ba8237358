import Dispatch
import Glibc
import PlayheadEngine
import PlayheadHUD
import PlayheadSystem
import PlayheadWindow

extension Session {
  /// The common part of a real-time run: signals, the HUD, the window, `start`, `dispatchMain`; and on
  /// stop: `onStop`, restore, `afterStop`, the exit with `status`'s value.
  func run(
    engine: Engine, loop: DispatchLoop, status: @escaping (Ending) -> Int32,
    start: @escaping () -> Void, onStop: (() -> Void)? = nil
  ) -> Never {
    // Both are made and used on the loop's queue (onStop runs there too).
    let hud = QueueBound<TerminalHUD?>(nil, queue: loop.queue)
    let signals = QueueBound<SignalWatcher?>(nil, queue: loop.queue)
    let presenter = QueueBound(self.presenter, queue: loop.queue)
    engine.onStop = { [unowned engine] reason in
      onStop?()
      presenter.value?.detach()
      hud.value?.detach()
      self.afterStop?(reason, engine)
      // Out at once, from the loop's queue, with nothing of libdispatch's torn down first: the signal
      // sources are not cancelled (their signals stay ignored, SignalWatcher set SIG_IGN), and `_exit`
      // runs no atexit or destructor after the terminal was restored above and stdio flushed —
      // cancelling libdispatch sources at the exit raced its manager thread into SIGSEGV in
      // `_dispatch_event_loop_drain`. Descriptors are watched by `ReadableSource`, not libdispatch.
      // The state log is written as it goes.
      fflush(nil)
      _exit(status(.stopped(reason)))
    }
    // The engine, this session and its closures go to the loop's queue and are used there only.
    let queue = loop.queue
    let bound = QueueBound(
      (session: self, engine: engine, start: start, onStop: onStop, status: status), queue: queue)
    queue.async {
      let (session, engine, start, onStop, status) = bound.value
      signals.value = SignalWatcher(queue: queue) { [unowned engine] number in
        engine.stop(.signal(number))
      }
      if session.showsHUD {
        let terminal = TerminalHUD(
          session: TerminalSession(
            inputFD: Session.keyboard(), output: FileOutput(fd: .standardOutput, name: "the terminal"),
            keepsAlternateScreen: session.keepsAlternateScreen))
        // The window draws the layers: the terminal keeps the text column.
        terminal.drawsLayerView = presenter.value == nil
        do throws(OutputError) {
          try terminal.attach(to: engine, queue: queue)
        } catch {
          onStop?()
          terminal.detach()
          exit(status(.failed(.terminal(error))))
        }
        hud.value = terminal
      }
      if let window = presenter.value {
        window.attach(to: engine)
        window.onClose = { [unowned engine] in engine.stop(.quit) }
        // The window draws every frame the HUD does, after it; a frame's bytes stay the terminal's.
        let terminal = engine.frameSink
        engine.frameSink = { [unowned window] (frame: Frame) throws(OutputError) -> Int in
          let written = try terminal?(frame) ?? 0
          _ = window.show(frame)
          return written
        }
      }
      if hud.value != nil || presenter.value != nil { engine.redraw() }
      start()
    }
    dispatchMain()
  }

  /// Where the HUD reads its keys: standard input, or the controlling terminal when standard input is
  /// a pipe (`libinput debug-events | playhead replay -`), so q still quits. Wraps `open(2)` of /dev/tty.
  static func keyboard() -> Int32 {
    guard isatty(STDIN_FILENO) != 1 else { return STDIN_FILENO }
    let tty = Glibc.open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY)
    return tty >= 0 ? tty : STDIN_FILENO
  }
}
