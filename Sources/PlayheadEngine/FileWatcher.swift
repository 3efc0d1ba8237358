import Foundation

/// Calls `handler` on the engine's loop each time the file at `path` is saved, through inotify on a
/// read source of the loop (a Dispatch read source live; on an `EmbeddedLoop`, checked whenever
/// virtual time moves): no polling timer, no wake-ups while nothing is written. It watches until it is
/// released.
public final class FileWatcher {
  private let inotify: Inotify
  private var source: LoopSource?

  /// Watches `path`'s directory for writes and renames onto `path`.
  public init(path: String, loop: EngineLoop, handler: @escaping () -> Void) throws(WatchError) {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    inotify = try Inotify(directory: url.deletingLastPathComponent().path)
    source = loop.makeReadSource(fd: inotify.fd) { [unowned self] in
      // One save is often several events (create, write, close): one reload for them all.
      if self.inotify.drain().contains(name) { handler() }
    }
  }

  deinit { source?.cancel() }
}
