import Foundation

/// Sends one datagram to the NETLINK_KOBJECT_UEVENT multicast group 2, the group udev monitors
/// (libinput's hot-plug socket) listen on. Needs root (CAP_NET_ADMIN), as these tests run.
func sendUdevGroupMessage(_ text: String) throws {
  let fd = socket(
    AF_NETLINK, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 15 /* NETLINK_KOBJECT_UEVENT */)
  guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  defer { close(fd) }
  // struct sockaddr_nl { sa_family_t nl_family; unsigned short nl_pad; u32 nl_pid; u32 nl_groups; }
  // (linux/netlink.h, not in Glibc's module): family AF_NETLINK, pid 0 (the kernel routes), groups 2.
  var address: (UInt16, UInt16, UInt32, UInt32) = (UInt16(AF_NETLINK), 0, 0, 2)
  let bytes = Array(text.utf8)
  let sent = withUnsafePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
      sendto(fd, bytes, bytes.count, 0, socketAddress, socklen_t(12))
    }
  }
  guard sent == bytes.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
