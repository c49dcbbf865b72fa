import InteractionModel
import Testing

/// Equality, hashing and indexes, as INParameter's (D6).
@Suite struct ParameterIdentityTests {
  let className = "INSearchForAccountsIntentResponse"

  @Test func indexedAndUnindexedParametersAreAllDifferent() throws {
    let first = try Parameter(for: className, keyPath: "accounts[0]")
    let second = try Parameter(for: className, keyPath: "accounts[1]")
    let whole = try Parameter(for: className, keyPath: "accounts")
    #expect(first != second)
    #expect(first != whole)
    #expect(second != whole)
    #expect(first.keyPath == whole.keyPath)
    #expect(Set([first, second, whole, first]).count == 3)
  }

  @Test func sameClassKeyPathAndIndexesAreEqualAndHashAlike() throws {
    let parsed = try Parameter(for: className, keyPath: "accounts[1]")
    let prefixed = try Parameter(for: className, keyPath: "\(className).accounts[1]")
    var built = try Parameter(for: className, keyPath: "accounts")
    built.setIndex(1, forSubKeyPath: "accounts")
    #expect(parsed == prefixed)
    #expect(parsed == built)
    #expect(parsed.hashValue == built.hashValue)
    #expect(Set([parsed, prefixed, built]).count == 1)
  }

  @Test func classNameTakesPartInEquality() throws {
    #expect(
      try Parameter(for: "INStartWorkoutIntent", keyPath: "intentDescription")
        != Parameter(for: "INEndWorkoutIntent", keyPath: "intentDescription"))
  }

  @Test func indexIsNilWhereSiriKitReturnsNSNotFound() throws {
    let parameter = try Parameter(for: "R", keyPath: "rideStatus.waypoints[1].name")
    #expect(parameter.index(forSubKeyPath: "rideStatus.waypoints") == 1)
    #expect(parameter.index(forSubKeyPath: "rideStatus") == nil)
    #expect(parameter.index(forSubKeyPath: "rideStatus.waypoints.name") == nil)
    #expect(parameter.index(forSubKeyPath: "missing") == nil)
  }

  @Test func indexLookupIsNotSanitised() throws {
    let parameter = try Parameter(for: className, keyPath: "accounts[1]")
    #expect(parameter.index(forSubKeyPath: "accounts") == 1)
    #expect(parameter.index(forSubKeyPath: "accounts[1]") == nil)
    #expect(parameter.index(forSubKeyPath: "\(className).accounts") == nil)
  }

  @Test func setIndexSanitisesClassNameAndSubscripts() throws {
    var parameter = try Parameter(for: className, keyPath: "accounts")
    let recorded = parameter.setIndex(2, forSubKeyPath: "\(className).accounts[5]")
    #expect(recorded)
    #expect(parameter.indexes == ["accounts": 2])
    #expect(parameter.description == "\(className).accounts[2]")
  }

  @Test func setIndexReplacesAnEarlierIndex() throws {
    var parameter = try Parameter(for: className, keyPath: "accounts[0]")
    parameter.setIndex(3, forSubKeyPath: "accounts")
    #expect(parameter == (try Parameter(for: className, keyPath: "accounts[3]")))
  }

  @Test func setIndexOnNestedSubKeyPathsPutsSubscriptsInPlace() throws {
    var parameter = try Parameter(for: "R", keyPath: "rideStatus.waypoints.name")
    let recordedWaypoints = parameter.setIndex(1, forSubKeyPath: "rideStatus.waypoints")
    let recordedRideStatus = parameter.setIndex(0, forSubKeyPath: "rideStatus")
    #expect(recordedWaypoints && recordedRideStatus)
    #expect(parameter.subscriptedKeyPath == "rideStatus[0].waypoints[1].name")
    #expect(parameter == (try Parameter(for: "R", keyPath: "rideStatus[0].waypoints[1].name")))
  }

  @Test(arguments: [
    (-1, "accounts"),  // negative
    (0, "balances"),  // not on the key path
    (0, "account"),  // a prefix, but not at a component boundary
    (0, "accounts.nickname"),  // longer than the key path
    (0, ""),  // empty
    (0, "INSearchForAccountsIntentResponse"),  // only the class name
  ])
  func setIndexRefusesWhatTheTextFormCannotCarry(index: Int, subKeyPath: String) throws {
    var parameter = try Parameter(for: Self.sharedClassName, keyPath: "accounts")
    let before = parameter
    let recorded = parameter.setIndex(index, forSubKeyPath: subKeyPath)
    #expect(!recorded)
    #expect(parameter == before)
  }

  static let sharedClassName = "INSearchForAccountsIntentResponse"
}
