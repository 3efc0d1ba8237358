import SystemPackage

extension ChildProcess {
  /// `run` for synchronous callers on the CLI's main thread (the bench's helpers, the testbed under
  /// `playhead simulate`, `demo` and `bench --testbed`). Never from a task on Swift's cooperative
  /// pool: see `runBlocking`.
  public static func run(_ argv: [String], environment: [String: String]? = nil, timeout: Double)
    throws(LaunchError) -> Result
  {
    let options = Options(environment: environment, timeout: timeout)
    do {
      return try runBlocking { try await run(argv, options) }
    } catch let error as LaunchError {
      throw error
    } catch {
      throw .cannotStart(argv[0], reason: "\(error)")
    }
  }

  /// Runs `argv` with its stdin, stdout and stderr on the given descriptors (all three closed here
  /// once it started, so pass three different descriptors; nil: /dev/null for stdin, this process's
  /// stderr), not in a group of its own, and calls `whileRunning` with its pid while it runs: the
  /// bench's stampers read its output there the moment it arrives. Blocking, as above.
  public static func run(
    _ argv: [String], input: FileDescriptor?, output: FileDescriptor, error: FileDescriptor? = nil,
    whileRunning: @escaping (Int32) -> Void
  ) throws(LaunchError) -> Result {
    let options = Options(
      input: input.map { .descriptor($0) } ?? .none, output: .descriptor(output),
      error: error.map { .descriptor($0) } ?? .inherit, timeout: .infinity, ownGroup: false)
    let body = HandedOver(whileRunning)
    do {
      return try runBlocking { try await run(argv, options) { body.value($0.pid) }.result }
    } catch let error as LaunchError {
      throw error
    } catch {
      throw .cannotStart(argv[0], reason: "\(error)")
    }
  }

  /// Runs async work to completion from the CLI's main thread (see `runBlocking`): the commands that
  /// drive the testbed.
  public static func blocking<T: Sendable>(_ body: sending @escaping () async throws -> T) throws -> T {
    try runBlocking(body)
  }
}
