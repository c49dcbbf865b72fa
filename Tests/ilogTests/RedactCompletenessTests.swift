import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// `ilog redact --all-strings` leaves none of the redacted string values anywhere in the
/// decompressed copy: every value is searched for, in every kind of event that carries one.
@Suite struct RedactCompletenessTests {
  /// Hands out distinct, searchable string values and remembers them.
  final class Secrets {
    private(set) var all: [String] = []

    /// A new secret, partly non-ASCII so that both encodings of a character are exercised.
    func next(_ place: String) -> String {
      let secret = "secret-\(place)-\(all.count)-Zoë"
      all.append(secret)
      return secret
    }

    /// A value holding secrets at the top, in an array, and in an object inside the array.
    func value(_ place: String) -> Value {
      .object([
        "name": .string(next(place)),
        "list": .array([.string(next(place)), .object(["deep": .string(next(place))])]),
        "count": 3,
      ])
    }

    func intent(_ place: String) -> Intent {
      Intent(
        className: "INSendMessageIntent", identifier: "intent-1",
        properties: ["content": .string(next(place)), "recipient": value(place)])
    }

    func response(_ place: String) -> IntentResponse {
      IntentResponse(
        className: "INSendMessageIntentResponse", code: .init(rawValue: 3, name: "success"),
        properties: ["sentMessage": value(place)])
    }
  }

  /// Writes a log whose every redactable place holds secrets.
  static func writeSecretLog(to path: String, secrets: Secrets) throws {
    let log = try LogBuilder(
      path: path, identity: SessionLogs.identity(.intentsExtension, pid: 7),
      clock: SessionLogs.clock())
    let writer = log.writer
    log.dispatch(secrets.intent("dispatch"), to: "Handler#1")
    log.resolve(
      "recipient", value: secrets.value("resolve"),
      results: [
        .success(secrets.value("success")),
        .disambiguation([secrets.value("option"), .string(secrets.next("option"))]),
        .confirmationRequired(secrets.value("confirmation")),
        .unsupported(reason: UnsupportedReason(rawValue: 1, name: "noAccount")),
      ], latency: 1, on: "Handler#1")
    // A resolve on a handler no dispatch names: its intent's class cannot be linked.
    log.call(
      .resolve(parameter: "content", value: .string(secrets.next("unlinked"))), on: "Stray#1")
    log.confirm(
      secrets.intent("confirm"), answering: secrets.response("confirmed"), latency: 1,
      on: "Handler#1")
    log.handle(
      secrets.intent("handle"), answering: secrets.response("handled"), latency: 1,
      on: "Handler#1")
    writer.append(
      .interaction(
        Interaction(
          intent: secrets.intent("snapshot"), response: secrets.response("snapshot"),
          handlingStatus: .success, direction: .outgoing, identifier: "interaction-1")),
      interaction: "interaction-1")
    writer.append(
      .unknown(
        kind: EventKind(rawValue: "hologram"),
        fields: ["label": .string(secrets.next("future")), "payload": secrets.value("future")]))
    try writer.close()
  }

  @Test func noRedactedStringSurvivesInTheDecompressedCopy() throws {
    let gzip = try #require(ILogBinary.tool("gzip"))
    let directory = TemporaryDirectory()
    let source = directory.file("secret.ilog")
    let copy = directory.file("redacted.ilog")
    let secrets = Secrets()
    try Self.writeSecretLog(to: source, secrets: secrets)
    let outcome = try ILogBinary.run(["redact", source, "-o", copy, "--all-strings"])
    #expect(outcome.status == 0, "\(outcome.error)")
    let original = try ILogBinary.run(gzip, ["-dc", source]).output
    let redacted = try ILogBinary.run(gzip, ["-dc", copy])
    #expect(redacted.status == 0)
    #expect(secrets.all.count > 40)
    for secret in secrets.all {
      #expect(original.contains(secret), "the test did not write \(secret)")
      #expect(!redacted.output.contains(secret), "\(secret) survived redaction")
    }
    // Nor any recognisable piece of one.
    #expect(!redacted.output.contains("secret-"))
    #expect(!redacted.output.contains("Zoë"))
    // The structure stays: as many events, kinds and call ids.
    let events = try ILogBinary.run(["events", copy])
    #expect(events.outputLines.count == 13)
  }
}
