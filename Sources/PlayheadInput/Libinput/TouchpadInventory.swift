/// Every touchpad on this machine, including the ones this user cannot open.
///
/// Lists udev's `input` devices tagged `ID_INPUT_TOUCHPAD` (from /sys and the udev database, no
/// device opened), checks `access(node, R_OK)`, and asks libinput (path backend) for the size and
/// gesture capability of each touchpad the user can open.
public enum TouchpadInventory {
  /// The touchpads, ordered by event number.
  /// - Throws: `.libinputUnavailable` when udev or libinput cannot be set up.
  public static func list() throws(InputError) -> [TouchpadInfo] {
    let context = try LibinputContext.path()
    return context.udev.inputEventNodes().filter(\.isTouchpad).map { node in
      var info = TouchpadInfo(
        name: node.name, node: node.devnode, sysname: node.sysname, canOpen: FileStatus.canRead(node.devnode))
      if info.canOpen, let device = context.addDevice(path: node.devnode) {
        info.name = device.name
        info.hasGestures = device.hasGestures
        if let size = device.size {
          info.widthMM = size.width
          info.heightMM = size.height
        }
        device.removeFromPathContext()
      }
      return info
    }
  }
}
