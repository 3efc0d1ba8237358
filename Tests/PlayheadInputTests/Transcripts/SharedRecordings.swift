import PlayheadEvents
import PlayheadInput
import PlayheadTestSupport

/// The real pastes in Tests/Fixtures/recordings (SOURCES.md there says where each came from).
enum SharedRecordings {
  static var packageRoot: String { Fixtures.packageRoot.path }

  static var folder: String { Fixtures.recordings.path }

  static func path(_ name: String) -> String { folder + "/" + name }

  static let excerptNames = [
    "comfortable-swipe_issue68_turn3_excerpt.txt",
    "comfortable-swipe_pr69_excerpt.txt",
    "fusuma_issue26_excerpt.txt",
    "libinput-gestures_issue202_turn19_pinch_excerpt.txt",
    "libinput-gestures_issue310_excerpt.txt",
    "libinput-gestures_issue355_turn0_excerpt.txt",
    "libinput-gestures_issue379_excerpt.txt",
    "touchegg_issue278_excerpt.txt",
  ]

  static func bytes(_ name: String) -> [UInt8] { TranscriptFiles.read(path(name)) }
}

/// How many events of one kind and phase.
func countEvents(_ events: [GestureEvent], _ kind: GestureKind, _ phase: GesturePhase) -> Int {
  events.filter { $0.kind == kind && $0.phase == phase }.count
}
