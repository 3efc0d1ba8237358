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
  static let header =
    "-event12  DEVICE_ADDED            Pipe Touchpad       seat0 default group1  cap:pg  size 100x56mm\n"
  static func update(_ i: Int) -> String {
    String(
      format: " event12  GESTURE_SWIPE_UPDATE    +1.%03ds\t3  0.00/13.00 ( 0.00/10.00 unaccelerated)\n",
      i * 10)
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
  func lineByLine() async throws {
    // A replay that dies early must fail this test, not kill the runner with SIGPIPE on the next write.
    signal(SIGPIPE, SIG_IGN)
    let input = try Launcher.pipe()
    let output = try Launcher.pipe()
    let options = Launcher.Options(
      input: .descriptor(input.read), output: .descriptor(output.write), error: .discard)
    let writer = input.write
    let reader = LineReader(fd: output.read.rawValue)
    defer { try? output.read.close() }
    let run = try await Launcher.run([Launcher.playhead, "replay", "-", "--no-hud", "--log", "-"], options) {
      _ in
      // The write end is closed on every way out, so the replay always sees the end of its input.
      var closed = false
      defer { if !closed { try? writer.close() } }
      _ = try writer.writeAll((Self.header + " event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n").utf8)
      for i in 1...6 {
        _ = try writer.writeAll(Self.update(i).utf8)
        // 10 unaccelerated units × 0.095 mm each line, worked by hand; the next line waits for it.
        let expected = 0.95 * Double(i)
        let seen = reader.waitFor { Self.translationY($0).map { abs($0 - expected) < 1e-9 } ?? false }
        #expect(
          seen != nil,
          "line \(i) was not played before the next was written; output so far: \(reader.lines.suffix(3))")
        if seen == nil {
          closed = true
          try writer.close()
          return false
        }
      }
      _ = try writer.writeAll(" event12  GESTURE_SWIPE_END       +1.070s\t3\n".utf8)
      let decision = reader.waitFor { $0.contains("\"type\":\"decision\"") }
      #expect(decision != nil, "the END line did not lead to a decision")
      closed = true
      try writer.close()
      _ = reader.waitFor { _ in false }  // to the end of the output
      return true
    }
    guard run.value else { return }
    #expect(run.result.status == 0)
    #expect(reader.lines.contains { $0.contains("\"type\":\"complete\"") })
  }

  @Test("a bad line mid-pipe: one line naming it, exit 65, the log so far kept")
  func badLine() async throws {
    let input =
      Self.header + " event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n" + Self.update(1)
      + " event12  GESTURE_SWIPE_UPDATE    +1.020s\t3  0.00/nan ( 0.00/10.00 unaccelerated)\n"
    let path = NSTemporaryDirectory() + "playhead-pipe-\(UUID().uuidString).txt"
    try input.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // The shell's pipe makes standard input a pipe, as `libinput debug-events |` does.
    let r = try await Launcher.run(
      "/bin/sh", ["-c", "cat \"$1\" | \"$2\" replay - --no-hud --log -", "sh", path, Launcher.playhead])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("playhead: -:4: GESTURE_SWIPE_UPDATE: "), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    #expect(r.stdout.split(separator: "\n").compactMap { Self.translationY(String($0)) }.contains(0.95))
  }
}

/// `… | playhead replay -` in a real terminal: the HUD moves as lines arrive, its latency is measured
/// from each line's arrival (read→frame), and q, read from the terminal since standard input is the
/// pipe, quits and restores the terminal.
@Suite("replay from a live pipe, in a terminal", .serialized, .requires(.tmux))
struct ReplayPipeTerminalTests {
  @Test("lines appended to a followed file drive the HUD; q quits")
  func hud() async throws {
    let path = NSTemporaryDirectory() + "playhead-follow-\(UUID().uuidString).txt"
    try (ReplayPipeTests.header + " event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("tail -n +1 -f '\(path)' | '\(Launcher.playhead)' replay -", "Enter")
    let idle = try await tmux.waitFor { $0.contains("each line as it arrives") }
    #expect(idle != nil, "the HUD never appeared")
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    // One line at a time, each waited for on screen (a new frame), until the HUD's latency (refreshed
    // every 15 frames) is there.
    for i in 1...20 {
      let before = Self.frameNumber(try await tmux.capture()) ?? -1
      handle.write(Data(ReplayPipeTests.update(i).utf8))
      let drawn = try await tmux.waitFor { (Self.frameNumber($0) ?? -1) > before }
      #expect(drawn != nil, "line \(i) drew no frame")
      if drawn == nil { break }
    }
    let moving = try await tmux.waitFor {
      $0.contains("interaction  interactive") && $0.contains("read→frame p50")
    }
    #expect(moving != nil, "the HUD did not move with the lines, or its latency is not from arrival")
    try await tmux.send("q")
    // tail notices the closed pipe on its next write.
    handle.write(Data(ReplayPipeTests.update(21).utf8))
    try handle.close()
    try await TerminalTests.expectRestored(tmux)
  }

  /// N of the HUD's "frame N ·" line.
  static func frameNumber(_ screen: String) -> Int? {
    guard let range = screen.range(of: "  frame ") else { return nil }
    return Int(screen[range.upperBound...].prefix { $0.isNumber })
  }
}
