// Playhead's testbed preload library: sits before umockdev's preload in LD_PRELOAD.
//
// 1. umockdev 0.17 wraps stat/statx but not fstat, so fstat() on a fake /dev/input node reports the
//    pty behind it and libinput refuses the device ("failed to create input device"). This library
//    remembers the path of every fd opened under /dev/input/ and answers fstat/fstat64/fstatat with
//    stat(path), which umockdev does wrap.
// 2. With PLAYHEAD_READ_STAMPS=FILE, every successful read() of a /dev/input/ fd appends one 40-byte
//    record (struct playhead_read_stamp, little-endian) stamped on CLOCK_MONOTONIC: the latency
//    benchmark measures from the moment a frame is read from the node. One write(2) per read, no locks.
//    A read that failed because the device vanished is recorded with bytes = -ENODEV. With
//    PLAYHEAD_STAMP_DRAINED=1 a read that found the node empty (EAGAIN: the reader has drained it, and
//    libinput_dispatch returns next) is recorded too, bytes = -EAGAIN: the benchmark splits read → output
//    into the reader's dispatch and what the consumer does after it.
// 3. With PLAYHEAD_VANISH_AT_US=T (µs on the events' clock), the first read of a /dev/input/ fd that
//    returns an event stamped at or after T, and every read after it, fails with ENODEV, which is what
//    evdev returns once a device is unplugged. Keyed to event times, not the wall clock, so the unplug
//    lands at the same point of the script however early or late umockdev delivers.
//    The first such read also sends the "remove" uevent for PLAYHEAD_TESTBED_DEVPATH to every udev
//    monitor of the testbed (umockdev's $UMOCKDEV_DIR/event* sockets, the way umockdev_testbed_uevent
//    does), so a consumer on libinput's udev backend sees DEVICE_REMOVED as after a real unplug.
//    (That uevent is built and sent in playhead_preload_uevent.c.)
// 4. With PLAYHEAD_TESTBED_STATUS_FILE, the process whose pid is in PLAYHEAD_TESTBED_PID_FILE writes its
//    exit status there: umockdev-run keeps running when its command ends before the events do, so the
//    testbed ends umockdev-run itself and takes the command's status from this file.
// 5. EVIOCGRAB on a /dev/input/ fd is answered here, as evdev answers it (umockdev does not emulate it):
//    grabbing a node this process already grabbed fails with EBUSY, releasing one it did not grab with
//    EINVAL. With PLAYHEAD_GRAB_LOG=FILE every such ioctl appends "grab PATH" or "release PATH" (and
//    " failed ERRNO" when refused); with PLAYHEAD_GRAB_ERRNO=N a grab fails with errno N, as it does on
//    a real node another process (a compositor, `libinput debug-events --grab`) holds. A node closed
//    while grabbed logs "closed-grabbed PATH": the kernel releases a grab on close, and on exit.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <time.h>
#include <unistd.h>

#include "playhead_preload_private.h"

#define PLAYHEAD_MAX_FDS 1024
#define PLAYHEAD_PATH_MAX 64

/// One read of an input node. Times in µs on CLOCK_MONOTONIC; event times from the input_event headers.
struct playhead_read_stamp {
  int64_t read_us;         // when read() returned
  int64_t first_event_us;  // time of the first input_event in the buffer
  int64_t last_event_us;   // time of the last input_event in the buffer
  int32_t pid;
  int32_t fd;
  int32_t bytes;           // bytes read (a multiple of 24 on 64-bit)
  int32_t syn_reports;     // frames completed in this read
};

struct playhead_input_event {  // struct input_event on 64-bit Linux
  int64_t sec;
  int64_t usec;
  uint16_t type;
  uint16_t code;
  int32_t value;
};

static char input_paths[PLAYHEAD_MAX_FDS][PLAYHEAD_PATH_MAX];
static unsigned char grabbed[PLAYHEAD_MAX_FDS];
static int stamp_fd = -2;  // -2: not looked up yet, -1: disabled
static int64_t vanish_at_us = -2;

static int64_t monotonic_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void remember(int fd, const char *path) {
  if (fd < 0 || fd >= PLAYHEAD_MAX_FDS || path == NULL) return;
  if (strncmp(path, "/dev/input/", 11) == 0 && strlen(path) < PLAYHEAD_PATH_MAX) {
    strcpy(input_paths[fd], path);
  } else {
    input_paths[fd][0] = '\0';
  }
}

static const char *input_path(int fd) {
  if (fd < 0 || fd >= PLAYHEAD_MAX_FDS || input_paths[fd][0] == '\0') return NULL;
  return input_paths[fd];
}

int open(const char *path, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, mode_t);
    va_end(ap);
  }
  int fd = NEXT(open)(path, flags, mode);
  remember(fd, path);
  return fd;
}

