import PlayheadEvents
import Testing

@testable import PlayheadInput

/// `GestureSequencer.passesInOrder`, the parser's shortcut for in-order lines, against `handle`, the
/// state machine it must agree with.
@Suite struct GestureSequencerTests {
  /// 14 events: swipes and pinches of 3 and 4 fingers in every phase, pinch ENDs with and without
  /// the scale that libinput 1.28.0 lost.
  static let alphabet: [GestureEvent] = {
    var events: [GestureEvent] = []
    for fingers in [3, 4] {
      for phase in GesturePhase.allCases {
        events.append(GestureEvent(kind: .swipe, phase: phase, fingers: fingers, time: 0, dx: 1))
      }
      events.append(GestureEvent(kind: .pinch, phase: .begin, fingers: fingers, time: 0, scale: 1))
      events.append(GestureEvent(kind: .pinch, phase: .update, fingers: fingers, time: 0, scale: 1.5))
      events.append(GestureEvent(kind: .pinch, phase: .end, fingers: fingers, time: 0, scale: 1.5))
      events.append(GestureEvent(kind: .pinch, phase: .end, fingers: fingers, time: 0))
    }
    return events
  }()

  /// What `handle` alone passes on and repairs.
  struct Outcome: Equatable {
    var events: [GestureEvent] = []
    var repairs: [GestureSequencer.Repair] = []
  }

  @Test func anInOrderSwipeTakesTheShortcutAtEveryLine() {
    var sequencer = GestureSequencer()
    let begin = GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: 1_000)
    let update = GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: 1_008, dx: 1, dy: 2)
    let end = GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: 1_016)
    let passed1 = sequencer.passesInOrder(begin, line: 1)
    #expect(passed1)
    #expect(sequencer.inProgress?.line == 1)
    let passed2 = sequencer.passesInOrder(update, line: 2)
    #expect(passed2)
    #expect(sequencer.inProgress?.lastTime == 1_008)
    let passed3 = sequencer.passesInOrder(end, line: 3)
    #expect(passed3)
    #expect(sequencer.inProgress == nil)
  }

  @Test func whatNeedsARepairIsLeftToHandleUnchanged() {
    var sequencer = GestureSequencer()
    let update = GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: 1_000)
    let passed4 = sequencer.passesInOrder(update, line: 1)
    #expect(!passed4)  // no BEGIN: one is inserted
    #expect(sequencer.inProgress == nil)
    _ = sequencer.handle(
      .gesture(GestureEvent(kind: .pinch, phase: .begin, fingers: 2, time: 0, scale: 1), line: 1))
    let before = sequencer.inProgress
    // A pinch END without its scale gets the last one filled in; other fingers cancel and begin anew.
    let passed5 = sequencer.passesInOrder(
      GestureEvent(kind: .pinch, phase: .end, fingers: 2, time: 5), line: 2)
    #expect(!passed5)
    let passed6 = sequencer.passesInOrder(
      GestureEvent(kind: .pinch, phase: .update, fingers: 3, time: 5), line: 2)
    #expect(!passed6)
    let passed7 = sequencer.passesInOrder(
      GestureEvent(kind: .swipe, phase: .end, fingers: 2, time: 5), line: 2)
    #expect(!passed7)
    #expect(sequencer.inProgress == before)
  }

  /// Every sequence of up to four of the 14 events (41,370, and the empty one): the shortcut, with `handle` for
  /// what it declines, passes on the same events, makes the same repairs and ends in the same state
  /// as `handle` alone.
  @Test func theShortcutAgreesWithHandleOnEverySequenceOfFour() {
    let alphabet = Self.alphabet
    var sequences = 0
    var shortcuts = 0
    func check(_ prefix: [Int]) {
      var reference = GestureSequencer()
      var shortcut = GestureSequencer()
      var expected = Outcome()
      var actual = Outcome()
      for (line, symbol) in prefix.enumerated() {
        var event = alphabet[symbol]
        event.time = Instant(microseconds: Int64(line) * 8_000)
        let wanted = reference.handle(.gesture(event, line: line))
        wanted.forEach { expected.events.append($0) }
        if let repair = wanted.repair { expected.repairs.append(repair) }
        if shortcut.passesInOrder(event, line: line) {
          shortcuts += 1
          actual.events.append(event)
        } else {
          let made = shortcut.handle(.gesture(event, line: line))
          made.forEach { actual.events.append($0) }
          if let repair = made.repair { actual.repairs.append(repair) }
        }
        #expect(shortcut.inProgress == reference.inProgress, "after \(prefix[...line])")
      }
      #expect(actual == expected, "sequence \(prefix)")
      sequences += 1
      guard prefix.count < 4 else { return }
      for next in alphabet.indices { check(prefix + [next]) }
    }
    check([])
    #expect(sequences == 1 + 14 + 14 * 14 + 14 * 14 * 14 + 14 * 14 * 14 * 14)
    #expect(shortcuts > 0)
  }
}
