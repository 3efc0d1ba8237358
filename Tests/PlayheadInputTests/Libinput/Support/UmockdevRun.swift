import Foundation
import PlayheadEvents
import PlayheadTestSupport
import PlayheadTestbed

/// Runs a command against emulated input devices: real libinput, umockdev's fake /sys and /dev.
///
/// The four traps of docs/testbed.md, each handled here: a private mount namespace (`unshare -m`, or
/// `-rm` for a non-root user) with a tmpfs on /run holding `/run/udev/data/c13:N`; an fstat preload
/// placed before umockdev's in LD_PRELOAD; scripts that begin with a lone SYN_REPORT and 1 s of quiet;
/// event times on CLOCK_MONOTONIC.
struct UmockdevRun {
  typealias Output = Launcher.Result

  struct Failure: Error, CustomStringConvertible { var description: String }

  let directory: URL

  /// Why emulated devices cannot run here, or nil when they can (checked once per process, by one
  /// task every test awaits).
  static let unavailableReason = Task { () async -> String? in
    for tool in [
      "/usr/bin/umockdev-run", "/usr/bin/unshare", "/usr/bin/gcc", "/usr/bin/setpriv", "/usr/bin/timeout",
    ]
    where !FileManager.default.isExecutableFile(atPath: tool) {
      return "\(tool) is missing (scripts/install-deps.sh installs it)"
    }
    guard
      let probe = try? await run(
        ["/usr/bin/unshare", geteuid() == 0 ? "-m" : "-rm", "/bin/true"], timeout: 30),
      probe.status == 0
    else { return "cannot create a private mount namespace (unshare -m) here" }
    guard BuiltProducts.playheadIfBuilt != nil else {
      return "the playhead executable was not built at \(BuiltProducts.playhead)"
    }
    return nil
  }

  /// Emulated devices, for `.requires(...)`: the tools above, a private mount namespace, the binary.
  static let requirement = Requirement("umockdev emulated devices") { await unavailableReason.value }