int open64(const char *path, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, mode_t);
    va_end(ap);
  }
  int fd = NEXT(open64)(path, flags, mode);
  remember(fd, path);
  return fd;
}

int openat(int dirfd, const char *path, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, mode_t);
    va_end(ap);
  }
  int fd = NEXT(openat)(dirfd, path, flags, mode);
  remember(fd, path);
  return fd;
}

int openat64(int dirfd, const char *path, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, mode_t);
    va_end(ap);
  }
  int fd = NEXT(openat64)(dirfd, path, flags, mode);
  remember(fd, path);
  return fd;
}

// _FORTIFY_SOURCE builds (libinput's tools among them) call these instead of open/openat.
int __open_2(const char *path, int flags);
int __open_2(const char *path, int flags) {
  int fd = NEXT(__open_2)(path, flags);
  remember(fd, path);
  return fd;
}

int __open64_2(const char *path, int flags);
int __open64_2(const char *path, int flags) {
  int fd = NEXT(__open64_2)(path, flags);
  remember(fd, path);
  return fd;
}

int __openat_2(int dirfd, const char *path, int flags);
int __openat_2(int dirfd, const char *path, int flags) {
  int fd = NEXT(__openat_2)(dirfd, path, flags);
  remember(fd, path);
  return fd;
}

int __openat64_2(int dirfd, const char *path, int flags);
int __openat64_2(int dirfd, const char *path, int flags) {
  int fd = NEXT(__openat64_2)(dirfd, path, flags);
  remember(fd, path);
  return fd;
}

static void log_grab(const char *what, const char *path, int error);

int close(int fd) {
  if (fd >= 0 && fd < PLAYHEAD_MAX_FDS) {
    if (grabbed[fd]) log_grab("closed-grabbed", input_paths[fd], 0);
    grabbed[fd] = 0;
    input_paths[fd][0] = '\0';
  }
  return NEXT(close)(fd);
}

int fstat(int fd, struct stat *st) {
  const char *path = input_path(fd);
  if (path != NULL) return stat(path, st);
  return NEXT(fstat)(fd, st);
}

int fstat64(int fd, struct stat64 *st) {
  const char *path = input_path(fd);
  if (path != NULL) return stat64(path, st);
  return NEXT(fstat64)(fd, st);
}

int fstatat(int dirfd, const char *path, struct stat *st, int flags) {
  if (path[0] == '\0' && (flags & AT_EMPTY_PATH)) {
    const char *input = input_path(dirfd);
    if (input != NULL) return stat(input, st);
  }
  return NEXT(fstatat)(dirfd, path, st, flags);
}

int fstatat64(int dirfd, const char *path, struct stat64 *st, int flags) {
  if (path[0] == '\0' && (flags & AT_EMPTY_PATH)) {
    const char *input = input_path(dirfd);
    if (input != NULL) return stat64(input, st);
  }
  return NEXT(fstatat64)(dirfd, path, st, flags);
}

static void stamp(int fd, const void *buf, ssize_t n, int64_t now) {
  if (stamp_fd == -2) {
    const char *file = getenv("PLAYHEAD_READ_STAMPS");
    stamp_fd = (file != NULL && file[0] != '\0')
      ? NEXT(open)(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644) : -1;
  }
  if (stamp_fd < 0) return;
  struct playhead_read_stamp record = {now, 0, 0, (int32_t)getpid(), fd, (int32_t)n, 0};
  size_t count = n > 0 ? (size_t)n / sizeof(struct playhead_input_event) : 0;
  if (count > 0) {
    const struct playhead_input_event *events = buf;
    record.first_event_us = events[0].sec * 1000000 + events[0].usec;
    record.last_event_us = events[count - 1].sec * 1000000 + events[count - 1].usec;
    for (size_t i = 0; i < count; i++) {
      if (events[i].type == 0 && events[i].code == 0) record.syn_reports++;
    }
  }
  ssize_t ignored = NEXT(write)(stamp_fd, &record, sizeof record);
  (void)ignored;
}

static int drained_stamps = -1;  // -1: not looked up yet

static int stamps_drained(void) {
  if (drained_stamps == -1) {
    const char *on = getenv("PLAYHEAD_STAMP_DRAINED");
    drained_stamps = on != NULL && strcmp(on, "1") == 0;
  }
  return drained_stamps;
}

static int vanish_configured(void) {
  if (vanish_at_us == -2) {
    const char *at = getenv("PLAYHEAD_VANISH_AT_US");
    vanish_at_us = (at != NULL && at[0] != '\0') ? strtoll(at, NULL, 10) : -1;
  }
  return vanish_at_us >= 0;
}

