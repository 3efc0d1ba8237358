import Foundation
import Glibc
import PlayheadEngine
import PlayheadGestures
import PlayheadTransitions
import SystemPackage
import Testing

@Suite("StateLog")
struct StateLogTests {
  @Test("a gesture record, field by field, as the issue lists them")
  func gesture() throws {
    let path = NSTemporaryDirectory() + "playhead-log-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    log.gesture(
      GestureSnapshot(
        kind: .pinch, fingers: 2, state: .changed, time: 2_500_000, translation: Vector2(x: 1.5, y: -2),
        velocity: Vector2(x: 0, y: 10.25), scale: 0.75, rotation: -3.5, units: .libinput))
    log.complete(at: 3_000_000, transition: "pop", finished: true)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text
        == """
        {"type":"gesture","t":2.5,"kind":"pinch","fingers":2,"state":"changed","translation":[1.5,-2],"velocity":[0,10.25],"scale":0.75,"rotation":-3.5,"units":"libinput"}
        {"type":"complete","t":3,"transition":"pop","finished":true}

        """)
    #expect(log.records == 2)
  }

  @Test("a decision record keeps its reason's text")
  func decision() throws {
    let path = NSTemporaryDirectory() + "playhead-log-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    log.decision(
      at: 1_250_000, transition: "flip", finish: false, percent: 0.3, velocity: -2.3,
      reason: .flick(velocity: -2.3, projected: 0.11, threshold: 0.5), duration: 0.3)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text
        == "{\"type\":\"decision\",\"t\":1.25,\"transition\":\"flip\",\"outcome\":\"cancel\",\"percent\":0.3,\"velocity\":-2.3,\"reason\":\"flick back at -2.3/s (projected 0.11 < 0.5)\",\"duration\":0.3}\n"
    )
  }

  @Test("an unwritable path fails to open with the path and the system's reason")
  func unwritable() {
    #expect(throws: OutputError.cannotOpen(name: "/nonexistent-dir/log.jsonl", errno: .noSuchFileOrDirectory))
    {
      _ = try StateLog.open("/nonexistent-dir/log.jsonl")
    }
    #expect(
      OutputError.cannotOpen(name: "/nonexistent-dir/log.jsonl", errno: .noSuchFileOrDirectory).description
        == "cannot open /nonexistent-dir/log.jsonl for writing: No such file or directory")
  }

  @Test("/dev/full: the first write fails with ENOSPC and nothing more is tried")
  func devFull() throws {
    let log = try StateLog.open("/dev/full")
    log.complete(at: 0, transition: "flip", finished: true)
    #expect(log.failure == .failed(name: "/dev/full", errno: .noSpace))
    #expect(log.failure?.description == "cannot write to /dev/full: No space left on device")
    log.complete(at: 0, transition: "flip", finished: true)
    #expect(log.records == 0)
  }

  @Test("a pipe whose reader has gone: a clean stop (closed), not an error")
  func closedPipe() throws {
    signal(SIGPIPE, SIG_IGN)
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    close(fds[0])
    defer { close(fds[1]) }
    let log = StateLog(output: FileOutput(fd: FileDescriptor(rawValue: fds[1]), name: "stdout"))
    log.complete(at: 0, transition: "flip", finished: true)
    #expect(log.failure == .closed(name: "stdout"))
  }
}
