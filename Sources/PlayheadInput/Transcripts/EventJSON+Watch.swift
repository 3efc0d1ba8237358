import PlayheadEvents
import PlayheadSystem

extension EventJSON {
  /// One `playhead devices --watch` line (no newline): the `replay --events` record's fields plus
  /// `timeUsec` (libinput's time_usec), `readUsec` (when the wake-up began reading libinput's fd) and,
  /// for gestures, `handledUsec` (when the handler got it); devices add `sysname`. libinput's doubles
  /// are shown as read, at `JSONBytes.libinputDecimals`; `time` is the µs as seconds, exactly.
  public static func appendWatched(
    _ event: InputEvent, readTime: Instant, handledTime: Instant, to out: inout [UInt8]
  ) {
    let decimals = JSONBytes.libinputDecimals
    switch event {
    case .gesture(let g):
      // The replay record (libinput gives only pinches a scale, and never a synthesized END) with
      // its closing brace taken off, so that the clocks follow inside it.
      append(g, decimals: decimals, to: &out)
      out.removeLast()
      JSONBytes.literal(",\"timeUsec\":", &out)
      JSONBytes.appendInteger(g.time.microseconds, to: &out)
      JSONBytes.literal(",\"readUsec\":", &out)
      JSONBytes.appendInteger(readTime.microseconds, to: &out)
      JSONBytes.literal(",\"handledUsec\":", &out)
      JSONBytes.appendInteger(handledTime.microseconds, to: &out)
    case .device(let d):
      JSONBytes.literal("{\"kind\":\"device\",\"phase\":", &out)
      JSONBytes.appendString(d.phase.rawValue, to: &out)
      JSONBytes.literal(",\"name\":", &out)
      JSONBytes.appendString(d.name, to: &out)
      JSONBytes.literal(",\"sysname\":", &out)
      JSONBytes.appendString(d.sysname, to: &out)
      appendSize(d.widthMM, d.heightMM, decimals: decimals, to: &out)
      JSONBytes.literal(",\"readUsec\":", &out)
      JSONBytes.appendInteger(readTime.microseconds, to: &out)
    }
    out.append(UInt8(ascii: "}"))
  }
}
