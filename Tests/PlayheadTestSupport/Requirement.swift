import Foundation
import Glibc
import Testing

/// What a test needs from the machine, checked before the code under test runs.
///
/// Where a real component is missing the test is skipped and says what is missing; under `CI=true`
/// the same check throws instead, which Swift Testing records as a failure naming the component, so a
/// green CI means the real paths ran.
public struct Requirement: Sendable {
  /// What the test needs, e.g. "tmux".
  public let name: String
  /// Why it is missing here, or nil when it is present.
  public let missing: @Sendable () -> String?

  public init(_ name: String, missing: @escaping @Sendable () -> String?) {
    self.name = name
    self.missing = missing
  }

  /// True under `CI=true` (any case of "true", or "1").
  public static let isCI: Bool = {
    let value = ProcessInfo.processInfo.environment["CI"]?.lowercased()
    return value == "true" || value == "1"
  }()

  /// The error that fails a test under CI where a component is missing.
  public struct Missing: Error, CustomStringConvertible {
    public let description: String
  }

  /// Checks the requirement: true when present; false (with a line on stderr) when missing; throws
  /// `Missing` when missing under CI.
  public func check() throws -> Bool { try check(ci: Self.isCI) }

  /// `check()` as under CI or not.
  public func check(ci: Bool) throws -> Bool {
    guard let reason = missing() else { return true }
    if ci { throw Missing(description: "CI=true: \(name) is missing: \(reason)") }
    FileHandle.standardError.write(Data("SKIP (\(name)): \(reason)\n".utf8))
    return false
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only where every requirement is met (see `Requirement`).
  public static func requires(
    _ requirements: Requirement..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    requires(requirements, sourceLocation: sourceLocation)
  }

  /// Runs the test or suite only where every requirement is met (see `Requirement`).
  public static func requires(
    _ requirements: [Requirement], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    let comment = Comment(rawValue: "needs " + requirements.map(\.name).joined(separator: ", "))
    return .enabled(comment, sourceLocation: sourceLocation) {
      for requirement in requirements where try !requirement.check() { return false }
      return true
    }
  }
}

extension Requirement {
  /// An executable at one of `paths`.
  public static func executable(_ name: String, at paths: [String]) -> Requirement {
    Requirement(name) {
      paths.contains { FileManager.default.isExecutableFile(atPath: $0) }
        ? nil : "\(paths.joined(separator: " or ")) not found (scripts/install-deps.sh installs it)"
    }
  }

  /// A real terminal multiplexer for the HUD tests.
  public static let tmux = executable("tmux", at: ["/usr/bin/tmux"])
  /// A real SVG renderer (librsvg's), to look at plots as a person's viewer draws them.
  public static let rsvgConvert = executable("rsvg-convert (librsvg2-bin)", at: ["/usr/bin/rsvg-convert"])

  /// A C compiler (the allocation probe and the testbed's helpers are built at run time).
  public static let cc = executable("a C compiler", at: ["/usr/bin/gcc", "/usr/bin/cc"])

  /// /dev/full, for the tests that check a full disk is an error.
  public static let devFull = Requirement("/dev/full") {
    FileManager.default.fileExists(atPath: "/dev/full") ? nil : "/dev/full does not exist here"
  }

  /// The umockdev testbed: umockdev, unshare, mount and a private mount namespace. Probed here with
  /// the tools themselves, not with Playhead's own check, so the product never decides whether its
  /// tests run.
  public static let testbed = Requirement("the umockdev testbed") { testbedProblem }

  private static let testbedProblem: String? = {
    for tool in [
      "/usr/bin/umockdev-run", "/usr/bin/unshare", "/usr/bin/setpriv", "/usr/bin/timeout", "/bin/mount",
    ]
    where !FileManager.default.isExecutableFile(atPath: tool) {
      return "\(tool) is missing (scripts/install-deps.sh installs it)"
    }
    let flag = geteuid() == 0 ? "-m" : "-rm"
    let status = spawnAndWait([
      "/usr/bin/unshare", flag, "/bin/sh", "-c", "mount -t tmpfs probe /mnt || mount -t tmpfs probe /tmp",
    ])
    return status == 0
      ? nil : "cannot mount a tmpfs in a private mount namespace (unshare \(flag) exited \(status))"
  }()

  /// `posix_spawn` and `waitpid`, all output to /dev/null; the exit status, or -1 when it cannot start.
  static func spawnAndWait(_ argv: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}

extension Requirement {
  /// A /dev/uinput this user cannot write, for the tests of Playhead's refusal (a machine that can
  /// write it would create a real touchpad instead).
  public static let noWritableUinput = Requirement("a /dev/uinput this user cannot write") {
    access("/dev/uinput", W_OK) != 0
      ? nil : "this machine can write /dev/uinput, so --uinput would run for real"
  }
}