  /// An unplug mid-run (`runRemoving`): also libumockdev-dev and umockdev-wrapper.
  static let removalRequirement = Requirement("libumockdev-dev (an unplug mid-run)") {
    await removalUnavailableReason.value
  }

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-umockdev-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // The testbed's preload library (its fstat fix is what umockdev 0.17 lacks), copied into this
    // run's directory so that a command run as `nobody` can read it too.
    let library: String
    do {
      library = try PreloadLibrary.path()
    } catch {
      throw Failure(description: "the testbed's preload library: \(error)")
    }
    try FileManager.default.copyItem(atPath: library, toPath: path("fstat-preload.so"))
  }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func cleanUp() { try? FileManager.default.removeItem(at: directory) }

  /// Runs `command` with `devices` present (and `events` played into the named nodes), optionally
  /// as the unprivileged user `nobody`, killed after `timeout` seconds if it has not exited.
  func run(
    devices: [EmulatedInputDevice], events: [String: EvemuScript] = [:], command: [String],
    asNobody: Bool = false,
    timeout: Int = 60
  ) async throws -> Output {
    let udevData = directory.appendingPathComponent("udev-data")
    try FileManager.default.createDirectory(at: udevData, withIntermediateDirectories: true)
    var umockdevArguments: [String] = []
    for device in devices {
      try device.description.write(
        toFile: path("\(device.sysname).umockdev"), atomically: true, encoding: .utf8)
      try device.udevData.write(
        to: udevData.appendingPathComponent("c13:\(device.minor)"), atomically: true, encoding: .utf8)
      umockdevArguments += ["-d", path("\(device.sysname).umockdev")]
      if let ioctls = device.ioctls {
        try ioctls.write(toFile: path("\(device.sysname).ioctl"), atomically: true, encoding: .utf8)
        umockdevArguments += ["-i", "\(device.node)=\(path("\(device.sysname).ioctl"))"]
      }
      if let script = events[device.sysname] {
        try script.text.write(toFile: path("\(device.sysname).events"), atomically: true, encoding: .utf8)
        umockdevArguments += ["-e", "\(device.node)=\(path("\(device.sysname).events"))"]
      }
    }
    // Outer: private mounts, then umockdev. Inner (under umockdev's LD_PRELOAD): ours goes first.
    let outer = """
      set -e
      mount --make-rprivate /
      mount -t tmpfs playhead-run /run
      mkdir -p /run/udev/data
      cp "$PLAYHEAD_DIR"/udev-data/* /run/udev/data/
      exec umockdev-run "$@"
      """
    let inner = """
      if [ "$PLAYHEAD_AS_NOBODY" = 1 ]; then
        chmod -R a+rwX "$UMOCKDEV_DIR"
        export LD_PRELOAD="$PLAYHEAD_DIR/fstat-preload.so:$LD_PRELOAD"
        exec timeout -k 5 \(timeout) setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
      fi
      export LD_PRELOAD="$PLAYHEAD_DIR/fstat-preload.so:$LD_PRELOAD"
      exec timeout -k 5 \(timeout) "$@"
      """
    try outer.write(toFile: path("outer.sh"), atomically: true, encoding: .utf8)
    try inner.write(toFile: path("inner.sh"), atomically: true, encoding: .utf8)
    chmod(directory.path, 0o755)
    let arguments =
      ["/usr/bin/unshare", geteuid() == 0 ? "-m" : "-rm", "/bin/sh", path("outer.sh")] + umockdevArguments
      + ["--", "/bin/sh", path("inner.sh")] + command
    return try await Self.run(
      arguments, environment: ["PLAYHEAD_DIR": directory.path, "PLAYHEAD_AS_NOBODY": asNobody ? "1" : "0"],
      timeout: timeout + 30)
  }

  /// Whether `runRemoving` can run: it needs libumockdev's headers (libumockdev-dev) to build its helper.
  static let removalUnavailableReason = Task { () async -> String? in
    if let reason = await unavailableReason.value { return reason }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/umockdev-wrapper"),
      let probe = try? await run(["/usr/bin/pkg-config", "--exists", "umockdev-1.0"], timeout: 30),
      probe.status == 0
    else { return "libumockdev-dev (umockdev-1.0.pc) or umockdev-wrapper is missing" }
    return nil
  }

  /// Runs `command` with `device` present and playing `events`, and unplugs the device (a udev
  /// "remove" uevent, as the kernel sends when a touchpad goes away) right after the `count`-th line
  /// of the command's stdout containing `marker`. The helper echoes the command's stdout.
  func runRemoving(
    _ device: EmulatedInputDevice, events: EvemuScript, afterLine marker: String, count: Int,
    command: [String],
    timeout: Int = 60
  ) async throws -> Output {
    try Self.removerSource.write(toFile: path("remover.c"), atomically: true, encoding: .utf8)
    let flags = try await Self.run(
      ["/usr/bin/pkg-config", "--cflags", "--libs", "umockdev-1.0"], timeout: 30
    )
    .stdout
    let compile = try await Self.run(
      ["/usr/bin/gcc", "-O2", "-o", path("remover"), path("remover.c")]
        + flags.split(whereSeparator: \.isWhitespace).map(String.init), timeout: 120)
    guard compile.status == 0 else { throw Failure(description: "gcc failed: \(compile.stderr)") }
    let udevData = directory.appendingPathComponent("udev-data")
    try FileManager.default.createDirectory(at: udevData, withIntermediateDirectories: true)
    try device.udevData.write(
      to: udevData.appendingPathComponent("c13:\(device.minor)"), atomically: true, encoding: .utf8)
    try device.description.write(
      toFile: path("\(device.sysname).umockdev"), atomically: true, encoding: .utf8)
    try (device.ioctls ?? "").write(
      toFile: path("\(device.sysname).ioctl"), atomically: true, encoding: .utf8)
    try events.text.write(toFile: path("\(device.sysname).events"), atomically: true, encoding: .utf8)
    let outer = """
      set -e
      mount --make-rprivate /
      mount -t tmpfs playhead-run /run
      mkdir -p /run/udev/data
      cp "$PLAYHEAD_DIR"/udev-data/* /run/udev/data/
      export PLAYHEAD_FSTAT_PRELOAD="$PLAYHEAD_DIR/fstat-preload.so"
      exec umockdev-wrapper "$@"
      """
    try outer.write(toFile: path("outer-remove.sh"), atomically: true, encoding: .utf8)
    let arguments =
      [
        "/usr/bin/unshare", geteuid() == 0 ? "-m" : "-rm", "/bin/sh", path("outer-remove.sh"),
        path("remover"),
        path("\(device.sysname).umockdev"), path("\(device.sysname).ioctl"), path("\(device.sysname).events"),
        device.node, device.syspath, marker, String(count), "--", "/usr/bin/timeout", "-k", "5",
        String(timeout),
      ]
      + command
    return try await Self.run(
      arguments, environment: ["PLAYHEAD_DIR": directory.path], timeout: timeout + 30)
  }

  /// Runs a process to completion on the tests' launcher, `environment` added to the runner's;
  /// throws when the hard timeout had to kill it. At once (`runNow`): the event scripts' times were
  /// fixed before the launch.
  static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Int) async throws
    -> Output
  {
    let result = try await Launcher.runNow(
      arguments,
      Launcher.Options(
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, timeout: Double(timeout)
      ))
    if result.timedOut {
      throw Failure(description: "\(arguments.joined(separator: " ")) did not finish in \(timeout) s")
    }
    return result
  }
}

