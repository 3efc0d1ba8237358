import Foundation

/// The evemu events file umockdev replays into the fake node (`E: sec.usec type code value`).
///
/// Written in umockdev's dialect: the µs field is an integer without leading zeros (umockdev parses it
/// with base auto-detection, so the zero-padded `%06d` of evemu proper turns `.006084` into octal 48 µs).
///
/// Times are absolute on CLOCK_MONOTONIC: umockdev stamps each event with the time written and paces
/// by the gaps, and libinput compares event times with CLOCK_MONOTONIC (docs/testbed.md, trap 4). The file
/// begins with a lone SYN_REPORT `leadIn` before the first touch, because libinput drains whatever is
/// queued when it opens the node (trap 3).
public enum EvemuEvents {
  /// The text for events whose times are µs relative to the first touch, the touch at `start` (µs on
  /// CLOCK_MONOTONIC) and the lone SYN_REPORT at `start − leadIn`.
  public static func text(_ events: [EvdevEvent], start: Int64, leadIn: Int64) -> String {
    var text = "# EVEMU 1.3\n# Playhead testbed events; times on CLOCK_MONOTONIC\n"
    text.reserveCapacity(events.count * 36)
    text += line(time: start - leadIn, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)
    for event in events {
      text += line(time: start + event.time, type: event.type, code: event.code, value: event.value)
    }
    return text
  }

  static func line(time: Int64, type: UInt16, code: UInt16, value: Int32) -> String {
    // No zero padding: umockdev reads the µs field with g_ascii_strtoull(…, 0), so "006084" would be
    // octal (48 µs). "1389.6084" means 1389 s + 6084 µs to umockdev.
    return "E: \(time / 1_000_000).\(time % 1_000_000) \(hex4(type)) \(hex4(code)) \(value)\n"
  }

  /// Four lower-case hex digits, zero-padded (evemu's and sysfs's `%04x`).
  static func hex4(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Reads an evemu events file (`E: sec.usec type code value`, evemu's zero-padded µs); times become
  /// relative to the first event. Errors name the file and line.
  public static func parse(contentsOf path: String) throws(TestbedError) -> [EvdevEvent] {
    let text = try TestbedError.readText(path)
    var events = try parse(text, file: path)
    guard let first = events.first else { throw .badInput(file: path, line: 1, reason: "no events") }
    for i in events.indices { events[i].time -= first.time }
    guard events.last?.isSynReport == true else {
      throw .badInput(
        file: path, line: text.split(separator: "\n").count,
        reason: "the last frame does not end with SYN_REPORT (cut-off file)")
    }
    return events
  }

  /// Parses evemu events text, checking every line; errors name the file and line.
  public static func parse(_ text: String, file: String) throws(TestbedError) -> [EvdevEvent] {
    var events: [EvdevEvent] = []
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      let skipped = ["#", "N:", "I:", "P:", "B:", "A:", "L:", "S:"]
      if line.isEmpty || skipped.contains(where: { line.hasPrefix($0) }) { continue }
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 5, fields[0] == "E:" else {
        throw TestbedError.badInput(
          file: file, line: number, reason: "expected 'E: sec.usec type code value', got '\(line.prefix(60))'"
        )
      }
      let time = fields[1].split(separator: ".")
      guard time.count == 2, let sec = Int64(time[0]), let usec = Int64(time[1]), time[1].count == 6,
        let type = UInt16(fields[2], radix: 16), let code = UInt16(fields[3], radix: 16),
        let value = Int32(fields[4]),
        type <= 0x1f, code <= 0x2ff
      else {
        throw TestbedError.badInput(
          file: file, line: number,
          reason:
            "malformed event '\(line.prefix(60))' (expected 'E: sec.usec type code value', µs as 6 digits, hex type/code)"
        )
      }
      if let previous = events.last, sec * 1_000_000 + usec < previous.time {
        throw TestbedError.badInput(file: file, line: number, reason: "time goes backwards")
      }
      events.append(EvdevEvent(time: sec * 1_000_000 + usec, type: type, code: code, value: value))
    }
    return events
  }
}
