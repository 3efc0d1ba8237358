import Foundation
import PlayheadSystem

/// Playhead's bundled demo recording, replayed by `playhead demo` where the virtual-touchpad testbed
/// cannot run: `libinput debug-events` text in libinput 1.22's layout, for an emulated 100 × 56 mm pad.
///
/// The sequence: (1) a slow 3-finger swipe down of 15 mm, resting before release → cancel; (2) a
/// 40 mm swipe down past the threshold → finish (flip now dismisses with a swipe up); (3) a flick up
/// of 9 mm in 72 ms → finish by velocity; (4) a 31 mm swipe down released at about 0.55, re-grabbed
/// 120 ms into its finish and dragged back up; (5) a 2-finger pinch in to scale 0.35 on `pop`.
///
/// Generated (not recorded) by this script, kept here so it can be regenerated; the text is the
/// resource `Recordings/demo-recording.txt` (installed in /usr/share/playhead/Recordings):
///
///     MM = 1000 / 25.4   # libinput's unaccelerated units are 1000 dpi
///     STEP = 0.012       # an 83 Hz touchpad
///     # minimum-jerk profile s(u) = 10u³ − 15u⁴ + 6u⁵ for each segment; a "rest" adds time, no updates;
///     # accelerated deltas = 1.3 × unaccelerated; lines formatted " event12  %-23s %+6.3fs\t…"
///     swipe(1.000, 3, [(0.9, 0, 15, mj), (0.25, rest)])
///     swipe(4.000, 3, [(0.7, 0, 40, mj), (0.2, rest)])
///     swipe(7.000, 3, [(0.072, 0, -9, linear)])
///     t = swipe(9.500, 3, [(0.5, 0, 31, mj)]); swipe(t + 0.120, 3, [(0.6, 0, -25, mj), (0.2, rest)])
///     pinch(13.000, 2, 0.6 s, scale 1 → 0.35)
enum DemoRecording {
  static let name = "demo-recording (bundled)"

  /// The recording's text; nil when the resource cannot be read (a broken installation).
  static var text: String? {
    guard
      let folder = PackagedResources.folder(
        "Recordings", bundle: "Playhead_playhead", probe: "demo-recording.txt"),
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent("demo-recording.txt").path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
