import Histogram
import PlayheadEngine

/// `bench --testbed … --window`: one window run's latency to presentation (docs/latency.md).
///
/// Durations are µs, pixel lag mm. A stage the run's log cannot time is nil (JSON `null`).
public struct PresentationReport: Sendable, Hashable {
  public var eventToPresented: LatencySummary
  /// From the read() that delivered each event; nil without the run's reads.
  public var readToPresented: LatencySummary?
  /// nil: the log's frame records carry no `built`/`committed` times.
  public var buildToCommit: LatencySummary?
  public var commitToPresented: LatencySummary?
  public var presentedInterval: LatencySummary
  public var missedRefreshes: Int
  public var framesPresented: Int
  public var framesDiscarded: Int
  /// |script finger − shown| along the swipe at each presented interactive frame, mm.
  public var pixelLagMM: LatencySummary
  /// The standard deviation of pixel lag, mm (Mir's frame uniformity).
  public var frameUniformityMM: Double?
  /// The refresh interval missed refreshes are counted in, µs.
  public var refreshMicroseconds: Int64

  public init(_ analysis: PresentationAnalysis) {
    func summary(_ metric: LatencyMetric, _ values: [Int64]) -> LatencySummary {
      Self.recorder(metric, values).summary(metric)
    }
    eventToPresented = summary(.eventToPresented, analysis.eventToPresented)
    readToPresented =
      analysis.readToPresented.isEmpty ? nil : summary(.eventToPresented, analysis.readToPresented)
    buildToCommit = analysis.buildToCommit.isEmpty ? nil : summary(.buildToCommit, analysis.buildToCommit)
    commitToPresented =
      analysis.commitToPresented.isEmpty ? nil : summary(.commitToPresented, analysis.commitToPresented)
    presentedInterval = summary(.presentedInterval, analysis.presentedInterval)
    missedRefreshes = analysis.missedRefreshes
    framesPresented = analysis.framesPresented
    framesDiscarded = analysis.framesDiscarded
    pixelLagMM = Self.pixelLagRecorder(analysis.pixelLag).summary(.eventToFrame)
    frameUniformityMM = analysis.frameUniformity
    refreshMicroseconds = analysis.refresh
  }

  /// The analysis' distributions (ns; pixel lag recorded in µm, so the plot's and `--hgrm`'s µs read as mm),
  /// named with `suffix` (" --predict" for the predicting run).
  public static func distributions(_ analysis: PresentationAnalysis, suffix: String) -> [(
    name: String, histogram: Histogram<UInt64>
  )] {
    var result: [(name: String, histogram: Histogram<UInt64>)] = []
    for (name, metric, values) in [
      ("event_to_presented", LatencyMetric.eventToPresented, analysis.eventToPresented),
      ("read_to_presented", .eventToPresented, analysis.readToPresented),
      ("build_to_commit", .buildToCommit, analysis.buildToCommit),
      ("commit_to_presented", .commitToPresented, analysis.commitToPresented),
      ("presented_interval", .presentedInterval, analysis.presentedInterval),
    ] where !values.isEmpty {
      result.append((name + suffix, recorder(metric, values).histogram(metric)))
    }
    if !analysis.pixelLag.isEmpty {
      result.append(("pixel_lag_mm" + suffix, pixelLagRecorder(analysis.pixelLag).histogram(.eventToFrame)))
    }
    return result
  }

  static func recorder(_ metric: LatencyMetric, _ microseconds: [Int64]) -> LatencyRecorder {
    let recorder = LatencyRecorder()
    for value in microseconds { recorder.recordInterval(metric, value &* 1000) }
    return recorder
  }

  /// mm recorded as µm "ns": the recorder's µs summary reads back in mm.
  static func pixelLagRecorder(_ millimetres: [Double]) -> LatencyRecorder {
    let recorder = LatencyRecorder()
    for value in millimetres { recorder.recordInterval(.eventToFrame, Int64((value * 1000).rounded())) }
    return recorder
  }
}
