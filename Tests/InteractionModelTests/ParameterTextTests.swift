import Foundation
import InteractionModel
import Testing

/// The canonical text form: `description`, `init(_:)`, ordering and Codable.
@Suite struct ParameterTextTests {
  static let texts = [
    "INSearchForAccountsIntentResponse.accounts",
    "INSearchForAccountsIntentResponse.accounts[1]",
    "INSendMessageIntent.content",
    "INRequestRideIntentResponse.rideStatus.pickupLocation",
    "INRequestRideIntentResponse.rideStatus.waypoints[1].name",
    "INRequestRideIntentResponse.rideStatus[0].waypoints[1].name",
    "A.a[0].b[12].c",
    "A.A.b",
    "A.A",
  ]

  @Test(arguments: texts)
  func textFormRoundTripsExactly(text: String) throws {
    let parameter = try Parameter(text)
    #expect(parameter.description == text)
    #expect(try Parameter(parameter.description) == parameter)
  }

  @Test func textFormSplitsOffTheFirstComponentAsClassName() throws {
    let parameter = Parameter("INRequestRideIntentResponse.rideStatus.waypoints[1].name")
    #expect(parameter.className == "INRequestRideIntentResponse")
    #expect(parameter.keyPath == "rideStatus.waypoints.name")
    #expect(parameter.indexes == ["rideStatus.waypoints": 1])
  }

  @Test func textFormKeepsAKeyPathComponentEqualToTheClassName() throws {
    // init(for:keyPath:) would strip "A." again and make A.A.b read back as A.b.
    let parameter = try Parameter(for: "A", keyPath: "A.A.b")
    #expect(parameter.description == "A.A.b")
    #expect(try Parameter(parameter.description) == parameter)
  }

  @Test func descriptionReinsertsIndexes() throws {
    let parameter = try Parameter(
      for: "INSearchForAccountsIntentResponse",
      keyPath: "INSearchForAccountsIntentResponse.accounts[1]")
    #expect(parameter.description == "INSearchForAccountsIntentResponse.accounts[1]")
    #expect(parameter.subscriptedKeyPath == "accounts[1]")
  }

  static let invalid: [(text: String, error: String)] = [
    ("", #"class name is empty at character 1 of """#),
    (".content", #"class name is empty at character 1 of ".content""#),
    (
      "INSendMessageIntent",
      #"expected "." and a key path after the class name at character 20 of "INSendMessageIntent""#
    ),
    ("A]", #"class name contains "]" at character 2 of "A]""#),
    ("A[0].b", #"class name contains "[" at character 2 of "A[0].b""#),
    ("A.", #"key path component is empty at character 3 of "A.""#),
    ("A.b..c", #"key path component is empty at character 5 of "A.b..c""#),
    ("A.tasks[x]", #"subscript "x" is not a number at character 9 of "A.tasks[x]""#),
    ("A.tasks[-2]", #"subscript "-2" is negative at character 9 of "A.tasks[-2]""#),
    ("A.tasks[2", #"subscript has no closing "]" at character 8 of "A.tasks[2""#),
  ]

  @Test(arguments: invalid)
  func invalidTextThrowsSayingWhatAndWhere(text: String, error: String) {
    #expect {
      try Parameter(text)
    } throws: { thrown in
      (thrown as? ParameterError)?.description == error
    }
  }

  @Test func setsSortByTextForm() throws {
    let parameters: Set<Parameter> = [
      Parameter("R.rideStatus.waypoints[1].name"),
      Parameter("Q.accounts[1]"),
      Parameter("Q.accounts"),
      Parameter("Q.accounts[0]"),
      Parameter("R.rideStatus.driver"),
    ]
    #expect(
      parameters.sorted().map(\.description) == [
        "Q.accounts", "Q.accounts[0]", "Q.accounts[1]", "R.rideStatus.driver",
        "R.rideStatus.waypoints[1].name",
      ])
  }

  @Test func orderAgreesWithEquality() throws {
    let zero = Parameter("Q.accounts[0]")
    let one = Parameter("Q.accounts[1]")
    #expect(zero < one)
    #expect(!(one < zero))
    #expect(!(zero < zero))
  }

  @Test func codableFormIsTheTextForm() throws {
    let parameter = Parameter("INSearchForAccountsIntentResponse.accounts[1]")
    let json = String(decoding: try JSONEncoder().encode(parameter), as: UTF8.self)
    #expect(json == #""INSearchForAccountsIntentResponse.accounts[1]""#)
    #expect(try JSONDecoder().decode(Parameter.self, from: Data(json.utf8)) == parameter)
  }

  @Test func decodingInvalidTextThrows() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Parameter.self, from: Data(#""Q.accounts[x]""#.utf8))
    }
  }
}
