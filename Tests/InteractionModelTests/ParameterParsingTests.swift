import InteractionModel
import Testing

/// `Parameter(for:keyPath:)` against INParameter's parsing (D6).
@Suite struct ParameterParsingTests {
  struct Valid: Sendable, CustomTestStringConvertible {
    var className: String
    var keyPath: String
    var storedKeyPath: String
    var indexes: [String: Int] = [:]
    var testDescription: String { "\(className) \(keyPath)" }
  }

  static let valid: [Valid] = [
    Valid(className: "INSendMessageIntent", keyPath: "content", storedKeyPath: "content"),
    Valid(
      className: "INSendMessageIntent", keyPath: "INSendMessageIntent.content",
      storedKeyPath: "content"),
    Valid(
      className: "INSearchForNotebookItemsIntentResponse", keyPath: "tasks[2]",
      storedKeyPath: "tasks", indexes: ["tasks": 2]),
    Valid(
      className: "INRequestRideIntentResponse", keyPath: "rideStatus.waypoints[1].name",
      storedKeyPath: "rideStatus.waypoints.name", indexes: ["rideStatus.waypoints": 1]),
    Valid(
      className: "INRequestRideIntentResponse",
      keyPath: "INRequestRideIntentResponse.rideStatus.pickupLocation",
      storedKeyPath: "rideStatus.pickupLocation"),
    Valid(
      className: "A", keyPath: "A.a[0].b[12].c", storedKeyPath: "a.b.c",
      indexes: ["a": 0, "a.b": 12]),
    Valid(className: "A", keyPath: "a[007]", storedKeyPath: "a", indexes: ["a": 7]),
    // Only one leading class-name component is dropped, and only when a key path follows it.
    Valid(className: "A", keyPath: "A.A.b", storedKeyPath: "A.b"),
    Valid(className: "A", keyPath: "A", storedKeyPath: "A"),
    Valid(className: "A", keyPath: "AB.c", storedKeyPath: "AB.c"),
    Valid(className: "A", keyPath: "A[1].b", storedKeyPath: "A.b", indexes: ["A": 1]),
  ]

  @Test(arguments: valid)
  func validKeyPathIsStoredWithoutClassNameOrSubscripts(_ example: Valid) throws {
    let parameter = try Parameter(for: example.className, keyPath: example.keyPath)
    #expect(parameter.className == example.className)
    #expect(parameter.keyPath == example.storedKeyPath)
    #expect(parameter.indexes == example.indexes)
  }

  static let invalid: [(className: String, keyPath: String, error: String)] = [
    ("A", "", #"key path component is empty at character 1 of """#),
    ("A", "a..b", #"key path component is empty at character 3 of "a..b""#),
    ("A", ".a", #"key path component is empty at character 1 of ".a""#),
    ("A", "a.", #"key path component is empty at character 3 of "a.""#),
    ("A", "A.", #"key path component is empty at character 3 of "A.""#),
    ("A", "[0]", #"key path component is empty at character 1 of "[0]""#),
    ("A", "tasks[]", #"subscript is empty at character 7 of "tasks[]""#),
    ("A", "tasks[x]", #"subscript "x" is not a number at character 7 of "tasks[x]""#),
    ("A", "tasks[1.5]", #"subscript "1.5" is not a number at character 7 of "tasks[1.5]""#),
    ("A", "tasks[+1]", #"subscript "+1" is not a number at character 7 of "tasks[+1]""#),
    ("A", "tasks[ 1]", #"subscript " 1" is not a number at character 7 of "tasks[ 1]""#),
    ("A", "tasks[-1]", #"subscript "-1" is negative at character 7 of "tasks[-1]""#),
    (
      "A", "tasks[99999999999999999999]",
      #"subscript "99999999999999999999" is too large at character 7 of "#
        + #""tasks[99999999999999999999]""#
    ),
    ("A", "tasks[2", #"subscript has no closing "]" at character 6 of "tasks[2""#),
    ("A", "tasks[2.name", #"subscript has no closing "]" at character 6 of "tasks[2.name""#),
    ("A", "grid[1][2]", #"second subscript on one component at character 8 of "grid[1][2]""#),
    ("A", "tasks]", #"unexpected "]" at character 6 of "tasks]""#),
    ("A", "a.]", #"unexpected "]" at character 3 of "a.]""#),
    ("A", "tasks[1]x", #"unexpected "x" at character 9 of "tasks[1]x""#),
    // Positions count from the start of the key path as given, class name included.
    ("A", "A.tasks[x]", #"subscript "x" is not a number at character 9 of "A.tasks[x]""#),
    ("", "content", #"class name is empty at character 1 of """#),
    ("My.Intent", "content", #"class name contains "." at character 3 of "My.Intent""#),
    ("Intent[0]", "content", #"class name contains "[" at character 7 of "Intent[0]""#),
  ]

  @Test(arguments: invalid)
  func invalidKeyPathThrowsSayingWhatAndWhere(className: String, keyPath: String, error: String) {
    #expect {
      try Parameter(for: className, keyPath: keyPath)
    } throws: { thrown in
      (thrown as? ParameterError)?.description == error
    }
  }

  @Test func errorCarriesReasonTextAndColumn() {
    #expect(throws: ParameterError(.nonNumericSubscript("x"), in: "tasks[x]", at: 7)) {
      try Parameter(for: "INSearchForNotebookItemsIntentResponse", keyPath: "tasks[x]")
    }
  }

  @Test func errorColumnsCountCharactersNotBytes() {
    #expect(throws: ParameterError(.nonNumericSubscript("é"), in: "café[é]", at: 6)) {
      try Parameter(for: "A", keyPath: "café[é]")
    }
  }
}
