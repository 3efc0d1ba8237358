import Histogram
import PlayheadEngine

/// What one `playhead bench` run measured: the object `--json` prints and the table shows.
///
/// Durations are microseconds, sizes bytes. `nil` marks a figure this mode cannot measure (printed as
/// JSON `null` and "n/a" in the table), never a guess.
public struct BenchReport: Sendable {
  /// The run's mode as the table titles it (`replay FILE`, `speed max`, `synthetic`, `testbed NAME`…).
  public var title: String
  /// `input_dispatch`, `event_to_state`, `frame_wait`, `event_to_frame`, `frame_lateness`, `frame_build`.
  public var latency: [LatencyMetric: LatencySummary] = [:]
  public var engineCost: LatencySummary = .empty
  public var allocationsPerEvent: Double?
  public var idleWakeupsPerSecond: Double?
  public var eventsPerSecond: Double?
  public var missedFrames = 0
  public var frameBytes: LatencySummary = .empty
  /// Table only: frame built → written (HUD rendering and the write), when measured.
  public var frameOutput: LatencySummary?
  /// Testbed mode only: Playhead against `libinput debug-events` on the same script.
  public var testbed: TestbedComparison?
  /// `--predict` only.
  public var prediction: PredictionReport?
  /// `--window` only: the window consumer's latency to presentation, without and with `--predict`.
  public var presentation: PresentationReport?
  public var presentationPredicted: PresentationReport?
  /// `--cpu-latency`: the CPU latency request held for the run, and the kernel's limit read back.
  public var cpuLatency: (requested: Int32, inForce: Int32)?
  /// Table-only figures: name, value (already formatted).
  public var extras: [(String, String)] = []
  /// Honest remarks printed under the table (missing pieces, why a figure is n/a).
  public var notes: [String] = []
  /// Each measured latency's whole distribution (ns), by name, for `bench --plot` and `--hgrm`.
  public var distributions: [(name: String, histogram: Histogram<UInt64>)] = []

  /// The latency metrics `--json` carries by name, in order.
  public static let jsonLatencyMetrics: [LatencyMetric] = [
    .inputDispatch, .eventToState, .frameWait, .eventToFrame, .frameLateness, .frameBuild,
  ]

  public init(title: String) {
    self.title = title
  }

  /// Fills the latency figures, frame bytes and missed frames from a recorder.
  public mutating func take(from recorder: LatencyRecorder) {
    for metric in Self.jsonLatencyMetrics { latency[metric] = recorder.summary(metric) }
    frameBytes = recorder.summary(.frameBytes)
    let output = recorder.summary(.frameOutput)
    if output.count > 0 { frameOutput = output }
    missedFrames = recorder.missedFrames
    let engine = recorder.summary(.engineCost)
    if engine.count > 0 { engineCost = engine }
    for metric in Self.jsonLatencyMetrics + [.frameOutput, .engineCost]
    where recorder.summary(metric).count > 0 {
      distributions.append((metric.rawValue, recorder.histogram(metric)))
    }
  }

  /// A table-only figure of measured numbers: each a table cell ("n/a" when unknown), " / " apart.
  mutating func appendExtra(_ name: String, _ values: Double?...) {
    extras.append((name, values.map { $0.map { Self.cell($0) } ?? "n/a" }.joined(separator: " / ")))
  }
}

/// Read-to-output figures of the testbed mode: each consumer's time from the read() of a device frame
/// (stamped by the testbed's preload) to its output for that frame arriving at the bench.
public struct TestbedComparison: Sendable, Hashable {
  /// `libinput debug-events` through a pipe: read → its line.
  public var libinputDebugEvents: LatencySummary
  /// `playhead live --log -` through a pipe: read → its JSON line.
  public var playheadLog: LatencySummary
  /// Playhead's HUD on a pseudo-terminal: read → the frame's last byte; nil when no HUD run was possible.
  public var playheadHUD: LatencySummary?
  /// libinput's gesture-recognition delay: first touch frame read → GESTURE_*_BEGIN line.
  public var libinputGestureDelay: LatencySummary
  /// Each consumer's read → line split where its reader found the node empty: libinput's dispatch,
  /// the same library in both, then the consumer's own part. nil when those reads were not stamped.
  public var libinputSplit: DrainSplit?
  public var playheadLogSplit: DrainSplit?

  public init(
    libinputDebugEvents: LatencySummary, playheadLog: LatencySummary, playheadHUD: LatencySummary?,
    libinputGestureDelay: LatencySummary
  ) {
    self.libinputDebugEvents = libinputDebugEvents
    self.playheadLog = playheadLog
    self.playheadHUD = playheadHUD
    self.libinputGestureDelay = libinputGestureDelay
  }

  /// Playhead's log line over libinput's line at p50 (the target: ≤ 1.1).
  public var ratioP50: Double? { ratio(playheadLog.p50, libinputDebugEvents.p50) }
  /// The same at p99.
  public var ratioP99: Double? { ratio(playheadLog.p99, libinputDebugEvents.p99) }

  /// nil unless both sides measured something.
  func ratio(_ a: Double, _ b: Double) -> Double? {
    guard playheadLog.count > 0, libinputDebugEvents.count > 0, b > 0 else { return nil }
    return a / b
  }
}

/// `--predict`: how far the predicted position is from the script's true trajectory, and how much
/// latency the extrapolation hides.
public struct PredictionReport: Sendable, Hashable {
  /// |predicted − true| at each frame time, mm, with prediction.
  public var errorMM: LatencySummary
  /// |last sample − true| at each frame time, mm, without prediction (the lag prediction fights).
  public var errorWithoutMM: LatencySummary
  /// How far ahead of the newest sample the prediction reached on average, ms (≤ 8 ms).
  public var hiddenMilliseconds: Double
}
