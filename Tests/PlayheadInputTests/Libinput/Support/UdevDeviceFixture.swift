/// A device as a udev rule sees it.
struct UdevDeviceFixture {
  var action = "add"
  var subsystem: String
  var kernel: String
  var env: [String: String]
}
