import Foundation
import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadTestSupport
import Testing

/// Every recording in Tests/Fixtures/recordings replayed through the recognizers, as the engine feeds them: each event to
/// `handle`, then `advance(to:)` at its time; at the end of the file, `advance` past every deadline.
/// Expected states and sums come from reading the files (the numbers are written out in comments).
/// The reader repairs the pastes as documented in docs/transcripts.md: an UPDATE with no BEGIN gets
/// one, an END with nothing begun is dropped, and a file cut off mid-gesture ends it *cancelled* —
/// which the recognizers treat as a possible finger-count change, so it is reported `.cancelled`
/// when the 150 ms window closes.
@Suite struct RecordingReplayTests {
  static var recordings: String { Fixtures.recordings.path }

  func replay(_ name: String, options: GestureOptions = GestureOptions()) throws -> [GestureSnapshot] {
    let transcript = try TranscriptReader().read(contentsOf: Self.recordings + "/" + name)
    var recognizers = GestureRecognizers(options: options)
    var out: [GestureSnapshot] = []
    for event in transcript.events {
      if let s = recognizers.handle(event) { out.append(s) }
      while let s = recognizers.advance(to: event.time) { out.append(s) }
    }
    while let s = recognizers.advance(to: .max) { out.append(s) }
    return out
  }

  func states(_ snapshots: [GestureSnapshot]) -> [RecognizerState] { snapshots.map(\.state) }

  func changed(_ n: Int) -> [RecognizerState] { Array(repeating: .changed, count: n) }

  @Test("touchegg #278: a 3-finger swipe left, 10 UPDATEs, cut off")
  func touchegg278() throws {
    let s = try replay("touchegg_issue278_excerpt.txt")
    #expect(states(s) == [.began] + changed(10) + [.cancelled])
    #expect(s.allSatisfy { $0.kind == .swipe && $0.fingers == 3 && $0.units == .libinput })
    // Σ dx = −13.34 −39.59 −61.24 −74.80 −76.55 −69.99 −62.55 −56.43 −48.99 −39.81 = −543.29;
    // Σ dy = 0 −0.14 −2.32 −5.64 −5.79 −3.76 −2.89 −3.76 −3.76 −1.45 = −29.51.
    #expect(close(s[10].translation, Vector2(x: -543.29, y: -29.51), 1e-9))
    // The 150 ms window back from +5.07 s reaches +4.92 s: the eight samples at +4.93 … +5.07 s, x the
    // running sums above (−114.17 … −543.29). Least-squares slope Σ(t−t̄)(x−x̄) / Σ(t−t̄)², worked in
    // Python from the file's numbers: −3098.7202381 units/s.
    #expect(close(s[10].velocity.x, -3098.7202381, 1e-9))
    // The paste stops before the END: Playhead ends the swipe cancelled itself, and does not say
    // libinput cancelled it (issue 24: compare said "cancelled by libinput").
    #expect(s[11].state == .cancelled && !s[11].libinputCancelled && s[11].translation == s[10].translation)
  }

  @Test("fusuma #26: a 4-finger swipe down began, changed ×8, ended; then a swipe right, cut off")
  func fusuma26() throws {
    let s = try replay("fusuma_issue26_excerpt.txt")
    #expect(states(s) == [.began] + changed(8) + [.ended, .began] + changed(6) + [.cancelled])
    #expect(s.allSatisfy { $0.fingers == 4 })
    // First swipe: Σ dx = 0 −0.21 −16.86 −9.11 −16.23 −14.55 −6.39 −14.03 = −77.38;
    // Σ dy = 53.60 + 62.16 + 91.79 + 93.18 + 100.35 + 111.58 + 103.88 + 118.11 = 734.65.
    let end = s[9]
    #expect(close(end.translation, Vector2(x: -77.38, y: 734.65), 1e-9))
    // END at 9.64 s; the window [9.49, 9.64] holds all eight UPDATEs (t = 9.53, 9.54, 9.55, 9.55, 9.56,
    // 9.57, 9.58, 9.59; cumulative y = 53.6, 115.76, 207.55, 300.73, 401.08, 512.66, 616.54, 734.65).
    // Least squares Σ(t−t̄)(y−ȳ)/Σ(t−t̄)² = 11833.46 units/s (worked outside the code under test).
    #expect(close(end.velocity.y, 11833.458874458785, 1e-6))
    #expect(end.time == 9_640_000)
    // Second swipe: Σ dx = 103.14 + 81.88 + 94.87 + 99.68 + 112.98 + 117.17 = 609.72;
    // Σ dy = −10.91 −5.67 −6.95 +1.28 −6.10 +4.28 = −24.07.
    #expect(close(s[16].translation, Vector2(x: 609.72, y: -24.07), 1e-9))
  }

