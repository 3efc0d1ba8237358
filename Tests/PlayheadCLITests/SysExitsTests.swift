import PlayheadBench
import PlayheadEngine
import PlayheadInput
import PlayheadSession
import PlayheadTestbed
import Testing

@testable import playhead

/// The one mapping from library error kinds to exit codes, against sysexits.h's values written out
/// here (EX_USAGE 64 … EX_NOPERM 77): every kind keeps the code it had when the libraries held it.
@Suite struct SysExitsTests {
  // sysexits.h, by hand.
  static let (usage, dataError, noInput, unavailable, software, osError) = (64, 65, 66, 69, 70, 71)
  static let (cannotCreate, ioError, tempFail, noPermission) = (73, 74, 75, 77)

  @Test("each InputError has its own code")
  func input() {
    let expected: [(InputError, Int)] = [
      (.notATouchpad(path: "/dev/input/event3", reason: "a keyboard"), Self.dataError),
      (.noSuchDevice(path: "/dev/input/event9"), Self.noInput),
      (.noTouchpad(seat: "seat0"), Self.unavailable),
      (.libinputUnavailable(reason: "udev_new failed"), Self.osError),
      (.permissionDenied(path: "/dev/input/event6"), Self.noPermission),
      (.grabFailed(path: "/dev/input/event6", errno: 16), Self.tempFail),
    ]
    for (error, code) in expected { #expect(Int(error.exitCode) == code, "\(error)") }
    #expect(Set(expected.map { $0.0.exitCode }).count == expected.count)
  }

  @Test("TestbedError, TranscriptError and BenchError kinds")
  func libraries() {
    let script = GestureScriptError(column: 1, token: "x", reason: "unknown step")
    let testbed: [(TestbedError, Int)] = [
      (.unavailable("umockdev-run"), Self.unavailable),
      (.badInput(file: "f", line: 1, reason: "r"), Self.dataError),
      (.script(script), Self.usage), (.setup("cc"), Self.software),
      (.timedOut(command: "c", seconds: 1), Self.tempFail),
      (.uinputUnavailable("no"), Self.noPermission), (.unknownTouchpad("nope"), Self.usage),
    ]
    for (error, code) in testbed { #expect(Int(error.exitCode) == code, "\(error)") }
    let transcript: [(TranscriptError.Kind, Int)] = [
      (.unreadable, Self.noInput), (.malformed, Self.dataError), (.noEvents, Self.dataError),
    ]
    for (kind, code) in transcript {
      #expect(Int(TranscriptError(kind: kind, file: "f", line: 1, reason: "r").exitCode) == code, "\(kind)")
    }
    let bench: [(BenchError, Int)] = [
      (.transcript(TranscriptError(kind: .unreadable, file: "f", line: nil, reason: "r")), Self.noInput),
      (.testbed(.uinputUnavailable("no")), Self.noPermission),
      (.input(.noSuchDevice(path: "/x")), Self.noInput),
      (.script("bad"), Self.usage), (.noEvents("none"), Self.dataError),
      (.unavailable("no display"), Self.unavailable),
      (.software("child"), Self.software), (.cannotCreate("dir"), Self.cannotCreate),
      (.ioError("disk"), Self.ioError),
    ]
    for (error, code) in bench { #expect(Int(error.exitCode) == code, "\(error)") }
  }

  @Test("how a session ends: its stop reasons and its errors")
  func session() {
    let stops: [(Engine.StopReason, Int)] = [
      (.quit, 0), (.inputEnded, 0), (.outputClosed, 0), (.terminalClosed, 0),
      (.signal(2), 128 + 2), (.signal(15), 128 + 15),  // SIGINT, SIGTERM as a shell reports them
      (.outputFailed(.failed(name: "log", errno: .noSpace)), Self.ioError),
      (.inputFailed(TranscriptError(kind: .malformed, file: "f", line: 3, reason: "r")), Self.dataError),
    ]
    for (reason, code) in stops { #expect(Int(reason.exitCode) == code, "\(reason)") }
    let errors: [(SessionError, Int)] = [
      (.input(.permissionDenied(path: "/dev/input/event6")), Self.noPermission),
      (.needsRealTime("touchpads"), Self.usage),
      (.terminal(.failed(name: "tty", errno: .ioError)), Self.ioError),
      (.log(.failed(name: "/x/log", errno: .noSuchFileOrDirectory)), Self.cannotCreate),
    ]
    for (error, code) in errors { #expect(Int(error.exitCode) == code, "\(error)") }
  }
}
