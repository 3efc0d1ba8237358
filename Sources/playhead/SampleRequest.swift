import ArgumentParser
import PlayheadSystem
import PlayheadTransitions

/// `playhead sample`'s report once the transition is resolved: the percent and the container's sides
/// as typed, each checked in one line, then the transition paused there.
struct SampleRequest {
  var source: TransitionSource
  var transitionFile: String?
  /// As typed, so that a bad one is quoted as it was.
  var percent: String
  var width: String?
  var height: String?
  var isDismissal: Bool

  func report() throws -> SampleReport {
    let descriptor = source.descriptor
    guard let p = Double(percent), p.isFinite, (0...1).contains(p) else {
      throw CLIError.usage("percent must be in [0, 1], got \(percent)")
    }
    // The messages are those docs/transitions.md lists, with the number as it was typed.
    let fileSize = source.definition?.containerSize ?? .standard
    let width = self.width ?? JSONBytes.text { JSONBytes.appendShortest(fileSize.width, to: &$0) }
    let height = self.height ?? JSONBytes.text { JSONBytes.appendShortest(fileSize.height, to: &$0) }
    let size = try [("width", width), ("height", height)].map { name, text in
      guard let points = Double(text), ContainerSize.sides.contains(points) else {
        CLIError.report(
          "--\(name): container \(name) must be in \(ContainerSize.sidesText) points, got \(text)")
        throw ExitCode(SysExits.usage)
      }
      return points
    }
    let container = ContainerSize(width: size[0], height: size[1])
    // A file's values are checked at the corners of the sizes allowed; one that still overflows in
    // this container is refused where it is written.
    if let definition = source.definition, let transitionFile,
      let problems = definition.problems(in: container, file: transitionFile)
    {
      for line in problems.lines { CLIError.writeLine(line) }
      throw ExitCode(SysExits.dataError)
    }
    do {
      return try SampleReport(
        descriptor: descriptor, percent: p, isDismissal: isDismissal, container: container)
    } catch {
      // What the checks above cannot foresee (values built from several blocks' `by`): the file's
      // fault when there is one, and never a number that is not finite on the output.
      if let transitionFile {
        CLIError.writeLine("\(transitionFile): \(error)")
        throw ExitCode(SysExits.dataError)
      }
      throw CLIError.usage("\(error)")
    }
  }
}
