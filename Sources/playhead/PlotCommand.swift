import ArgumentParser
import PlayheadEngine
import PlayheadInput
import PlayheadPlot

/// `playhead plot LOG.jsonl -o FILE.svg`.
struct PlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Draw a state log's percent, velocity and timeOffset against time as an SVG file.",
    discussion: """
      Reads a log written with --log (docs/engine.md) and draws three panels over the event clock: the \
      percent, its velocity (percent per second, frame to frame) and the container's timeOffset, with \
      each gesture phase shaded and each decision marked with its reason. The log is streamed twice, so \
      a log of any size plots in the same memory. A line that is not a log record stops it with \
      FILE:LINE and exit 65.
      """)

  @Argument(help: ArgumentHelp("The state log (JSON lines).", valueName: "log"), completion: .file())
  var log: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The SVG file to write.", valueName: "file"), completion: .svgFile
  )
  var output: String

  func run() throws {
    let plot: SessionPlot
    do throws(JSONLinesError) {
      plot = try SessionLogReader.plot(log)
    } catch {
      throw CLIError.failure(
        error.description, error.kind == .unreadable ? SysExits.noInput : SysExits.dataError)
    }
    do throws(OutputError) {
      let file = try FileOutput(path: output)
      try file.write(Array(plot.svg().utf8))
    } catch {
      if case .cannotOpen = error { throw CLIError.failure(error.description, SysExits.cannotCreate) }
      throw CLIError.failure(error.description, SysExits.ioError)
    }
  }
}
