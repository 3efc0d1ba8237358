import PlayheadTiming
import PlayheadTransitions

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
    guard configuration.slots.indices.contains(index) else { return }
    pendingSlots[index] = slot
    applyPendingSlots()
  }

  /// Whether a replacement for slot `index` waits for its transition in flight to end.
  public func hasPendingReplacement(_ index: Int) -> Bool { pendingSlots[index] != nil }

  /// Builds the waiting replacements whose slots are at rest (the direction and slow factor carry over).
  func applyPendingSlots() {
    for (index, slot) in pendingSlots where !drivers[index].needsFrames {
      pendingSlots[index] = nil
      var c = slot.driver
      c.isDismissal = drivers[index].isDismissal
      if isSlow { c.slowAnimationFactor = configuration.slowFactor }
      do {
        drivers[index] = try TransitionDriver(descriptor: slot.descriptor, configuration: c)
      } catch {
        notice = "reload failed: \(error)"
        continue
      }
      configuration.slots[index] = slot
      layerNames[index] = drivers[index].layerNames
      hierarchies[index] = drivers[index].context.layers.hierarchy
      let count = layerNames[index].count
      for b in buffers.indices where buffers[b].count < count {
        buffers[b] = [LayerValues](repeating: LayerValues(), count: count)
      }
    }
  }

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
      notice = pendingSlots[index] == nil ? "reloaded \(path)" : "reloaded \(path): from the next gesture"
      log?.reload(at: loop.now, file: path, error: nil)
    case .failure(let failure):
      notice = "reload failed: \(failure.message)"
      log?.reload(at: loop.now, file: path, error: failure.message)
    }
    if checkLog() { return }
    redraw()
  }
}
