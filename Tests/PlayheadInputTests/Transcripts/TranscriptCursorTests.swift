import PlayheadEvents
import PlayheadInput
import Testing

@Suite("TranscriptCursor")
struct TranscriptCursorTests {
  /// A device and three gestures, each line's values worked out by hand below; `update` is the
  /// swipe update's time field.
  static func text(update: String = "+1.010s") -> String {
    """
    -event12  DEVICE_ADDED            Test Touchpad                      seat0 default group1  cap:pg  size 100x60mm
     event12  GESTURE_SWIPE_BEGIN     +1.000s\t3
     event12  GESTURE_SWIPE_UPDATE    \(update)\t3  1.50/-2.00 ( 3.00/-4.00 unaccelerated)
     event12  GESTURE_SWIPE_END       +1.020s\t3

    """
  }

  /// `text` written to a new temporary file named `name`; the caller removes it.
  static func file(_ name: String, _ text: String) throws -> String {
    let path = TranscriptFiles.temporary(name)
    try TranscriptFiles.write(path, Array(text.utf8))
    return path
  }

  @Test("withNext lends every event in order, as next() takes them, and counts them")
  func lendsEveryEvent() throws {
    let path = try Self.file("cursor-lends.txt", Self.text())
    defer { TranscriptFiles.remove(path) }
    let cursor = try TranscriptCursor(path: path)
    var lent: [InputEvent] = []
    while try cursor.withNext({ lent.append($0) }) {}
    #expect(try cursor.withNext { _ in Issue.record("lent an event after the end") } == false)
    #expect(cursor.eventsTaken == 4)
    guard lent.count == 4, case .device(let device) = lent[0] else {
      Issue.record("expected a device and three gestures, got \(lent)")
      return
    }
    #expect(device.name == "Test Touchpad")
    let gestures = lent.dropFirst().compactMap { if case .gesture(let g) = $0 { g } else { nil } }
    #expect(gestures.map(\.phase) == [.begin, .update, .end])
    #expect(gestures.map(\.time) == [1_000_000, 1_010_000, 1_020_000])
    #expect(gestures[1].dx == 1.5 && gestures[1].dy == -2)
    #expect(gestures[1].dxUnaccelerated == 3 && gestures[1].dyUnaccelerated == -4)
    // The same events through next(), from a second cursor.
    let other = try TranscriptCursor(path: path)
    var taken: [InputEvent] = []
    while let event = try other.next() { taken.append(event) }
    #expect(taken == lent)
    #expect(other.eventsTaken == 4)
  }

  @Test("peek() takes nothing: withNext then lends the peeked event first; an empty file is refused")
  func peekThenLend() throws {
    let path = try Self.file("cursor-peek.txt", Self.text())
    defer { TranscriptFiles.remove(path) }
    let cursor = try TranscriptCursor(path: path)
    guard case .device(let peeked) = try cursor.peek() else {
      Issue.record("the first event is the device")
      return
    }
    #expect(peeked.name == "Test Touchpad")
    #expect(cursor.eventsTaken == 0)
    var first: InputEvent?
    #expect(try cursor.withNext { first = $0 })
    #expect(first == .device(peeked))
    #expect(cursor.eventsTaken == 1)
    // An empty file is refused, by withNext as by next(): nothing lent, the same error.
    let empty = try Self.file("cursor-empty.txt", "")
    defer { TranscriptFiles.remove(empty) }
    var lentError: TranscriptError?
    do {
      _ = try TranscriptCursor(path: empty).withNext { _ in Issue.record("lent an event from an empty file") }
    } catch {
      lentError = error
    }
    var takenError: TranscriptError?
    do {
      _ = try TranscriptCursor(path: empty).next()
    } catch {
      takenError = error
    }
    #expect(lentError != nil)
    #expect(lentError?.description == takenError?.description)
  }

  @Test("withNext lends the events before a line that cannot be read, then throws what next() throws")
  func lendsThenThrows() throws {
    let path = try Self.file("cursor-bad-line.txt", Self.text(update: "+1.0x0s"))
    defer { TranscriptFiles.remove(path) }
    let cursor = try TranscriptCursor(path: path)
    var lent = 0
    var lentError: TranscriptError?
    do {
      while try cursor.withNext({ _ in lent += 1 }) {}
    } catch {
      lentError = error
    }
    let other = try TranscriptCursor(path: path)
    var taken = 0
    var takenError: TranscriptError?
    do {
      while try other.next() != nil { taken += 1 }
    } catch {
      takenError = error
    }
    #expect(lent == 2)  // the device and the swipe's begin, before line 3
    #expect(taken == lent)
    #expect(lentError?.line == 3)
    #expect(lentError?.description == takenError?.description)
  }

  /// A device line for `name`, as `libinput debug-events` prints one.
  static func deviceLine(_ phase: String, _ name: String) -> String {
    "-event12  \(phase)\(String(repeating: " ", count: 24 - phase.count))\(name)"
      + "                      seat0 default group1  cap:pg  size 100x60mm\n"
  }

  @Test("devices between gestures, across many reads, lent in place with their own names")
  func devicesAcrossReads() throws {
    // 2 000 swipes of three lines (about 350 KB: six 64 KiB reads), a device line before the first
    // and two more side by side after swipe 1 500, in the fifth read: a read's devices kept by place.
    var text = Self.deviceLine("DEVICE_ADDED", "Pad A")
    var expected: [String] = ["device Pad A"]
    for swipe in 0..<2_000 {
      if swipe == 1_500 {
        text += Self.deviceLine("DEVICE_ADDED", "Pad B") + Self.deviceLine("DEVICE_ADDED", "Pad C")
        expected += ["device Pad B", "device Pad C"]
      }
      let t = 1_000 + swipe * 100  // ms
      text += " event12  GESTURE_SWIPE_BEGIN     +\(t / 1000).\(String(t % 1000).leftPadded(3))s\t3\n"
      text +=
        " event12  GESTURE_SWIPE_UPDATE    +\((t + 10) / 1000).\(String((t + 10) % 1000).leftPadded(3))s"
        + "\t3  1.00/0.00 ( 1.00/ 0.00 unaccelerated)\n"
      text +=
        " event12  GESTURE_SWIPE_END       +\((t + 20) / 1000).\(String((t + 20) % 1000).leftPadded(3))s\t3\n"
      expected += ["begin \(t * 1000)", "update \((t + 10) * 1000)", "end \((t + 20) * 1000)"]
    }
    #expect(text.utf8.count > 5 * 65_536)
    let path = try Self.file("cursor-devices.txt", text)
    defer { TranscriptFiles.remove(path) }
    func describe(_ event: InputEvent) -> String {
      switch event {
      case .device(let d): "device \(d.name)"
      case .gesture(let g): "\(g.phase.rawValue) \(g.time.microseconds)"
      }
    }
    /// The first event that differs from `expected`, as "index: got, wanted"; nil when none does.
    func firstDifference(_ got: [String]) -> String? {
      for (i, wanted) in expected.enumerated() where i >= got.count || got[i] != wanted {
        return "\(i): \(i < got.count ? got[i] : "nothing"), wanted \(wanted)"
      }
      return got.count > expected.count ? "\(expected.count): \(got[expected.count]), wanted nothing" : nil
    }
    let cursor = try TranscriptCursor(path: path)
    var lent: [String] = []
    while try cursor.withNext({ lent.append(describe($0)) }) {}
    #expect(firstDifference(lent) == nil)
    let other = try TranscriptCursor(path: path)
    var taken: [String] = []
    while let event = try other.next() { taken.append(describe(event)) }
    #expect(firstDifference(taken) == nil)
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
