import InteractionLog
import InteractionModel
import Testing

/// The accessors of ``JSONValue`` and the behaviour of ``JSONObject``.
@Suite struct JSONValueTests {
  @Test(
    arguments: [
      (JSONValue.integer(3), Int64?(3)),
      (.double(3.0), 3),
      (.double(-0.0), 0),
      (.double(3.5), nil),
      (.double(1e19), nil),
      (.double(-9_223_372_036_854_775_808), .min),
      (.string("3"), nil),
      (.bool(true), nil),
      (.null, nil),
    ] as [(JSONValue, Int64?)])
  func integerValueAcceptsIntegersAndExactlyIntegralDoubles(value: JSONValue, expected: Int64?) {
    #expect(value.integerValue == expected)
  }

  @Test(
    arguments: [
      (JSONValue.double(2.5), Double?(2.5)),
      (.integer(-7), -7),
      (.integer(.max), 9_223_372_036_854_775_807.0),
      (.string("2.5"), nil),
      (.null, nil),
    ] as [(JSONValue, Double?)])
  func doubleValueAcceptsAnyNumber(value: JSONValue, expected: Double?) {
    #expect(value.doubleValue == expected)
  }

  @Test func otherAccessorsMatchOnlyTheirOwnCase() {
    let values: [JSONValue] = [.null, true, 1, 1.5, "s", [1], ["k": 1]]
    #expect(values.map(\.boolValue) == [nil, true, nil, nil, nil, nil, nil])
    #expect(values.map(\.stringValue) == [nil, nil, nil, nil, "s", nil, nil])
    #expect(values.map(\.arrayValue) == [nil, nil, nil, nil, nil, [1], nil])
    #expect(values.map(\.objectValue) == [nil, nil, nil, nil, nil, nil, ["k": 1]])
    #expect(values.map(\.isNull) == [true, false, false, false, false, false, false])
    #expect(values.map { $0["k"] } == [nil, nil, nil, nil, nil, nil, 1])
  }

  @Test func integersAndDoublesAreDifferentValues() {
    #expect(JSONValue.integer(3) != .double(3))
  }

  @Test func objectLookupSetAndRemoveKeepDocumentOrder() {
    var object: JSONObject = ["b": 1, "a": 2]
    #expect(object["a"] == 2)
    #expect(object["c"] == nil)

    object["b"] = "one"
    object["c"] = 3
    #expect(object.keys == ["b", "a", "c"])
    #expect(object.values == ["one", 2, 3])

    object["a"] = nil
    object["missing"] = nil
    #expect(object.keys == ["b", "c"])
    #expect(object.map(\.key) == ["b", "c"])
    #expect(object.map(\.value) == ["one", 3])
    #expect(object.count == 2)
  }

  @Test func objectEqualityDependsOnOrder() {
    let ab: JSONObject = ["a": 1, "b": 2]
    let ba: JSONObject = ["b": 2, "a": 1]
    #expect(ab != ba)
    #expect(ab == JSONObject([("a", 1), ("b", 2)]))
    #expect(Set([ab, ba, ab]).count == 2)
  }
}
