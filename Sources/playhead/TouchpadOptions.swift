import ArgumentParser
import PlayheadInput

/// Which touchpads `live` and `record` read: one node, or every touchpad of a seat.
struct TouchpadOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Read this touchpad only, e.g. /dev/input/event6.", valueName: "path"),
    completion: .file())
  var device: String?

  @Option(help: ArgumentHelp("The udev seat whose touchpads are read.", valueName: "seat"))
  var seat: String = "seat0"

  /// libinput's way to them: the node through its path backend, or the seat through udev.
  var backend: LibinputSource.Backend { device.map { .path($0) } ?? .udev(seat: seat) }
}
