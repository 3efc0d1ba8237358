import Testing

@testable import PlayheadInput

/// `ByteCursor.matches` (eight, then four bytes at a time, the last load overlapping) against Swift's
/// own comparison of the same bytes.
@Suite struct ByteCursorTests {
  /// One literal of each length from 1 to 24 bytes: every path of the comparison (bytes, two four-byte
  /// loads, eight-byte loads with an overlapping last one).
  static let literals: [StaticString] = [
    "G",
    "GE",
    "GES",
    "GEST",
    "GESTU",
    "GESTUR",
    "GESTURE",
    "GESTURE_",
    "GESTURE_S",
    "GESTURE_SW",
    "GESTURE_SWI",
    "GESTURE_SWIP",
    "GESTURE_SWIPE",
    "GESTURE_SWIPE_",
    "GESTURE_SWIPE_U",
    "GESTURE_SWIPE_UP",
    "GESTURE_SWIPE_UPD",
    "GESTURE_SWIPE_UPDA",
    "GESTURE_SWIPE_UPDAT",
    "GESTURE_SWIPE_UPDATE",
    "GESTURE_SWIPE_UPDATE_",
    "GESTURE_SWIPE_UPDATE_u",
    "GESTURE_SWIPE_UPDATE_un",
    "GESTURE_SWIPE_UPDATE_una",
  ]

  @Test func matchesAgreesWithAByteComparisonAtEveryLengthAndPosition() {
    var compared = 0
    for literal in Self.literals {
      let word = Array(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
      var candidates: [[UInt8]] = [
        word, Array(word.dropLast()), word + [UInt8(ascii: " ")], [], Array(word.dropFirst()),
      ]
      for position in word.indices {
        var changed = word
        changed[position] ^= 0x20  // a letter's case flipped; any other byte becomes another
        candidates.append(changed)
      }
      for candidate in candidates {
        // The candidate inside a longer line, so that a load past its end would read other bytes.
        let line = Array("xx".utf8) + candidate + Array("yyyyyyyy".utf8)
        line.withUnsafeBufferPointer { bytes in
          let cursor = ByteCursor(bytes)
          let range = 2..<(2 + candidate.count)
          #expect(cursor.matches(range, literal) == (candidate == word), "\(literal) against \(candidate)")
        }
        compared += 1
      }
    }
    #expect(compared == Self.literals.reduce(0) { $0 + 5 + $1.utf8CodeUnitCount })
  }

  @Test func consumeWordTakesOnlyAWholeToken() {
    let cases: [(String, Bool, Int)] = [
      ("unaccelerated)", true, 14), ("unaccelerated) x", true, 14), ("unaccelerated)\t", true, 14),
      ("unaccelerated)x", false, 0), ("unaccelerated", false, 0), ("unaccelerated )", false, 0),
      ("", false, 0),
    ]
    for (text, taken, index) in cases {
      Array(text.utf8).withUnsafeBufferPointer { bytes in
        var cursor = ByteCursor(bytes)
        #expect(cursor.consumeWord("unaccelerated)") == taken, "\(text)")
        #expect(cursor.index == index, "\(text)")
      }
      // The same, mid-line: the word is looked for at the cursor, and the cursor moves past it.
      Array(("4.00/ " + text).utf8).withUnsafeBufferPointer { bytes in
        var cursor = ByteCursor(bytes, index: 6)
        #expect(cursor.consumeWord("unaccelerated)") == taken, "mid-line \(text)")
        #expect(cursor.index == 6 + index, "mid-line \(text)")
      }
    }
  }
}
