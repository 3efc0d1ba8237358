/// What udev knows about one input node, read without opening it.
struct UdevInputNode: Sendable, Hashable {
  var sysname: String
  var devnode: String
  var name: String
  var isTouchpad: Bool
  /// "a keyboard", "a mouse", … for messages; "an input device" when udev names no kind.
  var kindDescription: String
}
