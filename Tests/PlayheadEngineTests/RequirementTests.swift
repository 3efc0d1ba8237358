import PlayheadTestSupport
import Testing

/// The environment checks every gated test relies on: present runs, missing skips, missing under
/// CI fails with the component's name.
@Suite("Requirement")
struct RequirementTests {
  static let present = Requirement("a thing that is here") { nil }
  static let absent = Requirement("an example that is never here (RequirementTests)") { "not installed" }

  @Test func presentRuns() async throws {
    #expect(try await Self.present.check(ci: false))
    #expect(try await Self.present.check(ci: true))
  }

  @Test func missingSkipsOutsideCI() async throws {
    #expect(try await Self.absent.check(ci: false) == false)
  }

  @Test func missingFailsUnderCINamingIt() async {
    await #expect {
      try await Self.absent.check(ci: true)
    } throws: { error in
      "\(error)" == "CI=true: an example that is never here (RequirementTests) is missing: not installed"
    }
  }

  /// The trait's condition under CI throws, which Swift Testing records as the test's failure.
  @Test func theTraitThrowsUnderCI() async throws {
    let trait: ConditionTrait = .requires(Self.absent)
    if Requirement.isCI {
      await #expect(throws: Requirement.Missing.self) { _ = try await trait.evaluate() }
    } else {
      #expect(try await trait.evaluate() == false)
    }
    #expect(try await ConditionTrait.requires(Self.present).evaluate())
  }
}
