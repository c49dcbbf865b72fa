import InteractionModel
import Testing

@Suite struct IntentTests {
  @Test func subscriptReadsWritesAndRemovesProperties() {
    var intent = Intent(className: "INStartWorkoutIntent", properties: ["workoutName": "run"])
    #expect(intent["workoutName"] == "run")
    #expect(intent["goalValue"] == nil)
    intent["goalValue"] = 3.0
    #expect(intent.properties == ["workoutName": "run", "goalValue": 3.0])
    intent["workoutName"] = nil
    #expect(intent.properties == ["goalValue": 3.0])
  }

  @Test func responseSubscriptReadsWritesAndRemovesProperties() {
    var response = IntentResponse(className: "INSendMessageIntentResponse", code: .ready)
    #expect(response["sentMessage"] == nil)
    response["sentMessage"] = ["content": "hi"]
    #expect(response.properties["sentMessage"]?["content"] == "hi")
    response["sentMessage"] = nil
    #expect(response.properties.isEmpty)
  }

  @Test func universalCodesAreUnspecifiedZeroAndReadyOne() {
    #expect(
      IntentResponse.Code.unspecified == IntentResponse.Code(rawValue: 0, name: "unspecified"))
    #expect(IntentResponse.Code.ready == IntentResponse.Code(rawValue: 1, name: "ready"))
  }

  @Test func codesWithTheSameRawValueButDifferentNamesDiffer() {
    // 3 is success for INSendMessageIntentResponseCode, failure for INStartWorkoutIntentResponseCode.
    #expect(
      IntentResponse.Code(rawValue: 3, name: "success")
        != IntentResponse.Code(rawValue: 3, name: "failure"))
  }

  @Test func codeDescriptionShowsNameAndRawValue() {
    #expect(IntentResponse.Code(rawValue: 7, name: "handleInApp").description == "handleInApp (7)")
  }

  @Test func unsupportedReasonDescriptionShowsNameWhenKnown() {
    #expect(UnsupportedReason(rawValue: 1, name: "noAccount").description == "noAccount (1)")
    #expect(UnsupportedReason(rawValue: 4).description == "4")
  }

  @Test func sizeZeroHasNoWidthOrHeight() {
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(Size.zero != Size(width: 0, height: 1))
  }
}
