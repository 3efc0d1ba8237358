import PlayheadEngine

extension BenchReport {
  /// `presentation` and `presentation_predicted` of `--json` (`--window`): the stages to presentation
  /// (µs; `read_to_presented` from the read() that delivered each event), `missed_refreshes`, the frames presented and discarded, `pixel_lag_mm` and
  /// `frame_uniformity_mm`. A stage the log cannot time is all nulls, as elsewhere.
  func presentationFields() -> [(String, String)] {
    var fields: [(String, String)] = []
    if let presentation { fields.append(("presentation", Self.json(presentation))) }
    if let presentationPredicted {
      fields.append(("presentation_predicted", Self.json(presentationPredicted)))
    }
    return fields
  }

  static func json(_ p: PresentationReport) -> String {
    object([
      ("event_to_presented", json(p.eventToPresented)),
      ("read_to_presented", json(p.readToPresented ?? .empty)),
      ("build_to_commit", json(p.buildToCommit ?? .empty)),
      ("commit_to_presented", json(p.commitToPresented ?? .empty)),
      ("presented_interval", json(p.presentedInterval)),
      ("missed_refreshes", json(p.missedRefreshes)),
      ("frames_presented", json(p.framesPresented)),
      ("frames_discarded", json(p.framesDiscarded)),
      ("pixel_lag_mm", json(p.pixelLagMM)),
      ("frame_uniformity_mm", json(p.frameUniformityMM)),
    ])
  }

  /// The table's rows of one window run: name, summary (nil: n/a), unit.
  static func presentationRows(_ p: PresentationReport, suffix: String) -> [(String, LatencySummary?, String)]
  {
    [
      ("event_to_presented" + suffix, p.eventToPresented, "µs"),
      ("read_to_presented" + suffix, p.readToPresented, "µs"),
      ("build_to_commit" + suffix, p.buildToCommit, "µs"),
      ("commit_to_presented" + suffix, p.commitToPresented, "µs"),
      ("presented_interval" + suffix, p.presentedInterval, "µs"),
      ("pixel_lag" + suffix, p.pixelLagMM, "mm"),
    ]
  }

  /// The table's single figures of one window run.
  static func presentationSingles(_ p: PresentationReport, suffix: String) -> [(String, String)] {
    [
      ("missed_refreshes" + suffix, String(p.missedRefreshes)),
      ("frames_presented" + suffix, "\(p.framesPresented) (\(p.framesDiscarded) discarded)"),
      ("frame_uniformity_mm" + suffix, p.frameUniformityMM.map { cell($0) } ?? "n/a"),
    ]
  }

  /// Both window runs' rows and singles, plain first.
  var presentationRuns: [(PresentationReport, String)] {
    [presentation.map { ($0, "") }, presentationPredicted.map { ($0, " --predict") }].compactMap { $0 }
  }
}
