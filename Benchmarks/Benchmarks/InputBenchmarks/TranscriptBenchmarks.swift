import Benchmark
import Foundation
import PlayheadEvents
import PlayheadInput

/// Parse throughput of `libinput debug-events` text (issue 4's target: ≥ 50 MB/s).
///
/// Two corpora of about 4 MiB each, built in memory once: the real pastes of Tests/Fixtures/recordings
/// (prose, POINTER_*/KEYBOARD_* lines and gestures, minus each cut-off last line) repeated, and a
/// synthetic ≥ 1.28.1 capture (a 3-finger swipe, a pinch and a hold per ~2 KB, with the repeat count).
/// Each iteration streams the whole corpus through `TranscriptReader` and reports MB/s
/// (10⁶ bytes per second) as a custom metric, plus the allocations per run.
func transcriptBenchmarks() {
  let corpora: [(String, [UInt8])] = [
    ("pasted excerpts", pastedCorpus()),
    ("≥1.28.1 capture", captureCorpus()),
    ("Playhead recording (JSONL)", recordingCorpus()),
  ]
  let megabytesPerSecond = BenchmarkMetric.custom("MB/s", polarity: .prefersLarger, useScalingFactor: false)
  for (name, corpus) in corpora {
    Benchmark(
      "Transcript parse: \(name)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, megabytesPerSecond], scalingFactor: .one,
        maxDuration: .seconds(3), maxIterations: 50)
    ) { benchmark in
      let reader = TranscriptReader()
      for _ in benchmark.scaledIterations {
        let start = DispatchTime.now().uptimeNanoseconds
        var events = 0
        let transcript = try? reader.stream(corpus, name: name) { _ in
          events += 1
          return true
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        blackHole(transcript)
        blackHole(events)
        benchmark.measurement(megabytesPerSecond, Int(Double(corpus.count) / Double(elapsed) * 1e3))
      }
    }
  }
}

/// The per-event cost of writing a recording (hot path: must not allocate).
func recordingBenchmarks() {
  let pinch = InputEvent.gesture(
    GestureEvent(
      kind: .pinch, phase: .update, fingers: 2, time: 5_123_456_789, dx: 1.7634523, dy: -0.4412,
      dxUnaccelerated: 1.76,
      dyUnaccelerated: -0.44, scale: 1.2437, angleDelta: -0.153))
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
  Benchmark("Recording: EventJSON of one pinch update", configuration: configuration) { benchmark in
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1024)  // once per sample, before measuring: what a writer's line buffer is
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      buffer.removeAll(keepingCapacity: true)
      EventJSON.append(pinch, origin: 5_000_000_000, to: &buffer)
      blackHole(buffer.count)
    }
    benchmark.stopMeasurement()
  }
  Benchmark("Recording: RecordingWriter.write to /dev/null", configuration: configuration) { benchmark in
    let writer = try RecordingWriter(
      path: "/dev/null", header: RecordingHeader(deviceName: "pad", startTime: 5_000_000_000))
    try writer.write(pinch)  // grows the line buffer once, before measuring
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { try writer.write(pinch) }
    benchmark.stopMeasurement()
    writer.close()
  }
}

private let targetBytes = 4 << 20

/// The repository's Tests/Fixtures/recordings, found from this file.
private func fixtureRecordings() -> String {
  var url = URL(fileURLWithPath: #filePath)
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      && FileManager.default.fileExists(atPath: url.appendingPathComponent("Sources").path)
    {
      return url.appendingPathComponent("Tests/Fixtures/recordings").path
    }
  }
  return "Tests/Fixtures/recordings"
}

private func pastedCorpus() -> [UInt8] {
  let folder = fixtureRecordings()
  let names =
    (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix("_excerpt.txt") }
    .sorted() ?? []
  var pieces: [UInt8] = []
  for name in names {
    guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
    var bytes = [UInt8](data)
    // Drop the cut-off last line: mid-corpus it would be an error, not a warning.
    if let newline = bytes.lastIndex(of: 0x0A) { bytes.removeSubrange((newline + 1)...) }
    pieces += bytes
  }
  if pieces.isEmpty { return captureCorpus() }
  var corpus: [UInt8] = []
  corpus.reserveCapacity(targetBytes + pieces.count)
  while corpus.count < targetBytes { corpus += pieces }
  return corpus
}

private func captureCorpus() -> [UInt8] {
  var text =
    "-event14  DEVICE_ADDED     SYNA3290:01 06CB:CD4F Touchpad        seat0 default group1  cap:pg  size 116x56mm tap(dl off) left scroll-nat\n"
  var ms = 0
  func time() -> String {
    ms += 7
    return "+" + String(ms / 1000) + "." + String(1000 + ms % 1000).dropFirst() + "s"
  }
  while text.utf8.count < targetBytes {
    text += " event14  GESTURE_SWIPE_BEGIN          \(time())\t3\n"
    for i in 1...12 {
      let count = i == 1 ? "    " : String(repeating: " ", count: 3 - String(i).count) + String(i) + " "
      text +=
        " event14  GESTURE_SWIPE_UPDATE    \(count) \(time())\t3 -17.01/-0.06 (-39.59/-0.14 unaccelerated)\n"
    }
    text += " event14  GESTURE_SWIPE_END            \(time())\t3\n"
    text += " event14  GESTURE_HOLD_BEGIN           \(time())\t2\n"
    text += " event14  GESTURE_HOLD_END             \(time())\t2 cancelled\n"
    text += " event14  GESTURE_PINCH_BEGIN          \(time())\t2\n"
    for i in 1...6 {
      let count = i == 1 ? "    " : "  \(i) "
      text +=
        " event14  GESTURE_PINCH_UPDATE    \(count) \(time())\t2  1.76/ 0.44 ( 1.76/ 0.44 unaccelerated)  1.24 @ -0.15\n"
    }
    text += " event14  GESTURE_PINCH_END            \(time())\t2\n"
  }
  return Array(text.utf8)
}

private func recordingCorpus() -> [UInt8] {
  guard let t = try? TranscriptReader().read(captureCorpus(), name: "capture") else { return [] }
  var bytes: [UInt8] =
    Array(#"{"format":"playhead-recording","version":1,"device":"pad","startTime":0}"#.utf8) + [0x0A]
  for event in t.events {
    EventJSON.append(event, to: &bytes)
    bytes.append(0x0A)
  }
  return bytes
}