  @Test("libinput-gestures #202: a 2-finger pinch, 3 UPDATEs, cut off")
  func pinch202() throws {
    let s = try replay("libinput-gestures_issue202_turn19_pinch_excerpt.txt")
    #expect(states(s) == [.began, .changed, .changed, .changed, .cancelled])
    #expect(s.allSatisfy { $0.kind == .pinch && $0.fingers == 2 })
    // Scale 1.00, 0.99, 0.99; rotation −1.77 + 1.45 − 0.06 = −0.38°; centre Σ = (137.33, 468.85).
    #expect(close(s[3].scale, 0.99))
    #expect(close(s[3].rotation, -0.38, 1e-9))
    #expect(close(s[3].translation, Vector2(x: 137.33, y: 468.85), 1e-9))
  }

  @Test("comfortable-swipe #68: a 3-finger swipe left, 16 UPDATEs, cut off")
  func comfortableSwipe68() throws {
    let s = try replay("comfortable-swipe_issue68_turn3_excerpt.txt")
    #expect(states(s) == [.began] + changed(16) + [.cancelled])
    // Σ dx of the 16 unaccelerated deltas (−48.56 … −58.40) = −725.07; Σ dy (5.25 … −1.31) = 15.09.
    #expect(close(s[16].translation, Vector2(x: -725.07, y: 15.09), 1e-9))
    #expect(s[16].velocity.x < 0)
  }

  @Test("comfortable-swipe PR #69: a stray END, then UPDATEs with no BEGIN still make a pan")
  func comfortableSwipe69() throws {
    let s = try replay("comfortable-swipe_pr69_excerpt.txt")
    // The END at +40.04 s is dropped; a BEGIN is inserted before the 12 complete UPDATEs (the 13th
    // line is cut), so they make a pan.
    #expect(states(s) == [.began] + changed(12) + [.cancelled])
    // Σ dx = −24.93 −28.87 −34.12 −31.50 −30.18 −34.78 −49.87 −39.37 −45.93 −61.02 −49.21 −71.52 = −501.30;
    // Σ dy = 5.91 +3.94 +3.28 +1.97 −0.66 −1.31 −6.56 −5.25 −6.56 −7.22 −5.91 −7.22 = −25.59.
    #expect(close(s[12].translation, Vector2(x: -501.30, y: -25.59), 1e-9))
  }

  @Test("libinput-gestures #310: DEVICE_ADDED 116×56 mm, so a 3-finger swipe down in millimetres")
  func libinputGestures310() throws {
    let s = try replay("libinput-gestures_issue310_excerpt.txt")
    #expect(states(s) == [.began] + changed(10) + [.cancelled])
    #expect(s.allSatisfy { $0.units == .millimetres && $0.touchpadSizeMM == Vector2(x: 116, y: 56) })
    // Σ dx = −0.29 −0.59 +0 +0 +0.29 +0.59 +1.46 +0.59 +1.17 +1.76 = 4.98 units;
    // Σ dy = 10.84 +14.94 +8.49 +18.16 +14.64 +10.84 +13.77 +16.70 +10.25 +12.01 = 130.64 units;
    // × 0.0254 mm = (0.126492, 3.318256) mm.
    #expect(close(s[10].translation, Vector2(x: 4.98 * 0.0254, y: 130.64 * 0.0254), 1e-9))
    // At 0.100 s all ten UPDATEs (0.036 … 0.100 s) are in the window; least squares over the
    // cumulative y gives 1894.244 units/s = 48.1138 mm/s (worked outside the code under test).
    #expect(close(s[10].velocity.y, 48.113802748353855, 1e-6))
  }

