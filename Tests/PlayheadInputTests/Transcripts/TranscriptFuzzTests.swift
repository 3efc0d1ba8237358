import PlayheadEvents
import PlayheadInput
import PlayheadTestSupport
import Testing

/// The fuzz draws from SplitMix64 with seeds fixed in the source, so every CI run fuzzes the same cases.
extension SplitMix64 {
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}

/// Random mutations of the real transcripts (and of their JSON-lines form): byte flips, truncation,
/// splices, duplicated, dropped and swapped lines, huge numbers, NaN/inf, binary garbage. The reader
/// must never crash or hang, every error must be `NAME:LINE: reason` on one line with LINE inside
/// the input, and in repair mode every result must be a well-formed gesture sequence.
@Suite("Transcript fuzzing")
struct TranscriptFuzzTests {
  static let cases = 100_000

  /// The seeds: each real excerpt as pasted, and as the JSON lines `replay --events` would print.
  static func seeds() throws -> [[UInt8]] {
    var seeds: [[UInt8]] = []
    for name in SharedRecordings.excerptNames {
      let bytes = SharedRecordings.bytes(name)
      seeds.append(bytes)
      let t = try TranscriptReader().read(bytes, name: name)
      var json: [UInt8] =
        Array(#"{"format":"playhead-recording","version":1,"device":"pad","startTime":0}"#.utf8) + [0x0A]
      for event in t.events {
        EventJSON.append(event, to: &json)
        json.append(0x0A)
      }
      seeds.append(json)
    }
    return seeds
  }

  static let nasties: [[UInt8]] = [
    "nan", "-nan", "inf", "-inf", "1e308", "99999999999999999999999999.99", "-0.", ".5", "+", "/", "(", ")",
    "@",
    "\u{0}", "\t", "\r", "{", "}", "\"", "\\", "null", "cancelled", "GESTURE_", "GESTURE_HOLD_UPDATE",
    "event6",
    "-event6", "DEVICE_ADDED", "size 0x0mm", "size 99999x1mm", "unaccelerated)", "4294967296", "-1",
    String(repeating: "7", count: 40), " event6   GESTURE_SWIPE_BEGIN  +1.00s\t3\n",
    #"{"kind":"pinch","phase":"update","fingers":2,"time":1e300}"#, "\u{FEFF}",
  ].map { Array($0.utf8) }

  /// Splits into lines keeping the newlines.
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var start = 0
    for i in bytes.indices where bytes[i] == 0x0A {
      result.append(Array(bytes[start...i]))
      start = i + 1
    }
    if start < bytes.count { result.append(Array(bytes[start...])) }
    return result
  }

  /// Newline count, plus one for a last line without a newline: the numbering the reader uses.
  static func lineCount(_ lines: [[UInt8]]) -> Int {
    var count = 0
    for line in lines {
      line.withUnsafeBufferPointer { buffer in
        for byte in buffer where byte == 0x0A { count += 1 }
      }
    }
    if let last = lines.last(where: { !$0.isEmpty }), last.last != 0x0A { count += 1 }
    return count
  }

