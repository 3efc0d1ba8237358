import Foundation
import Glibc
import PlayheadTestSupport
import PlayheadTestbed
import Testing

extension RealLibinput {
  /// `playhead live --grab` on the virtual touchpad: the preload answers `EVIOCGRAB` as evdev does and
  /// logs every one, so each way out is seen giving the touchpad back. The expected logs are the
  /// kernel's contract written out by hand: one grab when libinput opens the node, one release
  /// before the process ends (or when the node goes away).
  @Suite("Grab", .serialized, .requires(.testbed), .timeLimit(.minutes(5)))
  struct GrabTests {
    static let node = "/dev/input/event12"
    static let spec = TouchpadSpec.named("apple-trackpad")!

    /// Runs `playhead live ARGS` on a 3-finger swipe down, stopped with `signal` after the last event.
    static func live(
      _ arguments: [String], signal: Int32 = SIGINT, configure: (inout Testbed.RunOptions) -> Void = { _ in }
    ) async throws -> Testbed.RunResult {
      let binary = try #require(BuiltProducts.playheadIfBuilt, "the playhead executable was not built")
      let testbed = try Testbed(spec: spec, script: GestureScript(parsing: "swipe 3 down 40mm 300ms"))
      var options = Testbed.RunOptions()
      options.stopAfterLastEvent = 600_000
      options.stopSignal = signal
      configure(&options)
      let run = try await testbed.run([binary, "live", "--no-hud"] + arguments, options: options)
      TestbedSupport.recordGarbled(run)
      return run
    }

    @Test(
      "a signal ends it (Ctrl-C, SIGTERM, SIGHUP): grabbed once, released once, exit 128 + signal",
      arguments: [SIGINT, SIGTERM, SIGHUP])
    func signal(_ number: Int32) async throws {
      let run = try await Self.live(["--grab", "--device", Self.node, "--log", "-"], signal: number)
      #expect(run.status == 128 + number, "\(run.stderr)")
      #expect(run.grabLog == ["grab \(Self.node)", "release \(Self.node)"])
      // It was read while grabbed: the swipe reached the engine.
      #expect(run.stdout.contains("\"type\":\"decision\""), "\(run.stdout.suffix(300))")
    }

    @Test("the seat's touchpad (udev backend) is grabbed and given back the same way")
    func udevSeat() async throws {
      let run = try await Self.live(["--grab", "--log", "/dev/null"])
      #expect(run.status == 130, "\(run.stderr)")
      #expect(run.grabLog == ["grab \(Self.node)", "release \(Self.node)"])
    }

    @Test("an error ends it (the log cannot be written): exit 74, one line, released")
    func error() async throws {
      let run = try await Self.live(["--grab", "--device", Self.node, "--log", "/dev/full"])
      #expect(run.status == 74, "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
      #expect(run.grabLog == ["grab \(Self.node)", "release \(Self.node)"])
    }

    @Test("the touchpad removed mid-swipe: released as libinput closes it; the gesture ends cancelled")
    func removed() async throws {
      let run = try await Self.live(["--grab", "--log", "-"]) { $0.vanishAfter = 150_000 }
      #expect(run.status == 130, "\(run.stderr)")
      #expect(run.grabLog == ["grab \(Self.node)", "release \(Self.node)"])
      #expect(run.stdout.contains("\"state\":\"cancelled\""), "\(run.stdout.suffix(400))")
    }

    @Test("a touchpad another program holds (EBUSY): one line, exit 75, nothing read")
    func busy() async throws {
      let run = try await Self.live(["--grab", "--device", Self.node, "--log", "-"]) {
        $0.environment[PreloadLibrary.grabErrnoVariable] = String(EBUSY)
        $0.stopAfterLastEvent = nil
      }
      #expect(run.status == 75, "\(run.stderr)")
      #expect(
        run.stderr
          == "playhead: cannot take the touchpad \(Self.node) for Playhead alone (EVIOCGRAB: another program holds it); "
          + "run without --grab, or close the program that grabbed it\n")
      #expect(run.grabLog == ["grab \(Self.node) failed \(EBUSY)"])
      #expect(run.stdout.isEmpty)
    }

    @Test("without --grab nothing is grabbed")
    func noGrab() async throws {
      let run = try await Self.live(["--device", Self.node, "--log", "/dev/null"])
      #expect(run.status == 130, "\(run.stderr)")
      #expect(run.grabLog.isEmpty)
    }

    @Test("on GNOME Shell, live says once that the desktop reads the swipe too; with --grab it does not")
    func desktopLine() async throws {
      let gnome = try await Self.live(["--device", Self.node, "--log", "/dev/null"]) {
        $0.environment["XDG_CURRENT_DESKTOP"] = "GNOME"
      }
      #expect(gnome.status == 130, "\(gnome.stderr)")
      #expect(
        gnome.stderr
          == "playhead: GNOME Shell also reads 3-finger vertical swipes (it opens and closes the overview; "
          + "gnome-shell js/ui/overview.js, js/ui/swipeTracker.js), so both will move: run with --grab to keep "
          + "the touchpad to Playhead (GNOME Shell leaves no swipe finger count alone)\n")
      let grabbed = try await Self.live(["--grab", "--device", Self.node, "--log", "/dev/null"]) {
        $0.environment["XDG_CURRENT_DESKTOP"] = "GNOME"
      }
      #expect(grabbed.stderr.isEmpty, "\(grabbed.stderr)")
    }
  }
}
