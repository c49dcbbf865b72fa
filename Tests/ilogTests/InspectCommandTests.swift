import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog inspect`, run as the built binary: its sections, filters, formats, colour and exit
/// status, on logs written to a temporary directory.
@Suite struct InspectCommandTests {
  /// The session of ``SessionLogs``: handling with two resolves, then two configureView calls.
  static func session(in directory: TemporaryDirectory) throws -> String {
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    return session
  }

  @Test func aSessionShowsItsUICallsHandlingFindingsAndSummary() throws {
    let directory = TemporaryDirectory()
    let session = try Self.session(in: directory)
    let outcome = try ILogBinary.run(["inspect", session])
    #expect(
      outcome.outputLines == [
        session,
        "",
        "#1 INStartWorkoutIntent  interaction I-1  intents-extension-4242.ilog + ui-extension-4243.ilog",
        "  response INStartWorkoutIntentResponse handleInApp · status success · outgoing · siriSnippet · behavior nextView, none",
        "",
        "  UI calls  in order; + claimed by this call, · claimed before and carried forward",
        "    #  instance                offered      claimed so far  success       size   latency",
        "    1  IntentViewController#1  (empty set)  —               yes         320x44  1.234 ms",
        "    2  IntentViewController#2  workoutName  + workoutName   yes      320x120.5  2.500 ms",
        "",
        "  Snippet  top to bottom, a line per 40 pt, in the documented order (the empty set first, R4)",
        "    ┌────────────────────────────────────┐",
        "    │ #1 (empty set)              320x44 │",
        "    │ claims nothing                     │",
        "    ├────────────────────────────────────┤",
        "    │ #2 workoutName           320x120.5 │",
        "    │ claims workoutName                 │",
        "    │                                    │",
        "    └────────────────────────────────────┘",
        "",
        "  Handling  intents-extension-4242.ilog · a new handler for each of the 4 calls",
        "    #  call                 handler                answer                               latency",
        "    1  resolve workoutName  StartWorkoutHandler#2  success \"Morning run\"               0.300 ms",
        "    2  resolve goalValue    StartWorkoutHandler#3  disambiguation [5, 10]; needsValue  0.450 ms",
        "    3  confirm              StartWorkoutHandler#4  ready                               0.090 ms",
        "    4  handle               StartWorkoutHandler#5  handleInApp                          12.3 ms",
        "",
        "  Findings  none",
        "",
        "\(session): 1 interaction, no findings",
        "  file                         role                pid  events  state",
        "  intents-extension-4242.ilog  intents-extension  4242      12  closed cleanly",
        "  ui-extension-4243.ilog       ui-extension       4243       8  closed cleanly",
      ])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }
}

/// `--strict`, `--only`, `--interaction`, `--intent`, and how sessions are grouped.
@Suite struct InspectOptionTests {
  /// A session whose empty-set call came last: one `empty-set-not-first`.
  static func emptySetLast(in directory: TemporaryDirectory, name: String = "session") throws
    -> String
  {
    var session = try ScriptedSession(name, in: directory)
    session.configureView(["content"], on: "MessageView#1", answers: [(true, ["content"])])
    session.configureView([], on: "MessageView#2", answers: [(true, [])])
    try session.close()
    return session.directory
  }

  @Test func exceptionsAreShownButFailOnlyUnderStrict() throws {
    let directory = TemporaryDirectory()
    let session = try Self.emptySetLast(in: directory)
    let plain = try ILogBinary.run(["inspect", session])
    #expect(
      plain.output.contains(
        "    empty-set-not-first  the empty-set configureView call came as call 2"))
    #expect(
      plain.outputLines.contains(
        "\(session): 1 interaction, 2 findings (empty-set-not-first 1, header-not-on-top 1)"))
    #expect(plain.status == 0)
    let strict = try ILogBinary.run(["inspect", "--strict", session])
    #expect(strict.output == plain.output)
    #expect(strict.error == "")
    #expect(strict.status == 1)
  }

  @Test func strictPassesASessionWithoutExceptions() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run(["inspect", "--strict", session])
    #expect(outcome.output.contains("  Findings  none"))
    #expect(outcome.status == 0)
  }

  @Test func strictWithOnlyFailsOnTheChosenCodesAlone() throws {
    let recording = "Recordings/two-process"
    let other = try ILogBinary.run(
      ["inspect", "--strict", "--only", "empty-set-not-first", recording], in: PackageRoot.path)
    #expect(
      other.output.contains("3 interactions, 0 shown (--only empty-set-not-first), no findings"))
    #expect(!other.output.contains("#2 INSendMessageIntent"))
    #expect(other.status == 0)
    let chosen = try ILogBinary.run(
      ["inspect", "--strict", "--only", "completion-repeated", recording], in: PackageRoot.path)
    #expect(chosen.output.contains("#2 INSendMessageIntent  interaction S4"))
    #expect(!chosen.output.contains("#1 INStartWorkoutIntent"))
    #expect(
      chosen.output.contains(
        "Recordings/two-process: 3 interactions, 1 shown (--only completion-repeated), 1 finding "
          + "(completion-repeated 1)"))
    #expect(chosen.status == 1)
  }

  @Test func interactionAndIntentPickInteractions() throws {
    let recording = "Recordings/two-process"
    let byID = try ILogBinary.run(
      ["inspect", "--interaction", "S3", recording], in: PackageRoot.path)
    #expect(
      byID.outputLines.filter { $0.hasPrefix("#") } == [
        "#3 INEndWorkoutIntent  interaction S3  intents-extension-501.ilog + ui-extension-502.ilog"
      ])
    let byIntent = try ILogBinary.run(
      ["inspect", "--intent", "INSendMessageIntent", recording], in: PackageRoot.path)
    #expect(byIntent.outputLines.filter { $0.hasPrefix("#") }.count == 1)
    #expect(byIntent.output.contains("3 interactions, 1 shown (--intent INSendMessageIntent)"))
    let none = try ILogBinary.run(
      ["inspect", "--intent", "INSendMessageIntent", "--interaction", "S3", recording],
      in: PackageRoot.path)
    #expect(none.outputLines.filter { $0.hasPrefix("#") }.isEmpty)
    #expect(none.status == 0)
  }

  @Test func eachDirectoryIsASessionAndFilesGivenTogetherAreOne() throws {
    let directory = TemporaryDirectory()
    let first = try Self.emptySetLast(in: directory, name: "first")
    let second = try directory.directory("second")
    try SessionLogs.writeSession(in: second)
    let outcome = try ILogBinary.run([
      "inspect", first, "\(second)/intents-extension-4242.ilog",
      "\(second)/ui-extension-4243.ilog",
    ])
    let headings = outcome.outputLines.filter {
      !$0.hasPrefix(" ") && !$0.isEmpty && !$0.hasPrefix("#")
    }
    #expect(
      headings == [
        first,
        "\(first): 1 interaction, 2 findings (empty-set-not-first 1, header-not-on-top 1)",
        "\(second)/intents-extension-4242.ilog \(second)/ui-extension-4243.ilog",
        "\(second)/intents-extension-4242.ilog \(second)/ui-extension-4243.ilog: 1 interaction, "
          + "no findings",
        "2 sessions: 2 interactions, 2 findings (empty-set-not-first 1, header-not-on-top 1)",
      ])
    // The two files were read as one session: the handling linked to the interaction.
    #expect(outcome.output.contains("  Handling  intents-extension-4242.ilog"))
    #expect(outcome.status == 0)
  }

  @Test func expectedOrderComparesWithAnotherRecording() throws {
    let directory = TemporaryDirectory()
    var reference = try ScriptedSession("reference", in: directory)
    reference.configureView([], on: "MessageView#1", answers: [(true, [])])
    reference.configureView(["recipients"], on: "MessageView#2", answers: [(true, ["recipients"])])
    reference.configureView(["content"], on: "MessageView#3", answers: [(true, ["content"])])
    try reference.close()
    var actual = try ScriptedSession("actual", in: directory)
    actual.configureView([], on: "MessageView#1", answers: [(true, [])])
    actual.configureView(["content"], on: "MessageView#2", answers: [(true, ["content"])])
    actual.configureView(["recipients"], on: "MessageView#3", answers: [(true, ["recipients"])])
    try actual.close()
    let without = try ILogBinary.run(["inspect", "--strict", actual.directory])
    #expect(without.status == 0)
    let with = try ILogBinary.run([
      "inspect", "--strict", "--expected-order", reference.directory, actual.directory,
    ])
    #expect(
      with.output.contains(
        "    order-differs  parameters were offered in the order INSendMessageIntent.content, "
          + "INSendMessageIntent.recipients; \(reference.directory), INSendMessageIntent #1 has "
          + "INSendMessageIntent.recipients, INSendMessageIntent.content"))
    #expect(with.status == 1)
    let same = try ILogBinary.run([
      "inspect", "--strict", "--expected-order", reference.directory, reference.directory,
    ])
    #expect(same.status == 0)
  }

  @Test func theCatalogExpectsTheDocumentedOrders() throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--strict", "--expected-order", "catalog", "Recordings/start-workout"],
      in: PackageRoot.path)
    #expect(outcome.output.contains("  Findings  none"))
    #expect(outcome.status == 0)
  }
}

/// Every rule of ``FindingCode/catalogue`` through the command line: a session that breaks it fails
/// `--strict --only <code>` with the code shown; one that keeps it passes, nothing shown.
@Suite struct InspectRuleTests {
  enum Rule: String, CaseIterable {
    case emptySetNotFirst = "empty-set-not-first"
    case reaskedClaimed = "reasked-claimed"
    case foreignClaim = "foreign-claim"
    case mixedAPI = "mixed-api"
    case completionMissing = "completion-missing"
    case completionRepeated = "completion-repeated"
    case instanceReused = "instance-reused"
    case orderDiffers = "order-differs"
    case handlerReused = "handler-reused"
    case phaseOrder = "phase-order"

    /// Writes a session that breaks the rule (`breaks`) or keeps it.
    func write(_ session: inout ScriptedSession, breaks: Bool) throws {
      switch self {
      case .emptySetNotFirst:
        if breaks {
          session.configureView(["content"], on: "View#1", answers: [(true, ["content"])])
          session.configureView([], on: "View#2", answers: [(true, [])])
        } else {
          session.configureView([], on: "View#1", answers: [(true, [])])
          session.configureView(["content"], on: "View#2", answers: [(true, ["content"])])
        }
      case .reaskedClaimed:
        session.configureView([], on: "View#1", answers: [(true, [])])
        session.configureView(
          ["recipients"], on: "View#2",
          answers: [(true, breaks ? ["recipients", "content"] : ["recipients"])])
        session.configureView(["content"], on: "View#3", answers: [(true, ["content"])])
      case .foreignClaim:
        session.configureView([], on: "View#1", answers: [(true, [])])
        session.configureView(
          ["content"], on: "View#2",
          answers: [(true, [breaks ? "INSearchForNotebookItemsIntent.title" : "content"])])
      case .mixedAPI:
        session.configureView([], on: "View#1", answers: [(true, [])])
        if breaks {
          session.configure(on: "View#2")
        } else {
          session.configureView(["content"], on: "View#2", answers: [(true, ["content"])])
        }
      case .completionMissing:
        session.configureView([], on: "View#1", answers: [(true, [])])
        session.configureView(
          ["content"], on: "View#2", answers: breaks ? [] : [(true, ["content"])])
      case .completionRepeated:
        session.configureView([], on: "View#1", answers: [(true, [])])
        session.configureView(
          ["content"], on: "View#2",
          answers: breaks ? [(true, ["content"]), (false, [])] : [(true, ["content"])])
      case .instanceReused:
        session.configureView([], on: "View#1", answers: [(true, [])])
        session.configureView(
          ["content"], on: breaks ? "View#1" : "View#2", answers: [(true, ["content"])])
      case .orderDiffers:
        session.configureView([], on: "View#1", answers: [(true, [])])
        let rows = breaks ? ["content", "recipients"] : ["recipients", "content"]
        session.configureView([rows[0]], on: "View#2", answers: [(true, [rows[0]])])
        session.configureView([rows[1]], on: "View#3", answers: [(true, [rows[1]])])
      case .handlerReused:
        try session.dispatch(to: "MessageHandler#1")
        try session.resolve("content", on: "MessageHandler#1")
        if !breaks { try session.dispatch(to: "MessageHandler#2") }
        try session.handle(on: breaks ? "MessageHandler#1" : "MessageHandler#2")
      case .phaseOrder:
        try session.dispatch(to: "MessageHandler#1")
        if breaks {
          try session.confirm(on: "MessageHandler#1")
          try session.dispatch(to: "MessageHandler#2")
          try session.resolve("content", on: "MessageHandler#2")
        } else {
          try session.resolve("content", on: "MessageHandler#1")
          try session.dispatch(to: "MessageHandler#2")
          try session.confirm(on: "MessageHandler#2")
        }
        try session.dispatch(to: "MessageHandler#3")
        try session.handle(on: "MessageHandler#3")
      }
    }

    /// The options the rule needs: `order-differs` compares with a reference recording.
    func options(in directory: TemporaryDirectory) throws -> [String] {
      guard self == .orderDiffers else { return [] }
      var reference = try ScriptedSession("reference", in: directory)
      try Rule.orderDiffers.write(&reference, breaks: false)
      try reference.close()
      return ["--expected-order", reference.directory]
    }
  }

  @Test func everyCodeOfTheCatalogueHasACase() {
    #expect(
      Rule.allCases.map(\.rawValue) == [
        "empty-set-not-first", "reasked-claimed", "foreign-claim", "mixed-api",
        "completion-missing",
        "completion-repeated", "instance-reused", "order-differs", "handler-reused", "phase-order",
      ])
  }

  @Test(arguments: Rule.allCases, [true, false])
  func strictOnlyFailsExactlyWhenTheRuleIsBroken(rule: Rule, breaks: Bool) throws {
    let directory = TemporaryDirectory()
    var session = try ScriptedSession(in: directory)
    try rule.write(&session, breaks: breaks)
    try session.close()
    let options = try rule.options(in: directory)
    let outcome = try ILogBinary.run(
      ["inspect", "--strict", "--only", rule.rawValue] + options + [session.directory])
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.error == "")
    if breaks {
      #expect(outcome.output.contains("\n    \(rule.rawValue)  "), "\(outcome.output)")
      #expect(
        outcome.output.contains("1 shown (--only \(rule.rawValue)), 1 finding (\(rule.rawValue) 1)")
      )
      #expect(outcome.status == 1)
    } else {
      #expect(
        outcome.output.contains("1 interaction, 0 shown (--only \(rule.rawValue)), no findings"),
        "\(outcome.output)")
      #expect(outcome.status == 0)
    }
    // Without --only, the JSON counts the same finding, or none of that code.
    let json = try ILogBinary.run(["inspect", "--format", "json"] + options + [session.directory])
    let sessions = try #require(try json.inspection()["sessions"] as? [[String: Any]])
    let counts = try #require(
      (sessions.first?["report"] as? [String: Any])?["findingCounts"] as? [String: Int])
    #expect(counts[rule.rawValue] == (breaks ? 1 : nil))
  }
}
