import PlayheadSystem

/// Blocking forms of the testbed for the CLI's synchronous commands on the main thread (`simulate`,
/// `demo`, `bench --testbed`), on `ChildProcess.blocking`. Never from a task on Swift's cooperative
/// pool (a synchronous test): await the async forms there.
extension Testbed {
  /// `run(_:options:)`, blocking.
  public func runBlocking(_ command: [String], options: RunOptions = RunOptions()) throws(TestbedError)
    -> RunResult
  {
    try blocking { try await run(command, options: options) }
  }

  /// `availability()`, blocking.
  public static func availabilityBlocking() -> Availability {
    (try? blocking { await availability() }) ?? Availability(missing: ["cannot probe"], unshareCommand: [])
  }
}

extension UinputTouchpad {
  /// `play(_:command:leadIn:)`, blocking.
  public func playBlocking(_ events: [EvdevEvent], command: [String], leadIn: Int64 = 1_000_000)
    throws(TestbedError)
  {
    let device = HandedOver(self)
    try blocking { try await device.value.play(events, command: command, leadIn: leadIn) }
  }
}

/// `ChildProcess.blocking` with the testbed's errors.
private func blocking<T: Sendable>(_ body: sending @escaping () async throws -> T)
  throws(TestbedError) -> T
{
  do {
    return try ChildProcess.blocking(body)
  } catch let error as TestbedError {
    throw error
  } catch {
    throw .setup("\(error)")
  }
}