  @Test("libinput-gestures #355: a swipe that rested 0.84 s before lifting has no release velocity")
  func libinputGestures355() throws {
    let s = try replay("libinput-gestures_issue355_turn0_excerpt.txt")
    // Four UPDATEs with no BEGIN (the paste starts mid-swipe), END at 9.716 s; BEGIN at 10.576 s and
    // ten complete UPDATEs (the eleventh is cut), with a 0.588 s pause before the one at 11.382 s.
    #expect(states(s) == [.began] + changed(4) + [.ended, .began] + changed(10) + [.cancelled])
    let firstEnd = s[5]
    #expect(close(firstEnd.translation.y, 4.44, 1e-9))  // 1.43 + 1.50 + 0.98 + 0.53
    // The last UPDATE was at 8.873 s, 843 ms before the END: nothing in the 150 ms window.
    #expect(firstEnd.velocity == .zero)
    // After the pause, the UPDATE at 11.382 s is alone in its window: velocity 0, no stale flick.
    let afterPause = s[16]
    #expect(afterPause.time == 11_382_000 && afterPause.velocity == .zero)
    // Σ dx = 0.42 + 1.00 + 0.33 = 1.75; Σ dy = −0.60 −9.09 −13.22 −2.10 −3.23 −8.79 −8.64 −4.51 −1.28 +0.68 = −50.78.
    #expect(close(afterPause.translation, Vector2(x: 1.75, y: -50.78), 1e-9))
  }

  @Test("libinput-gestures #379: two cancelled holds, then a 2-finger pinch out")
  func libinputGestures379() throws {
    let s = try replay("libinput-gestures_issue379_excerpt.txt")
    #expect(s.map(\.kind) == [.hold, .hold, .hold, .hold] + Array(repeating: .pinch, count: 8))
    #expect(states(s) == [.began, .cancelled, .began, .cancelled, .began] + changed(6) + [.cancelled])
    #expect(s[0].fingers == 1 && s[2].fingers == 2 && s[1].libinputCancelled && s[3].libinputCancelled)
    let last = s[10]
    // Scale 1.07 → 1.24; rotation 0.41 + 0.24 + 0.22 + 0.09 + 0.21 − 0.15 = 1.02°;
    // centre Σ = (1.32 + 1.76 + 2.20 + 2.64 + 2.20 + 1.76, 0.44 × 4) = (11.88, 1.76).
    #expect(close(last.scale, 1.24))
    #expect(close(last.rotation, 1.02, 1e-9))
    #expect(close(last.translation, Vector2(x: 11.88, y: 1.76), 1e-9))
    // Scale at t = 0.253 … 0.288 s (every 7 ms): 1.07, 1.10, 1.14, 1.18, 1.21, 1.24; least squares
    // slope = 4.9796 per second (worked outside the code under test).
    #expect(close(last.scaleVelocity, 4.979591836734693, 1e-6))
  }

  @Test("the ITE8595 libinput-record YAML (a 2-finger scroll) holds no gesture for the recognizers")
  func iteRecordHasNoGesture() throws {
    let name = "linux-stable-ml_2020-01-31_hid-ite_ITE8595-touchpad_libinput-record_2fg-scroll_quoted.txt"
    // A 2-finger scroll is not a libinput gesture, and this is evdev frames, not debug-events: the
    // reader refuses it with FILE:LINE (the testbed replays it through libinput), so nothing reaches
    // the recognizers.
    #expect {
      _ = try replay(name)
    } throws: { error in
      "\(error)".contains(name) && "\(error)".contains("libinput record")
    }
  }

  @Test("with GNOME's options the same recordings still begin and end (dead zone, axis lock)")
  func gnomeOptions() throws {
    // touchegg #278: the first delta (−13.34, 0) is inside 16 units; the second makes (−52.93, −0.14):
    // began there, locked horizontal, so y reads 0.
    let s = try replay("touchegg_issue278_excerpt.txt", options: .gnome)
    #expect(states(s) == [.began] + changed(8) + [.cancelled])
    #expect(s[0].translation == Vector2(x: -13.34 - 39.59, y: 0))
    #expect(s.allSatisfy { $0.translation.y == 0 })
  }

  @Test("fusuma #26 with began at the first UPDATE: began, changed ×7, ended; began, changed ×5, cancelled")
  func fusuma26BeganAtFirstUpdate() throws {
    let s = try replay("fusuma_issue26_excerpt.txt", options: GestureOptions(beginsAtLibinputBegin: false))
    #expect(states(s) == [.began] + changed(7) + [.ended, .began] + changed(5) + [.cancelled])
    #expect(close(s[0].translation.y, 53.60, 1e-9), "the first UPDATE's motion")
    #expect(close(s[8].translation, Vector2(x: -77.38, y: 734.65), 1e-9))
  }
}
