import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// `libinput debug-events | playhead replay -`: a real pipe fed one line at a time. Each line must
/// have been played (its gesture record written to the log) before the next one is written: nothing
/// waits for the end of the input. No sleeping: every wait is for output, bounded by a timeout a
/// passing test never reaches.
@Suite("replay from a live pipe")
struct ReplayPipeTests {
  /// libinput 1.22's layout (23-column type): 0.095 mm per unit, so 10 units down are 0.95 mm.
  static let header = "-event12  DEVICE_ADDED            Pipe Touchpad       seat0 default group1  cap:pg  size 100x56mm\n"
  static func update(_ i: Int) -> String {
    String(format: " event12  GESTURE_SWIPE_UPDATE    +1.%03ds\t3  0.00/13.00 ( 0.00/10.00 unaccelerated)\n", i * 10)
  }

  /// Reads the child's stdout as it comes.
  final class LineReader {
    let fd: Int32
    var buffer: [UInt8] = []
    var lines: [String] = []
    init(fd: Int32) { self.fd = fd }

    /// Reads until a line satisfies `predicate` (true) or 20 s pass without one / EOF (false).
    func waitFor(_ predicate: (String) -> Bool) -> String? {
      if let hit = lines.first(where: predicate) { return hit }
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 20_000) == 1 else { return nil }
        let n = read(fd, &chunk, chunk.count)
        guard n > 0 else { return nil }
        buffer += chunk[0..<n]
        while let newline = buffer.firstIndex(of: 0x0A) {
          let line = String(decoding: buffer[..<newline], as: UTF8.self)
          buffer.removeSubrange(...newline)
          lines.append(line)
          if predicate(line) { return line }
        }
      }
    }
  }

  static func translationY(_ line: String) -> Double? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      object["type"] as? String == "gesture", let t = object["translation"] as? [Double]
    else { return nil }
    return t[1]
  }

  @Test("each line drives the engine as it arrives: 0.95 mm more per UPDATE line, then the decision")
  func lineByLine() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Harness.playhead)
    process.arguments = ["replay", "-", "--no-hud", "--log", "-"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    Harness.launchLock.lock()
    try process.run()
    Harness.launchLock.unlock()
    defer { if process.isRunning { process.terminate() } }
    let writer = input.fileHandleForWriting
    let reader = LineReader(fd: output.fileHandleForReading.fileDescriptor)

    writer.write(Data((Self.header + " event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n").utf8))
    for i in 1...6 {
      writer.write(Data(Self.update(i).utf8))
      // 10 unaccelerated units × 0.095 mm each line, worked by hand; the next line waits for it.
      let expected = 0.95 * Double(i)
      let seen = reader.waitFor { Self.translationY($0).map { abs($0 - expected) < 1e-9 } ?? false }
      #expect(seen != nil, "line \(i) was not played before the next was written; output so far: \(reader.lines.suffix(3))")
      if seen == nil { return }
    }
    writer.write(Data(" event12  GESTURE_SWIPE_END       +1.070s\t3\n".utf8))
    let decision = reader.waitFor { $0.contains("\"type\":\"decision\"") }
    #expect(decision != nil, "the END line did not lead to a decision")
    try writer.close()
    _ = reader.waitFor { _ in false }  // to the end of the output
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(reader.lines.contains { $0.contains("\"type\":\"complete\"") })
  }

  @Test("a bad line mid-pipe: one line naming it, exit 65, the log so far kept")
  func badLine() throws {
    let input = Self.header + " event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n" + Self.update(1)
      + " event12  GESTURE_SWIPE_UPDATE    +1.020s\t3  0.00/nan ( 0.00/10.00 unaccelerated)\n"
    let path = NSTemporaryDirectory() + "playhead-pipe-\(UUID().uuidString).txt"
    try input.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // The shell's pipe makes standard input a pipe, as `libinput debug-events |` does.
    let r = try Harness.run("/bin/sh", ["-c", "cat \"$1\" | \"$2\" replay - --no-hud --log -", "sh", path, Harness.playhead])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("playhead: -:4: GESTURE_SWIPE_UPDATE: "), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    #expect(r.stdout.split(separator: "\n").compactMap { Self.translationY(String($0)) }.contains(0.95))
  }
}
