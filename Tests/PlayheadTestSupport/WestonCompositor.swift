import Foundation
import Glibc
import PlayheadSystem

/// A real Wayland compositor for the window tests: Debian's weston, headless, pixman renderer, on a
/// private `XDG_RUNTIME_DIR` (0700, under TMPDIR) with its own socket, so tests never touch a
/// desktop's session and several can run at once. Started and stopped by `run`, through the one
/// launcher.
public struct WestonCompositor: Sendable {
  /// The private runtime folder weston's socket is in.
  public let runtimeDirectory: String
  /// The socket's name (WAYLAND_DISPLAY).
  public let socketName: String
  /// The output's size in surface coordinates (its pixels are these × the scale).
  public let width: Int
  public let height: Int
  let process: ChildProcess.Running

  /// The socket's absolute path: a display name that needs no `XDG_RUNTIME_DIR`.
  public var socketPath: String { runtimeDirectory + "/" + socketName }

  /// The environment to give a client: this process's with `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR`
  /// naming this weston.
  public var environment: [String: String] {
    var values = ProcessInfo.processInfo.environment
    values["WAYLAND_DISPLAY"] = socketName
    values["XDG_RUNTIME_DIR"] = runtimeDirectory
    return values
  }

  /// Whether weston is still running.
  public var isRunning: Bool { !process.hasExited }

  /// Stops weston now (SIGTERM), as a compositor going away under its clients; `run` still cleans up.
  public func stop() { process.send(SIGTERM) }

  /// weston and weston-screenshooter, installed.
  public static let requirement = Requirement("weston and weston-screenshooter") {
    let tools = ["/usr/bin/weston", "/usr/bin/weston-screenshooter"]
    return tools.first { !FileManager.default.isExecutableFile(atPath: $0) }.map {
      "\($0) not found (scripts/install-deps.sh installs weston)"
    }
  }

  /// Why weston could not be used.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Starts weston (`--backend=headless-backend.so --use-pixman`), `width`×`height` in surface
  /// coordinates at output scale `scale` (the output has width×scale by height×scale pixels), with `--debug`
  /// (which offers weston-screenshooter its protocol) when `debug`, and kiosk-shell when `kiosk` (the
  /// toplevel fills the output at (0,0); but Debian's weston 10 headless never repaints a kiosk
  /// surface, so no frame callback comes: the default is desktop-shell, which places a toplevel
  /// whole inside the work area); waits (bounded) for its socket to listen; runs `body`; then stops
  /// weston (SIGTERM) and removes the runtime folder. Rethrows what `body` throws.
  public static func run<Value: Sendable>(
    width: Int = 320, height: Int = 240, scale: Int = 1, debug: Bool = true, kiosk: Bool = false,
    _ body: (WestonCompositor) async throws -> Value
  ) async throws -> Value {
    let folder = try PrivateFolder.make("playhead-weston")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let socket = "playhead-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // No panel: desktop-shell's work area is then the whole output, and a toplevel smaller than it
    // is placed wholly inside (at a position of its choosing). No animations: the screen's fade in
    // from black at start and a new window's own fade in would leave a first frame's screenshot dark.
    let ini = "[shell]\npanel-position=none\nstartup-animation=none\nanimation=none\nclose-animation=none\n"
    try Data(ini.utf8).write(to: URL(fileURLWithPath: folder + "/weston.ini"))
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = folder
    // A desktop's own session must not leak in (weston would otherwise nest or pick its config).
    for name in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY"] { environment[name] = nil }
    var argv = [
      "/usr/bin/weston", "--backend=headless-backend.so", "--use-pixman", "--socket=\(socket)",
      "--width=\(width)", "--height=\(height)", "--scale=\(scale)", "--config=\(folder)/weston.ini",
      "--idle-time=0",
    ]
    if debug { argv.append("--debug") }
    if kiosk { argv.append("--shell=kiosk-shell.so") }
    let options = ChildProcess.Options(
      environment: environment, output: .capture, error: .capture, timeout: 300, workingDirectory: folder)
    // weston is a server that idles while the body runs, and the body launches (weston-screenshooter,
    // playhead): it must hold no launch slot meanwhile, or parallel tests deadlock (`Launcher.serve`).
    let (result, value) = try await Launcher.serve(argv, options) { running -> Result<Value, any Error> in
      let weston = WestonCompositor(
        runtimeDirectory: folder, socketName: socket, width: width, height: height, process: running)
      defer { running.send(SIGTERM) }
      let deadline = MonotonicClock.now() + 20_000_000
      guard
        SocketWatch.waitForListening(
          folder: folder, name: socket, deadline: deadline, gaveUp: { running.hasExited })
      else {
        return .failure(Failure(description: "weston's socket \(folder)/\(socket) never listened"))
      }
      do { return .success(try await body(weston)) } catch { return .failure(error) }
    }
    switch value {
    case .success(let value): return value
    case .failure(let error as Failure):
      throw Failure(description: "\(error.description); weston said: \(result.stderr.suffix(2000))")
    case .failure(let error): throw error
    }
  }

  /// Takes a screenshot of the whole output with weston-screenshooter (weston must run with
  /// `debug`) into a new temporary folder, and returns the PNG's path.
  public func screenshot() async throws -> String {
    let folder = try PrivateFolder.make("playhead-screenshot")
    let result = try await Launcher.run(
      ["/usr/bin/weston-screenshooter"],
      Launcher.Options(environment: environment, timeout: 60, workingDirectory: folder))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard result.status == 0, let name = names.first(where: { $0.hasSuffix(".png") }) else {
      throw Failure(
        description: "weston-screenshooter exited \(result.status) with no PNG in \(folder): \(result.stderr)"
      )
    }
    return folder + "/" + name
  }
}
