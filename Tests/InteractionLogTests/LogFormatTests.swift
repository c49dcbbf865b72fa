import InteractionLog
import Testing

@Test func blockLimitsLeaveRoomForOneLargeEvent() {
  #expect(LogFormat.targetBlockPayload < LogFormat.maximumBlockPayload)
  #expect(LogFormat.name == "ilog/1")
}
