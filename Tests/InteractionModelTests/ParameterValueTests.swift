import InteractionModel
import Testing

/// `Interaction.parameterValue(for:)` against INInteraction's (D3).
@Suite struct ParameterValueTests {
  static let accountsCases: [(text: String, value: Value?)] = [
    // The intent's class applies to the intent…
    ("INSearchForAccountsIntent.accountNickname", "Checking"),
    // …and the response's class to the response, through objects and indexes.
    ("INSearchForAccountsIntentResponse.accounts[1].nickname", "Savings"),
    ("INSearchForAccountsIntentResponse.accounts[0].balance.amount", 12.5),
    ("INSearchForAccountsIntentResponse.accounts[1].balance.amount", 1_000),
    (
      "INSearchForAccountsIntentResponse.accounts[0]",
      ["nickname": "Checking", "balance": ["amount": 12.5, "currencyCode": "EUR"]]
    ),
    // Without an index, the whole array.
    (
      "INSearchForAccountsIntentResponse.accounts",
      Fixtures.accounts.response?.properties["accounts"]
    ),
    // Out of range.
    ("INSearchForAccountsIntentResponse.accounts[2]", nil),
    ("INSearchForAccountsIntentResponse.accounts[2].nickname", nil),
    // A missing key, at the top or further down.
    ("INSearchForAccountsIntentResponse.transactions", nil),
    ("INSearchForAccountsIntentResponse.accounts[0].missing", nil),
    // Wrong types: a key into an array, an index into a string, a key into a string.
    ("INSearchForAccountsIntentResponse.accounts.nickname", nil),
    ("INSearchForAccountsIntent.accountNickname[0]", nil),
    ("INSearchForAccountsIntentResponse.accounts[0].nickname.first", nil),
    // The intent's class never falls through to the response, even for a key only it has.
    ("INSearchForAccountsIntent.accounts", nil),
    // A class that is neither the intent's nor the response's.
    ("INSendMessageIntent.content", nil),
    ("INSearchForAccounts.accounts[0]", nil),
    // A property recorded as null is SiriKit's nil.
    ("INSearchForAccountsIntent.organizationName", nil),
  ]

  @Test(arguments: accountsCases)
  func walksTheAccountsInteraction(text: String, value: Value?) throws {
    #expect(Fixtures.accounts.parameterValue(for: try Parameter(text)) == value)
  }

  static let rideCases: [(text: String, value: Value?)] = [
    ("INRequestRideIntentResponse.rideStatus.waypoints[1].name", "Station"),
    ("INRequestRideIntentResponse.rideStatus.waypoints[0].name", "Museum"),
    ("INRequestRideIntentResponse.rideStatus.pickupLocation.latitude", 52.52),
    ("INRequestRideIntentResponse.rideStatus.waypoints.name", nil),
    ("INRequestRideIntentResponse.rideStatus[0].pickupLocation", nil),
    ("INRequestRideIntent.pickupLocation.name", "Home"),
    ("INRequestRideIntent.partySize", 2),
  ]

  @Test(arguments: rideCases)
  func walksTheRideInteraction(text: String, value: Value?) throws {
    #expect(Fixtures.ride.parameterValue(for: try Parameter(text)) == value)
  }

  @Test func responseClassGivesNilWithoutAResponse() throws {
    #expect(Fixtures.workout.response == nil)
    #expect(
      Fixtures.workout.parameterValue(for: Parameter("INStartWorkoutIntentResponse.code"))
        == nil)
    #expect(
      Fixtures.workout.parameterValue(for: Parameter("INStartWorkoutIntent.workoutName"))
        == "run")
  }

  @Test func indexesSetAfterParsingAreApplied() throws {
    var parameter = Parameter("INSearchForAccountsIntentResponse.accounts.nickname")
    #expect(Fixtures.accounts.parameterValue(for: parameter) == nil)
    parameter.setIndex(1, forSubKeyPath: "accounts")
    #expect(Fixtures.accounts.parameterValue(for: parameter) == "Savings")
  }
}
