import PlayheadTestbed

/// The demo's gesture sequence as a testbed script, played through real libinput on a virtual
/// `synaptics-ps2` touchpad (66 × 27 mm) — the same story as the bundled recording (`DemoRecording`),
/// scaled to the smaller pad.
///
/// Tuned through libinput 1.22.1 with `playhead simulate --script … -- --log - --no-hud` (flip on a
/// 3-finger swipe down, 27 mm of pad = the whole transition, threshold 0.5; libinput begins a swipe
/// only after ≈ 2 mm of travel, which the decisions below already lose):
/// 1. a slow 7 mm swipe down → cancel at ≈ 0.26 (percent below the threshold);
/// 2. a 17 mm swipe down (the most three fingers fit on this pad) → finish at ≈ 0.6; flip now
///    dismisses with a swipe up;
/// 3. a 7 mm flick up in 90 ms → finish by velocity (≈ 3.8 /s, though only ≈ 0.25 of the way);
/// 4. a 15 mm swipe down released just past the threshold → finish, re-grabbed at once by a fast
///    swipe up that pulls it back → cancel;
/// 5. a 2-finger pinch in to scale 0.35 → `pop` finishes.
enum DemoScript {
  /// The virtual touchpad the demo plays on.
  static let touchpad = TouchpadSpec.synapticsPS2

  /// The script (`GestureScript` grammar, docs/testbed.md).
  static let text = [
    "pause 300ms",
    "swipe 3 down 7mm 900ms",
    "pause 1350ms",
    "swipe 3 down 17mm 700ms",
    "pause 1350ms",
    "swipe 3 up 7mm 90ms",
    "pause 1350ms",
    "swipe 3 down 15mm 450ms",
    "swipe 3 up 15mm 350ms",
    "pause 1350ms",
    "pinch 2 in 0.35 600ms",
  ].joined(separator: "; ")

  /// Lift to next touch-down: 100 ms instead of the synthesizer's 250 ms, so the re-grab lands well
  /// inside the ≈ 0.44 s finish it grabs (the pauses above make up the difference elsewhere).
  static let gapMicroseconds: Int64 = 100_000

  /// The pause between rounds: the last completion (pop, ≈ 1.3 s) ends well inside it.
  static let roundPause = "pause 2500ms"

  /// How long the rounds of one testbed run may last in all: umockdev garbles the events of one
  /// second in 256 (see `Testbed.umockdevGarbledSecondLowByte`), which the testbed steers clear of
  /// only for runs shorter than 254 s.
  static let roundsSpan: Int64 = 240_000_000

  /// The evdev events of the script on `touchpad`, played `rounds` times with `roundPause` between:
  /// one testbed run, one `playhead live`, so the HUD and its keys' state carry over from round to
  /// round.
  static func events(rounds: Int = 1) throws -> [EvdevEvent] {
    var synthesizer = GestureSynthesizer(spec: touchpad)
    synthesizer.gapMicroseconds = gapMicroseconds
    let script = Array(repeating: text, count: max(rounds, 1)).joined(separator: "; \(roundPause); ")
    return try synthesizer.synthesize(GestureScript(parsing: script)).events
  }

  /// The events of one testbed run: on the HUD (`repeating`), many rounds in one run, so that one
  /// engine and one terminal session play them all, the screen never leaves the HUD between rounds
  /// and s and p hold across them (`PLAYHEAD_DEMO_ROUNDS` says how many: tests); otherwise one round.
  static func eventsOfOneRun(repeating: Bool) throws -> [EvdevEvent] {
    let round = try events()
    guard repeating else { return round }
    let count =
      Int(DemoHandOver.environment[DemoHandOver.roundsVariable] ?? "").map { max($0, 1) }
      ?? rounds(roundLength: round.last?.time ?? 0)
    return count == 1 ? round : try events(rounds: count)
  }

  /// As many rounds as fit in `roundsSpan`, for a round whose events last `roundLength` µs.
  static func rounds(roundLength: Int64) -> Int {
    let period = roundLength + 2_500_000 + gapMicroseconds
    return max(1, Int(roundsSpan / max(period, 1)))
  }

  /// The transitions the demo drives besides `--transition`: `pop`, on its own gesture (a pinch).
  static let extraTransitions = ["pop"]

  /// What the HUD title and stderr say about the input.
  static var sourceLabel: String { "demo: real libinput on a virtual \(touchpad.name) touchpad" }
}