static int64_t last_event_time(const void *buf, ssize_t n) {
  size_t count = n > 0 ? (size_t)n / sizeof(struct playhead_input_event) : 0;
  if (count == 0) return INT64_MIN;
  const struct playhead_input_event *events = buf;
  return events[count - 1].sec * 1000000 + events[count - 1].usec;
}

ssize_t read(int fd, void *buf, size_t count) {
  if (input_path(fd) == NULL) return NEXT(read)(fd, buf, count);
  static int gone;
  if (gone) {
    errno = ENODEV;
    return -1;
  }
  ssize_t n = NEXT(read)(fd, buf, count);
  if (n > 0 && vanish_configured() && last_event_time(buf, n) >= vanish_at_us) {
    gone = 1;
    playhead_send_remove_uevent();
    stamp(fd, buf, -ENODEV, monotonic_us());  // a record with bytes < 0: the read that failed
    errno = ENODEV;
    return -1;
  }
  if (n > 0) {
    stamp(fd, buf, n, monotonic_us());
  } else if (n < 0 && errno == EAGAIN && stamps_drained()) {
    int saved = errno;
    stamp(fd, buf, -EAGAIN, monotonic_us());
    errno = saved;
  }
  return n;
}

ssize_t __read_chk(int fd, void *buf, size_t count, size_t buflen);
ssize_t __read_chk(int fd, void *buf, size_t count, size_t buflen) {
  if (input_path(fd) == NULL) return NEXT(__read_chk)(fd, buf, count, buflen);
  if (count > buflen) return NEXT(__read_chk)(fd, buf, count, buflen);  // let libc report the overflow
  return read(fd, buf, count);
}

static void log_grab(const char *what, const char *path, int error) {
  const char *file = getenv("PLAYHEAD_GRAB_LOG");
  if (file == NULL || file[0] == '\0') return;
  int out = NEXT(open)(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (out < 0) return;
  char line[160];
  int length = error == 0 ? snprintf(line, sizeof line, "%s %s\n", what, path)
                          : snprintf(line, sizeof line, "%s %s failed %d\n", what, path, error);
  ssize_t ignored = NEXT(write)(out, line, (size_t)length);  // one write: whole lines from any process
  (void)ignored;
  NEXT(close)(out);
}

// EVIOCGRAB on an input node: answered (see 5. above); every other request goes on to umockdev.
static int answer_grab(int fd, intptr_t on) {
  const char *path = input_path(fd);
  int error = 0;
  if (on) {
    const char *forced = getenv("PLAYHEAD_GRAB_ERRNO");
    if (forced != NULL && forced[0] != '\0') error = atoi(forced);
    else if (grabbed[fd]) error = EBUSY;
  } else if (!grabbed[fd]) {
    error = EINVAL;
  }
  log_grab(on ? "grab" : "release", path, error);
  if (error != 0) {
    errno = error;
    return -1;
  }
  grabbed[fd] = on ? 1 : 0;
  return 0;
}

int ioctl(int fd, unsigned long request, ...) {
  va_list ap;
  va_start(ap, request);
  void *arg = va_arg(ap, void *);
  va_end(ap);
  if (request == (unsigned long)EVIOCGRAB && input_path(fd) != NULL) return answer_grab(fd, (intptr_t)arg);
  return NEXT(ioctl)(fd, request, arg);
}

static void report_exit(int status, void *unused) {
  (void)unused;
  const char *pid_file = getenv("PLAYHEAD_TESTBED_PID_FILE");
  const char *status_file = getenv("PLAYHEAD_TESTBED_STATUS_FILE");
  if (pid_file == NULL || status_file == NULL) return;
  char text[32] = {0};
  int fd = NEXT(open)(pid_file, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0) return;
  ssize_t n = NEXT(read)(fd, text, sizeof text - 1);
  NEXT(close)(fd);
  if (n <= 0 || atoi(text) != (int)getpid()) return;
  int out = NEXT(open)(status_file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out < 0) return;
  int length = snprintf(text, sizeof text, "%d\n", status & 0xff);
  ssize_t ignored = NEXT(write)(out, text, (size_t)length);
  (void)ignored;
  NEXT(close)(out);
}

// Shells (dash) leave through _exit, which skips on_exit handlers.
void _exit(int status) {
  report_exit(status, NULL);
  NEXT(_exit)(status);
  __builtin_unreachable();
}

void _Exit(int status) {
  report_exit(status, NULL);
  NEXT(_Exit)(status);
  __builtin_unreachable();
}

__attribute__((constructor)) static void playhead_preload_init(void) {
  if (getenv("PLAYHEAD_TESTBED_STATUS_FILE") != NULL) on_exit(report_exit, NULL);
}
