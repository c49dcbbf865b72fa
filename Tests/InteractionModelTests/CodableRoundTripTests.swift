import Foundation
import InteractionModel
import Testing

/// Every model type survives JSONEncoder and JSONDecoder unchanged.
@Suite struct CodableRoundTripTests {
  /// One value to round-trip, erased so that one parameterised test covers every type.
  struct Example: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let check: @Sendable () throws -> Void

    init<T: Codable & Equatable & Sendable>(
      _ name: String, _ value: @autoclosure @escaping @Sendable () throws -> T
    ) {
      testDescription = name
      check = {
        let value = try value()
        let data = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(T.self, from: data)
        #expect(decoded == value, "JSON: \(String(decoding: data, as: UTF8.self))")
      }
    }
  }

  static let examples: [Example] = [
    Example("null", Value.null),
    Example("bool", Value.bool(false)),
    Example("integer", Value.integer(.min)),
    Example("double with a fraction", Value.double(-0.1)),
    Example("whole double", Value.double(3)),
    Example("string", Value.string("say \"hi\" ✓")),
    Example("date", Value.date(Date(timeIntervalSinceReferenceDate: 736_000_000.125))),
    Example("nested", Value.object(["a": [1, 2.5, nil, ["b": "c"]], "d": [:], "e": []])),
    Example("intent", Fixtures.accounts.intent),
    Example("intent without identifier", Fixtures.workout.intent),
    Example("response", Fixtures.ride.response),
    Example("code", IntentResponse.Code(rawValue: 7, name: "handleInApp")),
    Example("interaction with everything", Fixtures.accounts),
    Example("interaction without response", Fixtures.workout),
    Example("handling status", HandlingStatus.userConfirmationRequired),
    Example("direction", InteractionDirection.incoming),
    Example("interactive behavior", InteractiveBehavior.genericAction),
    Example("hosted view context", HostedViewContext.mapsCard),
    Example("parameter", Parameter("R.rideStatus[0].waypoints[1].name")),
    Example(
      "parameter set",
      Set(try ["Q.accounts", "Q.accounts[0]", "Q.accounts[1]"].map { try Parameter($0) })),
    Example("success", ResolutionResult.success(["name": "run"])),
    Example("disambiguation", ResolutionResult.disambiguation(["walk", "run", "swim"])),
    Example("confirmation required", ResolutionResult.confirmationRequired(2)),
    Example("needs value", ResolutionResult.needsValue),
    Example("not required", ResolutionResult.notRequired),
    Example("unsupported", ResolutionResult.unsupported(reason: nil)),
    Example(
      "unsupported with reason",
      ResolutionResult.unsupported(reason: UnsupportedReason(rawValue: 3))),
    Example("reason", UnsupportedReason(rawValue: 1, name: "noAccount")),
    Example("size", Size(width: 320.5, height: 44)),
    Example(
      "configure view result",
      ConfigureViewResult(
        success: true, claimed: [Parameter("Q.accounts[0]")], desiredSize: .zero)),
  ]

  @Test(arguments: examples)
  func roundTripsThroughJSON(_ example: Example) throws {
    try example.check()
  }
}
