import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// `ilog redact`'s copies: each log redacted through the links of its own calls.
@Suite struct RedactedCopyTests {
  static let identity = LogWriter.Identity(
    role: .intentsExtension, session: "R-1", processID: 900, platform: "test-platform")

  static func silentMeter() -> ProgressMeter {
    ProgressMeter(
      "redact", files: [], isEnabled: false,
      output: ProgressOutput(now: { 0 }, write: { _ in }))
  }

  static func resolvedContent(in path: String) throws -> [Value?] {
    let reader = try LogReader(path: path)
    var values: [Value?] = []
    while let record = try reader.next() {
      if case .resolve("content", let value) = record.event.payload { values.append(value) }
    }
    return values
  }

  /// The second log resolves on an instance named as the first log's handler, without a dispatch
  /// of its own: its intent class is unknown, so the key path applies without its class, and
  /// the first log's dispatch of another class does not spare it.
  @Test func eachLogIsRedactedThroughItsOwnLinks() throws {
    let directory = TemporaryDirectory()
    let first = try LogBuilder(path: directory.file("first.ilog"), identity: Self.identity)
    first.dispatch(Intent(className: "INSendMessageIntent"), to: "Handler#1")
    first.resolve("content", value: "hello", on: "Handler#1")
    try first.close()
    let second = try LogBuilder(path: directory.file("second.ilog"), identity: Self.identity)
    second.resolve("content", value: "secret", on: "Handler#1")
    try second.close()

    let copies = try RedactedCopy.make(
      [
        (directory.file("first.ilog"), directory.file("first-redacted.ilog")),
        (directory.file("second.ilog"), directory.file("second-redacted.ilog")),
      ], policy: RedactionPolicy(keyPaths: ["INSearchForMessagesIntent.content"]),
      progress: Self.silentMeter())

    #expect(copies.map(\.redactedEvents) == [0, 1])
    #expect(try Self.resolvedContent(in: directory.file("first-redacted.ilog")) == ["hello"])
    #expect(try Self.resolvedContent(in: directory.file("second-redacted.ilog")) == ["••••••"])
    #expect(copies.allSatisfy { $0.problems.isEmpty })
  }
}
