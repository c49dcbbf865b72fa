import Foundation
import InteractionLog
import InteractionRecorder
import InteractionTestSupport
import Testing

/// The wall clock and UUIDs handed to user code are in the log, exactly.
@Suite struct SourceValueTests {
  @Test func nowAndMakeUUIDRoundTripThroughTheLog() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .uiExtension, options: Fixtures.options())
    let dates = [recorder.now(), recorder.now()]
    let uuids = [recorder.makeUUID(), recorder.makeUUID()]
    recorder.close()
    let values = try cleanEvents(recorder.path).compactMap { event -> (String, String)? in
      guard case .sourceValue(let source, let value) = event.payload else { return nil }
      return (source, value)
    }
    #expect(values.map(\.0) == ["clock", "clock", "uuid", "uuid"])
    // A replay reads the time back from the text and gets the very Date handed out.
    let replayedDates = values.prefix(2).compactMap { WallTime($0.1)?.date }
    #expect(replayedDates == dates)
    #expect(dates[0] < dates[1])
    let replayedUUIDs = values.suffix(2).compactMap { UUID(uuidString: $0.1) }
    #expect(replayedUUIDs == uuids)
    #expect(uuids[0] != uuids[1])
  }

  @Test func theyStillAnswerWhenNotRecording() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "../x", role: .test)
    #expect(!recorder.isRecording)
    #expect(recorder.now().timeIntervalSince1970 > 0)
    #expect(recorder.makeUUID() != recorder.makeUUID())
  }
}
