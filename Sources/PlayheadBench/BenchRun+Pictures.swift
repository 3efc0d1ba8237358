import Foundation
import Histogram
import PlayheadEngine
import PlayheadPlot

extension BenchRun {
  /// `--plot FILE`: every distribution as a percentile curve; `--hgrm DIR`: HdrHistogram's own
  /// percentile-distribution text per distribution (µs), `NAME.hgrm` (`POLICY-NAME.hgrm` for
  /// `--frames both`), which HdrHistogram's plotters read.
  func writePictures(_ reports: [(policy: String, report: BenchReport)]) throws(BenchError) {
    let named = reports.flatMap { policy, report in
      report.distributions.map { (reports.count > 1 ? "\(policy) \($0.name)" : $0.name, $0.histogram) }
    }
    if let hgrm = configuration.histogramDirectory {
      for (name, histogram) in named {
        var text = ""
        histogram.outputPercentileDistribution(to: &text, outputValueUnitScalingRatio: 1000)
        let file =
          "\(hgrm)/\(name.replacingOccurrences(of: "→", with: "-to-").replacingOccurrences(of: " ", with: "-")).hgrm"
        try Self.write(text, to: file)
      }
    }
    if let plot = configuration.plot {
      let series = named.map { name, histogram in
        PercentilePlot.Series(
          label: name,
          points: histogram.percentiles(ticksPerHalfDistance: 5).map {
            ($0.percentileLevelIteratedTo, Double($0.value) / 1000)
          },
          count: histogram.totalCount)
      }
      let subtitle = reports.map(\.report.title).joined(separator: " / ")
      let picture = PercentilePlot(
        title: "playhead bench: latency by percentile", subtitle: subtitle, series: series)
      try Self.write(picture.svg(), to: plot)
    }
  }

  /// `--hgrm DIR` is made (with its parents) before anything is measured, or refused (73): a run
  /// is not wasted on a directory it cannot write.
  func prepareHistogramDirectory() throws(BenchError) {
    guard let hgrm = configuration.histogramDirectory else { return }
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: hgrm, isDirectory: &isDirectory) {
      do {
        try FileManager.default.createDirectory(atPath: hgrm, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreate("cannot create the directory \(hgrm): \(error.localizedDescription)")
      }
    } else if !isDirectory.boolValue {
      throw .cannotCreate("--hgrm \(hgrm) is not a directory")
    }
  }

  /// Writes a file through the engine's one file-output type (its errors name the file and errno).
  static func write(_ text: String, to path: String) throws(BenchError) {
    do throws(OutputError) {
      try FileOutput(path: path).write(Array(text.utf8))
    } catch {
      if case .cannotOpen = error { throw .cannotCreate(error.description) }
      throw .ioError(error.description)
    }
  }

  /// The testbed's read → output distributions (ns): libinput debug-events' lines, Playhead's log
  /// lines and its HUD frames, each against the read() of the device frame it answers.
  static func distributions(
    libinput: [ReadToOutput.Pair], log: [ReadToOutput.Pair], hud: [ReadToOutput.Pair]?
  ) -> [(name: String, histogram: Histogram<UInt64>)] {
    var result: [(name: String, histogram: Histogram<UInt64>)] = []
    for (name, pairs) in [
      ("libinput debug-events read→line", libinput), ("playhead --log read→line", log),
      ("playhead HUD read→frame", hud ?? []),
    ] where !pairs.isEmpty {
      let recorder = LatencyRecorder()
      for pair in pairs { recorder.recordInterval(.eventToFrame, pair.latency) }
      result.append((name, recorder.histogram(.eventToFrame)))
    }
    return result
  }
}
