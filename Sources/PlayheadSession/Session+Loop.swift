import Dispatch
import Glibc
import PlayheadEngine
import PlayheadHUD
import PlayheadSystem

extension Session {
  /// The common part of a real-time run: signals, the HUD, the window, the source started,
  /// `dispatchMain`; and on stop: the source stopped, restore, `afterStop`, the exit with `status`'s value.
  func run(
    engine: Engine, loop: DispatchLoop, source: any EventSource, status: @escaping (Ending) -> Int32
  ) -> Never {
    // Both are made and used on the loop's queue (onStop runs there too).
    let hud = QueueBound<TerminalHUD?>(nil, queue: loop.queue)
    let signals = QueueBound<SignalWatcher?>(nil, queue: loop.queue)
    let presenter = QueueBound(self.presenter, queue: loop.queue)
    let source = QueueBound(source, queue: loop.queue)
    engine.onStop = { [unowned engine] reason in
      source.value.stop()
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
      (session: self, engine: engine, status: status), queue: queue)
    queue.async {
      let (session, engine, status) = bound.value
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
          source.value.stop()
          terminal.detach()
          exit(status(.failed(.terminal(error))))
        }
        hud.value = terminal
      }
      if let window = presenter.value {
        // The window shows every frame the HUD does, after it (attached second).
        window.attach(to: engine)
        window.onClose = { [unowned engine] in engine.stop(.quit) }
      }
      if hud.value != nil || presenter.value != nil { engine.redraw() }
      source.value.start()
    }
    dispatchMain()
  }

  /// A closed pipe is an EPIPE the outputs handle (the log's reader left: `.outputClosed`), not the
  /// death of the process: ignored before anything is written, on the virtual clock and live alike.
  static func ignoreBrokenPipe() { signal(SIGPIPE, SIG_IGN) }

  /// Where the HUD reads its keys: standard input, or the controlling terminal when standard input is
  /// a pipe (`libinput debug-events | playhead replay -`), so q still quits. Wraps `open(2)` of /dev/tty.
  static func keyboard() -> Int32 {
    guard isatty(STDIN_FILENO) != 1 else { return STDIN_FILENO }
    let tty = Glibc.open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY)
    return tty >= 0 ? tty : STDIN_FILENO
  }
}