extension UmockdevRun {
  /// A umockdev testbed in-process (libumockdev) that runs CMD and, after the N-th stdout line of CMD
  /// containing MARKER, sends the udev "remove" uevent for SYSPATH. Exits with CMD's status.
  /// Usage: remover DEV.umockdev DEV.ioctl DEV.events NODE SYSPATH MARKER N -- CMD...
  static let removerSource = """
    #include <umockdev.h>
    #include <glib.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/wait.h>
    static UMockdevTestbed *tb; static const char *syspath, *marker; static int needed, seen, finished, status = 1;
    static GMainLoop *loop;
    static void done(void) { if (++finished == 2) g_main_loop_quit(loop); }
    static gboolean on_line(GIOChannel *ch, GIOCondition cond, gpointer data) {
      gchar *line = NULL; gsize len;
      GIOStatus s = g_io_channel_read_line(ch, &line, &len, NULL, NULL);
      if (s == G_IO_STATUS_NORMAL && line) {
        fputs(line, stdout); fflush(stdout);
        if (strstr(line, marker) && ++seen == needed) umockdev_testbed_uevent(tb, syspath, "remove");
        g_free(line); return TRUE;
      }
      g_free(line);
      if (s == G_IO_STATUS_AGAIN) return TRUE;
      done(); return FALSE;
    }
    static void on_child(GPid pid, gint st, gpointer data) {
      status = WIFEXITED(st) ? WEXITSTATUS(st) : 128; g_spawn_close_pid(pid); done();
    }
    int main(int argc, char **argv) {
      if (argc < 10 || strcmp(argv[8], "--") != 0) { fprintf(stderr, "usage: remover ... -- CMD\\n"); return 2; }
      GError *error = NULL;
      tb = umockdev_testbed_new();
      if (!umockdev_testbed_add_from_file(tb, argv[1], &error) || !umockdev_testbed_load_ioctl(tb, argv[4], argv[2], &error)
          || !umockdev_testbed_load_evemu_events(tb, argv[4], argv[3], &error)) {
        fprintf(stderr, "umockdev: %s\\n", error->message); return 2;
      }
      syspath = argv[5]; marker = argv[6]; needed = atoi(argv[7]);
      const char *preload = getenv("PLAYHEAD_FSTAT_PRELOAD");
      g_setenv("LD_PRELOAD", g_strdup_printf("%s:libumockdev-preload.so.0", preload ? preload : ""), TRUE);
      GPid pid; gint out;
      if (!g_spawn_async_with_pipes(NULL, argv + 9, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, NULL, &out, NULL, &error)) {
        fprintf(stderr, "spawn: %s\\n", error->message); return 2;
      }
      loop = g_main_loop_new(NULL, FALSE);
      g_io_add_watch(g_io_channel_unix_new(out), G_IO_IN | G_IO_HUP, on_line, NULL);
      g_child_watch_add(pid, on_child, NULL);
      g_main_loop_run(loop);
      return status;
    }

    """
}