  /// Mutates a case held as lines (line operations stay cheap in a debug build; byte operations
  /// touch one line, whose bytes may gain or lose newlines: the reader re-splits the joined text).
  static func mutate(_ lines: inout [[UInt8]], seeds: [[UInt8]], rng: inout SplitMix64) {
    if lines.isEmpty { lines = [[]] }
    for _ in 0..<(1 + rng.below(3)) {
      let i = rng.below(lines.count)
      switch rng.below(10) {
      case 0 where !lines[i].isEmpty:  // byte flip
        lines[i][rng.below(lines[i].count)] = UInt8(truncatingIfNeeded: rng.next())
      case 1 where !lines[i].isEmpty:  // bit flip
        lines[i][rng.below(lines[i].count)] ^= 1 << UInt8(rng.below(8))
      case 2:  // truncation: everything after a random point of a random line goes
        lines[i].removeLast(rng.below(lines[i].count + 1))
        lines.removeLast(lines.count - i - 1)
      case 3:  // splice a piece of another seed in
        let other = seeds[rng.below(seeds.count)]
        let from = rng.below(other.count)
        let piece = other[from..<min(other.count, from + rng.below(200))]
        lines[i].insert(contentsOf: piece, at: rng.below(lines[i].count + 1))
      case 4:  // duplicate a line
        lines.insert(lines[i], at: rng.below(lines.count + 1))
      case 5 where lines.count > 1:  // drop a line
        lines.remove(at: i)
      case 6:  // swap two lines (time backwards, END before BEGIN)
        lines.swapAt(i, rng.below(lines.count))
      case 7:  // a nasty token over a number or anywhere
        let nasty = nasties[rng.below(nasties.count)]
        let at = rng.below(lines[i].count + 1)
        let cut = min(lines[i].count - at, rng.below(6))
        lines[i].replaceSubrange(at..<(at + cut), with: nasty)
      case 8:  // binary garbage
        let garbage = (0..<(1 + rng.below(16))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        lines[i].insert(contentsOf: garbage, at: rng.below(lines[i].count + 1))
      default:  // a very long run of digits or letters inside a line
        let long = [UInt8](
          repeating: rng.below(2) == 0 ? UInt8(ascii: "9") : UInt8(ascii: "x"), count: 300 + rng.below(400))
        lines[i].insert(contentsOf: long, at: rng.below(lines[i].count + 1))
      }
    }
  }

  @Test(
    "100,000 mutated transcripts: no crash, no hang, errors name a real line, repaired output is well-formed")
  func fuzz() throws {
    let seeds = try Self.seeds()
    var rng = SplitMix64(state: 0x5EED_1234_ABCD_0042)
    let repair = TranscriptReader()
    // A small line cap so long-line handling is exercised constantly (the default is 16 KiB).
    let strict = TranscriptReader(options: .init(repairsSequences: false, maxLineLength: 256))
    var outcomes = (events: 0, errors: 0, warnings: 0)
    let seedLines = seeds.map(Self.lines)
    var input: [UInt8] = []
    input.reserveCapacity(1 << 16)
    for n in 0..<Self.cases {
      let l = seedLines[rng.below(seedLines.count)]
      // Mostly a window of a few lines (fast), sometimes the whole file.
      var lines: [[UInt8]]
      if rng.below(16) == 0 {
        lines = l
      } else {
        let from = rng.below(l.count)
        lines = Array(l[from..<min(l.count, from + 1 + rng.below(6))])
      }
      Self.mutate(&lines, seeds: seeds, rng: &rng)
      input.removeAll(keepingCapacity: true)
      for line in lines { input.append(contentsOf: line) }
      let lineCount = max(1, Self.lineCount(lines))
      let reader = n % 4 == 3 ? strict : repair
      do {
        let t = try reader.read(input, name: "fuzz.txt")
        outcomes.events += t.events.count
        outcomes.warnings += t.warnings.count
        for w in t.warnings where !(1...lineCount).contains(w.line) {
          Issue.record("case \(n): warning line \(w.line) outside 1…\(lineCount): \(w)")
        }
        check(t.events, wellFormed: reader.options.repairsSequences, case: n)
      } catch {
        outcomes.errors += 1
        let prefix = "fuzz.txt:"
        guard let line = error.line, error.description.hasPrefix(prefix + "\(line): "),
          (1...lineCount).contains(line), !error.description.contains("\n"), !error.reason.isEmpty
        else {
          Issue.record("case \(n): bad error \(error.description.debugDescription) for \(lineCount) lines")
          continue
        }
      }
    }
    // All three outcomes must actually happen, or the mutations are not reaching the parser.
    #expect(
      outcomes.events > Self.cases && outcomes.errors > Self.cases / 20 && outcomes.warnings > Self.cases / 20
    )
  }

  /// Values stay finite and in range; with repairs on, gestures nest properly and time never goes back.
  func check(_ events: [InputEvent], wellFormed: Bool, case n: Int) {
    var open: GestureEvent?
    var last = Int64.min
    for event in events {
      guard case .gesture(let g) = event else {
        if case .device(let d) = event, open != nil, d.phase == .removed, wellFormed {
          Issue.record("case \(n): device removed during a gesture")
        }
        continue
      }
      let values = [g.dx, g.dy, g.dxUnaccelerated, g.dyUnaccelerated, g.scale ?? 0, g.angleDelta ?? 0]
      if !values.allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) || !(1...10).contains(g.fingers) {
        Issue.record("case \(n): out-of-range values in \(g)")
      }
      guard wellFormed else { continue }
      if g.time.microseconds < last { Issue.record("case \(n): time went backwards in repaired output") }
      last = g.time.microseconds
      switch (open, g.phase) {
      case (nil, .begin): open = g
      case (let o?, .update) where o.kind == g.kind && o.fingers == g.fingers: break
      case (let o?, .end) where o.kind == g.kind: open = nil
      default:
        Issue.record(
          "case \(n): \(g.kind) \(g.phase) out of sequence (open: \(String(describing: open?.kind)))")
      }
    }
    if wellFormed && open != nil { Issue.record("case \(n): a gesture left open") }
  }
}
