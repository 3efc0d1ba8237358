import PlayheadEngine
import PlayheadGestures
import PlayheadTestbed

/// `--window` on the testbed: `playhead live --window` as one more consumer (and again with
/// `--predict`), its log's presentation times against the script's true finger trajectory.
extension BenchRun {
  /// The script's plain swipes on the run's clock: the synthesizer's minimum-jerk travel from the end
  /// of its settle time (as `--predict` judges against).
  static func fingerTrajectory(script: GestureScript, synthesized: SynthesizedScript, start: Int64)
    -> FingerTrajectory
  {
    let settle = GestureSynthesizer(spec: .default).settleMicroseconds
    var swipes: [FingerTrajectory.Swipe] = []
    for gesture in synthesized.gestures where gesture.kind == .swipe {
      guard case .swipe(let swipe) = script.steps[gesture.step], swipe.pauseMS == 0,
        swipe.fingersAfterChange == nil
      else { continue }
      let v = swipe.direction.vector
      swipes.append(
        FingerTrajectory.Swipe(
          motionStart: start + gesture.touchDown + settle, duration: Int64(swipe.durationMS * 1000),
          lift: start + gesture.lift, travel: Vector2(x: v.x * swipe.distanceMM, y: v.y * swipe.distanceMM)))
    }
    return FingerTrajectory(swipes: swipes)
  }

  /// Analyses the window runs into `report.presentation` (and `presentationPredicted`).
  func fillPresentation(
    _ report: inout BenchReport, runs: [String: TestbedRun], script: GestureScript,
    synthesized: SynthesizedScript
  ) {
    guard let plain = runs["window"] else { return }
    func analysis(_ run: TestbedRun, millimetresPerPercent: Double?) -> PresentationAnalysis {
      PresentationAnalysis(
        records: run.lines.compactMap { PresentationLogRecord(line: $0.text) },
        trajectory: Self.fingerTrajectory(script: script, synthesized: synthesized, start: run.start),
        millimetresPerPercent: millimetresPerPercent,
        reads: run.reads.map { (time: $0.time / 1000, lastEvent: $0.lastEvent) })
    }
    let plainAnalysis = analysis(plain, millimetresPerPercent: nil)
    var analyses = [plainAnalysis]
    report.presentation = PresentationReport(plainAnalysis)
    report.distributions += PresentationReport.distributions(plainAnalysis, suffix: "")
    if plainAnalysis.framesPresented == 0 {
      report.notes.append("the window consumer's log has no presented frames")
    }
    if let predicting = runs["window-predict"] {
      // A predicted frame's travel is in no gesture record: its percent, at the plain run's mm per percent.
      let records = plain.lines.compactMap { PresentationLogRecord(line: $0.text) }
      let perPercent = PercentTravel.millimetresPerPercent(records)
      let predicted = analysis(predicting, millimetresPerPercent: perPercent)
      analyses.append(predicted)
      report.presentationPredicted = PresentationReport(predicted)
      report.distributions += PresentationReport.distributions(predicted, suffix: " --predict")
      if perPercent == nil {
        report.notes.append(
          "--window --predict: no interactive frame to scale percent to mm; pixel lag is the newest record's")
      }
    }
    // The recorder leaves a negative interval out: say so rather than let a figure look clean.
    var negatives = 0
    for run in analyses {
      for values in [run.eventToPresented, run.readToPresented, run.commitToPresented, run.buildToCommit] {
        negatives += values.filter { $0 < 0 }.count
      }
    }
    if negatives > 0 {
      report.notes.append(
        "--window: \(negatives) intervals came out negative and were left out (stamps out of order)")
    }
    report.notes.append(
      "--window: event_to_presented includes umockdev's late delivery (the testbed's events reach the node after their timestamps), read_to_presented does not; pixel_lag takes the finger at the presentation less the newest event's late delivery; build_to_commit runs from the frame's values sampled to its commit, commit_to_presented from the commit to the compositor's presentation time"
    )
  }
}
