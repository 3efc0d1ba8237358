// The testbed's unplug, as udev announces it: a "remove" uevent for PLAYHEAD_TESTBED_DEVPATH sent to
// every udev monitor of the testbed (umockdev's $UMOCKDEV_DIR/event* sockets, the way
// umockdev_testbed_uevent does), so a consumer on libinput's udev backend sees DEVICE_REMOVED.
// Sent once, by the first read that fails with ENODEV (playhead_preload.c, item 3).
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <unistd.h>

#include "playhead_preload_private.h"

// libudev's monitor message header (systemd's struct monitor_netlink_header).
struct playhead_uevent_header {
  char prefix[8];
  unsigned int magic;
  unsigned int header_size;
  unsigned int properties_off;
  unsigned int properties_len;
  unsigned int filter_subsystem_hash;
  unsigned int filter_devtype_hash;
  unsigned int filter_tag_bloom_hi;
  unsigned int filter_tag_bloom_lo;
};

// MurmurHash2, as libudev hashes the subsystem for its socket filters.
static unsigned int murmur2(const char *text) {
  const unsigned int m = 0x5bd1e995;
  size_t len = strlen(text);
  unsigned int h = (unsigned int)len;
  const unsigned char *data = (const unsigned char *)text;
  while (len >= 4) {
    unsigned int k;
    memcpy(&k, data, 4);
    k *= m;
    k ^= k >> 24;
    k *= m;
    h *= m;
    h ^= k;
    data += 4;
    len -= 4;
  }
  switch (len) {
  case 3: h ^= (unsigned int)data[2] << 16; /* fall through */
  case 2: h ^= (unsigned int)data[1] << 8; /* fall through */
  case 1: h ^= data[0]; h *= m;
  }
  h ^= h >> 13;
  h *= m;
  h ^= h >> 15;
  return h;
}

static size_t append(char *buffer, size_t size, size_t used, const char *text) {
  size_t length = strlen(text) + 1;
  if (used + length > size) return used;
  memcpy(buffer + used, text, length);
  return used + length;
}

void playhead_send_remove_uevent(void) {
  const char *root = getenv("UMOCKDEV_DIR");
  const char *devpath = getenv("PLAYHEAD_TESTBED_DEVPATH");
  const char *devname = getenv("PLAYHEAD_TESTBED_DEVNAME");
  if (root == NULL || devpath == NULL) return;
  char buffer[1024];
  char line[512];
  size_t used = 0;
  used = append(buffer, sizeof buffer, used, "ACTION=remove");
  snprintf(line, sizeof line, "DEVPATH=%s", devpath);
  used = append(buffer, sizeof buffer, used, line);
  used = append(buffer, sizeof buffer, used, "SUBSYSTEM=input");
  used = append(buffer, sizeof buffer, used, "SEQNUM=900001");
  if (devname != NULL) {
    snprintf(line, sizeof line, "DEVNAME=%s", devname);
    used = append(buffer, sizeof buffer, used, line);
  }
  used = append(buffer, sizeof buffer, used, "ID_INPUT=1");
  used = append(buffer, sizeof buffer, used, "ID_INPUT_TOUCHPAD=1");
  struct playhead_uevent_header header;
  memset(&header, 0, sizeof header);
  memcpy(header.prefix, "libudev", 8);
  header.magic = htonl(0xfeedcafe);
  header.header_size = sizeof header;
  header.properties_off = sizeof header;
  header.properties_len = (unsigned int)used;
  header.filter_subsystem_hash = htonl(murmur2("input"));
  struct iovec iov[2] = {{&header, sizeof header}, {buffer, used}};
  char pattern[PATH_MAX];
  snprintf(pattern, sizeof pattern, "%s/event[0-9]*", root);
  glob_t found;
  if (glob(pattern, GLOB_NOSORT, NULL, &found) != 0) return;
  for (size_t i = 0; i < found.gl_pathc; i++) {
    int fd = socket(AF_UNIX, SOCK_RAW | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) continue;
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    strncpy(address.sun_path, found.gl_pathv[i], sizeof address.sun_path - 1);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) == 0) {
      struct msghdr message = {.msg_iov = iov, .msg_iovlen = 2};
      ssize_t ignored = sendmsg(fd, &message, 0);
      (void)ignored;
    }
    NEXT(close)(fd);
  }
  globfree(&found);
}
