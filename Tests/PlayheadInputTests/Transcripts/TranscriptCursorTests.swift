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

  @Test("withNext lends every event in order, as next() takes them, and counts them")
  func lendsEveryEvent() throws {
    let path = TranscriptFiles.temporary("cursor-lends.txt")
    defer { TranscriptFiles.remove(path) }
    try TranscriptFiles.write(path, Array(Self.text().utf8))
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

  @Test("withNext lends the events before a line that cannot be read, then throws what next() throws")
  func lendsThenThrows() throws {
    let path = TranscriptFiles.temporary("cursor-bad-line.txt")
    defer { TranscriptFiles.remove(path) }
    try TranscriptFiles.write(path, Array(Self.text(update: "+1.0x0s").utf8))
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
}
