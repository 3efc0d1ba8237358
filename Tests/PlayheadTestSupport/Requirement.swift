import Foundation
import Glibc
import PlayheadSystem
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
  public let missing: @Sendable () async -> String?

  public init(_ name: String, missing: @escaping @Sendable () async -> String?) {
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
  public func check() async throws -> Bool { try await check(ci: Self.isCI) }

  /// `check()` as under CI or not.
  public func check(ci: Bool) async throws -> Bool {
    guard let reason = await missing() else { return true }
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
      for requirement in requirements where try await requirement.check() == false { return false }
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

  /// The kernel's CPU latency requests, which only root may make unless the device's owner says otherwise.
  public static let cpuLatencyWritable = Requirement("write access to /dev/cpu_dma_latency") {
    access("/dev/cpu_dma_latency", W_OK) == 0 ? nil : "this user cannot write /dev/cpu_dma_latency"
  }

  /// A thread that may lower its own nice value (CAP_SYS_NICE in this process's effective set), which
  /// threads without it may only raise. Root in a container may lack it.
  public static let mayLowerNice = Requirement("CAP_SYS_NICE, to lower a thread's nice value") {
    // CapEff in /proc/self/status: the effective capabilities as hex; CAP_SYS_NICE is bit 23.
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let effective = status.split(separator: "\n").first { $0.hasPrefix("CapEff:") }
      .flatMap { UInt64($0.dropFirst("CapEff:".count).trimmingCharacters(in: .whitespaces), radix: 16) }
    return (effective ?? 0) & (1 << 23) != 0 ? nil : "this process lacks CAP_SYS_NICE"
  }

  /// The umockdev testbed: umockdev, unshare, mount and a private mount namespace. Probed here with
  /// the tools themselves, not with Playhead's own check, so the product never decides whether its
  /// tests run.
  public static let testbed = Requirement("the umockdev testbed") { await testbedProblem.value }

  /// Probed once per process; a task, so that every test awaiting it shares the one probe.
  private static let testbedProblem = Task { () async -> String? in
    for tool in [
      "/usr/bin/umockdev-run", "/usr/bin/unshare", "/usr/bin/setpriv", "/usr/bin/timeout", "/bin/mount",
    ]
    where !FileManager.default.isExecutableFile(atPath: tool) {
      return "\(tool) is missing (scripts/install-deps.sh installs it)"
    }
    let flag = geteuid() == 0 ? "-m" : "-rm"
    let probe = try? await Launcher.run(
      [
        "/usr/bin/unshare", flag, "/bin/sh", "-c",
        "mount -t tmpfs probe /mnt || mount -t tmpfs probe /tmp",
      ], Launcher.Options(output: .discard, error: .discard, timeout: 30))
    return probe?.status == 0
      ? nil
      : "cannot mount a tmpfs in a private mount namespace (unshare \(flag) exited \(probe.map { "\($0.status)" } ?? "unstarted"))"
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
