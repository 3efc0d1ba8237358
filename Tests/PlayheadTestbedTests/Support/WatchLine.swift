import Foundation
import PlayheadEvents
import PlayheadTestSupport
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
            heightMM: object["heightMM"] as? Double,
            time: Instant(microseconds: (object["readUsec"] as? NSNumber)?.int64Value ?? 0))
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
          fingers: object["fingers"] as? Int ?? 0,
          time: Instant(microseconds: (object["timeUsec"] as? NSNumber)?.int64Value ?? 0),
          dx: number("dx"), dy: number("dy"), dxUnaccelerated: number("dxUnaccelerated"),
          dyUnaccelerated: number("dyUnaccelerated"), scale: (object["scale"] as? NSNumber)?.doubleValue,
          angleDelta: (object["angle"] as? NSNumber)?.doubleValue))
    }
  }
}

extension TestbedSupport {
  /// Runs `playhead devices --watch` (LibinputSource) on the spec playing the events.
  /// `udev`: libinput's udev backend on seat0 (sees unplugs), else the path backend on the node.
  static func watch(
    _ spec: TouchpadSpec, events: [EvdevEvent], udev: Bool = false,
    configure: (inout Testbed.RunOptions) -> Void = { _ in }
  )
    async throws -> (events: [InputEvent], run: Testbed.RunResult)
  {
    guard let binary = BuiltProducts.playheadIfBuilt else {
      throw TestbedError.setup("the playhead executable was not built (run `swift build` first)")
    }
    let testbed = Testbed(spec: spec, events: events)
    var options = Testbed.RunOptions()
    options.stopAfterLastEvent = 800_000  // generous under load: SIGINT 0.8 s after the last read
    configure(&options)
    let arguments =
      udev ? [binary, "devices", "--watch"] : [binary, "devices", "--watch", "--device", testbed.nodePath]
    let run = try await testbed.run(arguments, options: options)
    recordGarbled(run)
    return (WatchLine.parse(run.stdout), run)
  }

  /// Runs the playhead executable directly (not under a testbed), capturing its output; a hard
  /// timeout that a correct run never reaches kills a hung child so the test fails, not hangs.
  static func playhead(_ arguments: [String]) async throws -> Launcher.Result {
    guard let binary = BuiltProducts.playheadIfBuilt else {
      throw TestbedError.setup("the playhead executable was not built (run `swift build` first)")
    }
    return try await Launcher.run(binary, arguments, timeout: 90)
  }
}
