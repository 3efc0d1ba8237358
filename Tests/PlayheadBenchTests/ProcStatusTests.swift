import PlayheadBench
import PlayheadEngine
import Testing

@Suite("ProcStatus")
struct ProcStatusTests {
  // An excerpt of a real /proc/self/status (Linux 6.1), trimmed.
  static let fixture = """
    Name:\tplayhead
    State:\tS (sleeping)
    Tgid:\t4242
    Threads:\t3
    Cpus_allowed_list:\t0-1
    voluntary_ctxt_switches:\t153
    nonvoluntary_ctxt_switches:\t7
    """

  @Test("parses both context-switch counters from a fixture")
  func fixture() throws {
    let status = try ProcStatus.parse(Self.fixture)
    #expect(status.voluntaryContextSwitches == 153)
    #expect(status.nonvoluntaryContextSwitches == 7)
  }

  @Test("a missing counter names the file and the field")
  func missing() {
    #expect(throws: ProcStatus.ParseError.missingField(path: "f", field: "nonvoluntary_ctxt_switches")) {
      try ProcStatus.parse("voluntary_ctxt_switches:\t1\n", path: "f")
    }
  }

  @Test("a bad count names the file and line")
  func badValue() {
    let text = "Name:\tx\nvoluntary_ctxt_switches:\tlots\nnonvoluntary_ctxt_switches:\t1\n"
    do {
      _ = try ProcStatus.parse(text, path: "status.txt")
      Issue.record("parse accepted a bad count")
    } catch {
      #expect(error.description == "status.txt:2: not a count: voluntary_ctxt_switches:\tlots")
    }
  }

  @Test("the live file parses, and the all-threads sum is at least the main thread's")
  func live() throws {
    let main = try ProcStatus.mainThread()
    let all = try ProcStatus.process()
    #expect(main.voluntaryContextSwitches >= 0)
    #expect(all.voluntaryContextSwitches >= main.voluntaryContextSwitches)
  }

  @Test("an unreadable file is a clear error")
  func unreadable() {
    #expect(throws: ProcStatus.ParseError.unreadable(path: "/proc/self/no-such-file")) {
      try ProcStatus.read(path: "/proc/self/no-such-file")
    }
  }
}
