import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTestbed

/// `--predict` on the testbed: Playhead's gesture records (as they arrived) fed to the
/// `GesturePredictor` at every frame time, against the script's true finger trajectory.
extension BenchRun {
  /// A gesture record of the log: event time (µs), translation (mm), arrival (ns).
  struct Sample {
    var time: Int64
    var translation: Vector2
    var state: String
    var arrival: Int64
  }

  func predictionReport(
    log: TestbedRun, script: GestureScript, synthesized: SynthesizedScript, spec: TouchpadSpec
  )
    -> (PredictionReport, note: String?)
  {
    let swipes = Self.fingerTrajectory(script: script, synthesized: synthesized, start: log.start).swipes
    // umockdev delivers frames 8–25 ms after their timestamps (docs/latency.md), which no real touchpad
    // does: a sample counts as available at its event time plus Playhead's own read → log-line time.
    let reads = log.readTimes
    let samples: [Sample] = log.lines.compactMap { line in
      // The window analysis' reader of log lines; the text test first skips the parse of every frame.
      guard line.text.contains("\"type\":\"gesture\""), line.text.contains("\"kind\":\"swipe\""),
        case .gesture("swipe", let state, let time, let translation) = PresentationLogRecord(line: line.text)
      else { return nil }
      let read = reads.last(where: { $0 <= line.time }) ?? line.time
      return Sample(
        time: time, translation: translation, state: state, arrival: time * 1000 + (line.time - read))
    }
    // Playhead's millimetres must be true millimetres for the error to mean anything: when the
    // recognizer's travel is far from the script's, it used libinput's nominal 1000-dpi unit, and the
    // testbed's measured calibration converts it.
    var scale = 1.0
    var note: String?
    var reported = 0.0
    var scripted = 0.0
    for swipe in swipes {
      let mine = samples.filter { $0.time >= swipe.motionStart - 200_000 && $0.time <= swipe.lift + 50_000 }
      guard let began = mine.first(where: { $0.state == "began" }), let last = mine.last else { continue }
      reported += (last.translation - began.translation).length
      scripted += (swipe.position(at: last.time) - swipe.position(at: began.time)).length
    }
    if reported > 0, abs(scripted / reported - 1) > 0.1, let calibration = spec.millimetresPerUnit {
      scale = calibration.y / GestureOptions.nominalMillimetresPerUnit
      note = String(
        format:
          "playhead live reported %.2f mm for %.2f mm of scripted travel (nominal 1000-dpi units); its translations were scaled by the testbed calibration %.4f/%.4f = %.3f",
        reported, scripted, calibration.y, GestureOptions.nominalMillimetresPerUnit, scale)
    }
    let withPrediction = LatencyRecorder()
    let without = LatencyRecorder()
    var horizons: [Int64] = []
    let period = Int64((1_000_000 / configuration.fps).rounded())
    for swipe in swipes {
      let mine = samples.filter { $0.time >= swipe.motionStart - 200_000 && $0.time <= swipe.lift + 50_000 }
      guard let began = mine.first(where: { $0.state == "began" }),
        let last = mine.last(where: { $0.state == "changed" })
      else { continue }
      // The recognizer counts travel from libinput's BEGIN: compare against the truth since then.
      let origin = swipe.position(at: began.time) - began.translation * scale
      var predictor = GesturePredictor()
      var next = 0
      var frame = (began.arrival / 1000 / period + 1) * period
      while frame * 1000 <= last.arrival {
        while next < mine.count, mine[next].arrival <= frame * 1000 {
          predictor.add(mine[next].toSnapshot(scale: scale))
          next += 1
        }
        let truth = swipe.position(at: frame) - origin
        if let p = predictor.predict(at: Instant(microseconds: frame)), next > 0 {
          // Errors in µm so the histogram keeps three digits below a millimetre.
          withPrediction.recordInterval(
            .eventToFrame, Int64(((p.translation - truth).length * 1000).rounded()))
          let newest = mine[next - 1].translation * scale
          without.recordInterval(.eventToFrame, Int64(((newest - truth).length * 1000).rounded()))
          if p.source == .extrapolated { horizons.append(p.horizon.microseconds) }
        }
        frame += period
      }
    }
    // The recorder reports µs from ns, so µm recorded as "ns" come back as mm.
    let hidden = horizons.isEmpty ? 0 : Double(horizons.reduce(0, +)) / Double(horizons.count) / 1000
    return (
      PredictionReport(
        errorMM: withPrediction.summary(.eventToFrame), errorWithoutMM: without.summary(.eventToFrame),
        hiddenMilliseconds: hidden), note
    )
  }
}

extension BenchRun.Sample {
  func toSnapshot(scale: Double) -> GestureSnapshot {
    let recognizerState: RecognizerState =
      state == "began" ? .began : (state == "changed" ? .changed : .ended)
    return GestureSnapshot(
      kind: .swipe, fingers: 3, state: recognizerState, time: Instant(microseconds: time),
      translation: translation * scale)
  }
}
