/// Why a reload was refused: the first problem line (`FILE:LINE:COLUMN: reason`).
public struct ReloadError: Error, Sendable, Equatable {
  public let message: String
  public init(_ message: String) { self.message = message }
}

extension Engine {
  /// Replaces slot `index`'s transition, binding and options. A gesture or completion in flight
  /// finishes on the old definition; the swap happens as soon as that slot is at rest, so the next
  /// gesture uses the new one.
  public func replaceSlot(_ index: Int, with slot: EngineConfiguration.Slot) {
    loop.assertOnLoop("Engine.replaceSlot")
    var actions = core.handle(.command(.replaceSlot(index, slot)), at: loop.now)
    _ = perform(&actions)
  }

  /// Whether a replacement for slot `index` waits for its transition in flight to end.
  public func hasPendingReplacement(_ index: Int) -> Bool { core.hasPendingReplacement(index) }

  /// Reloads slot `index` from `path` each time it is saved (inotify on the loop). `load` reads and
  /// checks the file; a broken edit keeps the old definition, and both outcomes go to the log as a
  /// `reload` record and to the HUD.
  public func watchTransitionFile(
    _ path: String, slot index: Int = 0,
    load: @escaping (String) -> Result<EngineConfiguration.Slot, ReloadError>
  ) throws(WatchError) {
    let watcher = try FileWatcher(path: path, loop: loop) { [unowned self] in
      self.reload(path, slot: index, load: load)
    }
    watchers.append(watcher)
  }

  func reload(
    _ path: String, slot index: Int, load: (String) -> Result<EngineConfiguration.Slot, ReloadError>
  ) {
    guard isRunning else { return }
    switch load(path) {
    case .success(let slot):
      replaceSlot(index, with: slot)
      notice =
        !core.hasPendingReplacement(index) ? "reloaded \(path)" : "reloaded \(path): from the next gesture"
      log?.reload(at: loop.now, file: path, error: nil)
    case .failure(let failure):
      notice = "reload failed: \(failure.message)"
      log?.reload(at: loop.now, file: path, error: failure.message)
    }
    if checkLog() { return }
    redraw()
  }
}
