import InteractionLog
import Testing

#if DEBUG
/// Debug builds stop a writer whose calls do not nest into valid JSON; release builds do not
/// check, so these tests exist only in debug builds.
@Suite struct JSONWriterStructureTests {
  @Test func writingAMemberWithoutAKeyStops() async {
    await #expect(processExitsWith: .failure) {
      var writer = JSONWriter()
      writer.beginObject()
      writer.value(1)
    }
  }

  @Test func closingAnArrayWithTheObjectEndStops() async {
    await #expect(processExitsWith: .failure) {
      var writer = JSONWriter()
      writer.beginArray()
      writer.endObject()
    }
  }

  @Test func writingAKeyInAnArrayStops() async {
    await #expect(processExitsWith: .failure) {
      var writer = JSONWriter()
      writer.beginArray()
      writer.key("k")
    }
  }

  @Test func wellNestedCallsRunToTheEnd() async {
    await #expect(processExitsWith: .success) {
      var writer = JSONWriter()
      writer.beginObject()
      writer.key("a")
      writer.beginArray()
      writer.beginObject()
      writer.endObject()
      writer.endArray()
      writer.endObject()
      writer.newline()
      writer.null()
    }
  }
}
#endif
