import Foundation
import PlayheadEvents
import PlayheadTestbed

/// `playhead devices --watch` JSON lines (LibinputSource's events) back into `InputEvent`s.
enum WatchLine {
  static func parse(_ text: String) -> [InputEvent] {
    text.split(separator: "\n").compactMap { line -> InputEvent? in
      guard line.hasPrefix("{"),
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let kind = object["kind"] as? String, let phase = object["phase"] as? String
      else { return nil }
      if kind == "device" {
        return .device(
          DeviceEvent(
            phase: phase == "added" ? .added : .removed, name: object["name"] as? String ?? "",
            sysname: object["sysname"] as? String ?? "", widthMM: object["widthMM"] as? Double,
            heightMM: object["heightMM"] as? Double, time: (object["readUsec"] as? NSNumber)?.int64Value ?? 0)
        )
      }
      guard let gestureKind = GestureKind(rawValue: kind), let gesturePhase = GesturePhase(rawValue: phase)
      else {
        return nil
      }
      func number(_ key: String) -> Double { (object[key] as? NSNumber)?.doubleValue ?? 0 }
      return .gesture(
        GestureEvent(
          kind: gestureKind, phase: gesturePhase, cancelled: object["cancelled"] as? Bool ?? false,
          fingers: object["fingers"] as? Int ?? 0, time: (object["timeUsec"] as? NSNumber)?.int64Value ?? 0,
          dx: number("dx"), dy: number("dy"), dxUnaccelerated: number("dxUnaccelerated"),
          dyUnaccelerated: number("dyUnaccelerated"), scale: (object["scale"] as? NSNumber)?.doubleValue,
          angleDelta: (object["angle"] as? NSNumber)?.doubleValue))
    }
  }
}

extension TestbedSupport {
  /// The built `playhead` executable (`swift test` builds it for PlayheadCLITests), or nil.
  static var playheadBinary: String? {
    let fm = FileManager.default
    var candidates: [String] = []
    if let given = ProcessInfo.processInfo.environment["PLAYHEAD_BINARY"] { candidates.append(given) }
    for path in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
      candidates.append(
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("playhead").path)
    }
    let build = repositoryRoot.appendingPathComponent(".build")
    for configuration in ["debug", "release"] {
      candidates.append(build.appendingPathComponent(configuration).appendingPathComponent("playhead").path)
    }
    return candidates.first { fm.isExecutableFile(atPath: $0) }
  }

  /// Runs `playhead devices --watch` (LibinputSource) on the spec playing the events.
  /// `udev`: libinput's udev backend on seat0 (sees unplugs), else the path backend on the node.
  static func watch(
    _ spec: TouchpadSpec, events: [EvdevEvent], udev: Bool = false,
    configure: (inout Testbed.RunOptions) -> Void = { _ in }
  )
    throws -> (events: [InputEvent], run: Testbed.RunResult)
  {
    guard let binary = playheadBinary else {
      throw TestbedError.setup("the playhead executable was not built (run `swift build` first)")
    }
    let testbed = Testbed(spec: spec, events: events)
    var options = Testbed.RunOptions()
    options.stopAfterLastEvent = 800_000  // generous under load: SIGINT 0.8 s after the last read
    configure(&options)
    let arguments =
      udev ? [binary, "devices", "--watch"] : [binary, "devices", "--watch", "--device", testbed.nodePath]
    let run = try testbed.run(arguments, options: options)
    recordGarbled(run)
    return (WatchLine.parse(run.stdout), run)
  }

  /// Runs the playhead executable directly (not under a testbed), capturing its output.
  static func playhead(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    guard let binary = playheadBinary else {
      throw TestbedError.setup("the playhead executable was not built (run `swift build` first)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // A watchdog that a correct run never reaches: it kills a hung child so the test fails, not hangs.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(90), execute: watchdog)
    let errReader = DispatchQueue(label: "stderr")
    let errBox = DataBox()
    let group = DispatchGroup()
    errReader.async(group: group) { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errBox.data, as: UTF8.self)
    )
  }
}

final class DataBox: @unchecked Sendable {
  var data = Data()
}
