/// Every distribution the latency recorder keeps, named as `playhead bench --json` names it.
public enum LatencyMetric: String, Sendable, Hashable, CaseIterable, Codable {
  /// Event time → fd read returned (kernel + libinput + wake-up).
  case inputDispatch = "input_dispatch"
  /// fd read returned → interactor state done.
  case eventToState = "event_to_state"
  /// Interactor state done → start of the first frame that shows the event.
  case frameWait = "frame_wait"
  /// Event time → the write of the first frame that shows the event returned.
  case eventToFrame = "event_to_frame"
  /// fd read returned → the write of the first frame that shows the event returned: the HUD's figure
  /// under the umockdev testbed, whose event times are not the moments the events arrive.
  case readToFrame = "read_to_frame"
  /// Frame start − the frame clock's deadline for it.
  case frameLateness = "frame_lateness"
  /// Frame start → frame built (sampled and formatted, before the write).
  case frameBuild = "frame_build"
  /// Frame built → its write returned (rendering the HUD or the log line, and `write(2)`).
  case frameOutput = "frame_output"
  /// Recognizer + interactor + presentation sample for one event (measured by `playhead bench`).
  case engineCost = "engine_cost"
  /// Engine handling began → recognizer done.
  case recognize = "recognize"
  /// Recognizer done → interactor state done.
  case interact = "interact"
  /// Event time → the first presented frame that shows the event reached the screen (a window).
  case eventToPresented = "event_to_presented"
  /// Frame built → committed to the display.
  case buildToCommit = "build_to_commit"
  /// Committed → presented (the compositor's and the display's part).
  case commitToPresented = "commit_to_presented"
  /// Presented → the next frame presented.
  case presentedInterval = "presented_interval"
  /// Bytes written per frame (a size, not a time).
  case frameBytes = "frame_bytes"
  /// Events shown for the first time per frame (a count, not a time).
  case eventsPerFrame = "events_per_frame"

  /// True for the distributions measured in time (reported in µs); false for bytes and counts.
  public var isDuration: Bool {
    switch self {
    case .inputDispatch, .eventToState, .frameWait, .eventToFrame, .readToFrame, .frameLateness, .frameBuild,
      .frameOutput, .engineCost, .recognize, .interact, .eventToPresented, .buildToCommit, .commitToPresented,
      .presentedInterval:
      true
    case .frameBytes, .eventsPerFrame: false
    }
  }

  /// Dense index for array storage.
  @usableFromInline var slot: Int {
    switch self {
    case .inputDispatch: return 0
    case .eventToState: return 1
    case .frameWait: return 2
    case .eventToFrame: return 3
    case .frameLateness: return 4
    case .frameBuild: return 5
    case .engineCost: return 6
    case .recognize: return 7
    case .interact: return 8
    case .frameBytes: return 9
    case .eventsPerFrame: return 10
    case .frameOutput: return 11
    case .readToFrame: return 12
    case .eventToPresented: return 13
    case .buildToCommit: return 14
    case .commitToPresented: return 15
    case .presentedInterval: return 16
    }
  }
}
