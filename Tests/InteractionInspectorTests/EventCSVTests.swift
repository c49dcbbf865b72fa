import ILogSupport
import InteractionInspector
import InteractionLog
import Testing

/// The rows of `ilog export --format csv`, quoted as RFC 4180 says.
@Suite struct EventCSVTests {
  @Test func fieldsAreQuotedOnlyWhenTheyMustBe() {
    #expect(EventCSV.field("plain") == "plain")
    #expect(EventCSV.field("a,b") == "\"a,b\"")
    #expect(EventCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(EventCSV.field("two\nlines") == "\"two\nlines\"")
    #expect(EventCSV.field("cr\r") == "\"cr\r\"")
    #expect(EventCSV.field("") == "")
    #expect(EventCSV.row(["1", "x,y"]) == "1,\"x,y\"\r\n")
  }

  @Test func aRowHoldsTheEnvelopeAndTheSummaryOfTheFields() {
    let event = EventRendererTests.event(
      .error(message: "disk, full", code: 28), instance: "Writer#1", call: 3)
    #expect(
      EventCSV.row(for: event)
        == "12,2026-11-21T19:38:00.123456Z,ui-extension,4243,error,I-1,Writer#1,3,"
        + "\"message=\"\"disk, full\"\" code=28\"\r\n")
    #expect(EventCSV.header == EventCSV.columns.joined(separator: ",") + "\r\n")
  }
}
