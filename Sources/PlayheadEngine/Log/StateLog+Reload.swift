import PlayheadEvents

extension StateLog {
  /// A `reload` record: a watched transition file was saved; `error` is its first problem line
  /// (`FILE:LINE:COLUMN: reason`) when the old definition was kept.
  public func reload(at t: Instant, file: String, error: String?) {
    record(type: "reload", t: t) { line in
      line.field("file", file)
      line.field("ok", error == nil)
      if let error { line.field("error", error) }
    }
  }
}
