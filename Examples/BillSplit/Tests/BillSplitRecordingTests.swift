import BillSplit
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionTestSupport
import Testing

/// The example's extensions recorded through the simulated host, one interaction per intent:
/// the host calls only the optional methods each handler implements, every call completes, the
/// logs name the example's classes, and each recording replays against them without a
/// difference.
@MainActor
@Suite struct BillSplitRecordingTests {
  /// Sending money: "Pay Ana 42 euros for the pizza".
  static let sendPayment = Intent(
    className: "INSendPaymentIntent",
    properties: [
      "payee": ["displayName": "Ana", "handle": "ana@example.com", "handleType": "emailAddress"],
      "currencyAmount": ["amount": 42, "currencyCode": "EUR"],
      "note": "Pizza",
    ])

  /// Sending too much: "Send Ben 900 euros", with no handle for Ben and more than the app sends.
  static let sendTooMuch = Intent(
    className: "INSendPaymentIntent",
    properties: [
      "payee": ["displayName": "Ben"],
      "currencyAmount": ["amount": 900, "currencyCode": "EUR"],
    ])

  /// Requesting money: "Ask Ana for 12 euros for the cinema".
  static let requestPayment = Intent(
    className: "INRequestPaymentIntent",
    properties: [
      "payer": ["displayName": "Ana", "handle": "+4930123", "handleType": "phoneNumber"],
      "currencyAmount": ["amount": 12, "currencyCode": "EUR"],
      "note": "Cinema",
    ])

  /// Searching for an account: "What's in my flat checking account".
  static let searchForAccounts = Intent(
    className: "INSearchForAccountsIntent",
    properties: ["accountNickname": "flat", "accountType": "checking"])

  /// What every session holds whatever its intent: no step waited in vain, every instance is one
  /// of the example's classes, and the recording replays against them exactly.
  func expectRecordsAndReplays(_ session: BillSplitSession) async throws {
    #expect(session.transcript.steps.allSatisfy { !$0.timedOut }, "\(session.transcript)")
    let classes = [
      "BillSplitExtension#", "SendPaymentHandler#", "RequestPaymentHandler#",
      "SearchForAccountsHandler#", "BillSplitViewController#",
    ]
    let instances = try session.instances()
    #expect(
      instances.allSatisfy { instance in classes.contains { instance.hasPrefix($0) } },
      "\(instances.sorted())")
    let report = try await session.replay()
    #expect(report.passed, "\(report)")
    #expect(report.divergences.isEmpty && report.accepted.isEmpty, "\(report)")
    #expect(
      report.steps.compactMap(\.recorded).count == session.transcript.steps.count, "\(report)")
  }

  @Test func sendingAPaymentSkipsTheNoteResolve() async throws {
    let directory = TemporaryDirectory()
    let session = await BillSplitSession.record(Self.sendPayment, as: "send", in: directory.path)
    #expect(session.transcript.outcome == .completed)
    // resolveNote is not implemented: the handler made for it serves confirm.
    #expect(
      try BillSplitSession.calls(inLogAt: session.intentsLog) == [
        "dispatch BillSplitExtension#1", "dispatchCompletion SendPaymentHandler#1",
        "resolve payee SendPaymentHandler#1", "resolveCompletion payee SendPaymentHandler#1",
        "dispatch BillSplitExtension#1", "dispatchCompletion SendPaymentHandler#2",
        "resolve currencyAmount SendPaymentHandler#2",
        "resolveCompletion currencyAmount SendPaymentHandler#2",
        "dispatch BillSplitExtension#1", "dispatchCompletion SendPaymentHandler#3",
        "confirm SendPaymentHandler#3", "confirmCompletion SendPaymentHandler#3",
        "dispatch BillSplitExtension#1", "dispatchCompletion SendPaymentHandler#4",
        "handle SendPaymentHandler#4", "handleCompletion SendPaymentHandler#4",
      ])
    // The header, then the payment claiming payee and amount; the note and the record are
    // left to Siri, which shows no payment of its own beside the controller's.
    #expect(BillSplitSession.controller(recorder: nil).displaysPaymentTransaction)
    #expect(
      try BillSplitSession.claims(inLogAt: session.uiLog) == [
        [], ["INSendPaymentIntent.currencyAmount", "INSendPaymentIntent.payee"], [], [],
      ])
    try await expectRecordsAndReplays(session)
  }

  @Test func unsupportedResultsAreRecordedWithTheirReasons() async throws {
    let directory = TemporaryDirectory()
    let session = await BillSplitSession.record(Self.sendTooMuch, as: "limit", in: directory.path)
    guard case .confirmDeclined(let code) = session.transcript.outcome else {
      Issue.record("not declined at confirm: \(session.transcript)")
      return
    }
    #expect(code.name == "failurePaymentsAmountAboveMaximum")
    // Each result made with its class's unsupported(forReason:), recorded as the reason's raw
    // value: INSendPaymentPayeeUnsupportedReason.noValidHandle (4) and
    // INSendPaymentCurrencyAmountUnsupportedReason.paymentsAmountAboveMaximum (2).
    let results = try BillSplitSession.resolutions(inLogAt: session.intentsLog)
    #expect(results["payee"] == [.unsupported(reason: UnsupportedReason(rawValue: 4))])
    #expect(results["currencyAmount"] == [.unsupported(reason: UnsupportedReason(rawValue: 2))])
    // Declined at confirm, so the interface is never called.
    #expect(try BillSplitSession.calls(inLogAt: session.uiLog).isEmpty)
    try await expectRecordsAndReplays(session)
  }

  @Test func requestingAPaymentSkipsTheNoteAndConfirm() async throws {
    let directory = TemporaryDirectory()
    let session = await BillSplitSession.record(
      Self.requestPayment, as: "request", in: directory.path)
    #expect(session.transcript.outcome == .completed)
    // Neither resolveNote nor confirm is implemented: the handler made for the note serves
    // handle, as SiriKit's would.
    #expect(
      try BillSplitSession.calls(inLogAt: session.intentsLog) == [
        "dispatch BillSplitExtension#1", "dispatchCompletion RequestPaymentHandler#1",
        "resolve payer RequestPaymentHandler#1", "resolveCompletion payer RequestPaymentHandler#1",
        "dispatch BillSplitExtension#1", "dispatchCompletion RequestPaymentHandler#2",
        "resolve currencyAmount RequestPaymentHandler#2",
        "resolveCompletion currencyAmount RequestPaymentHandler#2",
        "dispatch BillSplitExtension#1", "dispatchCompletion RequestPaymentHandler#3",
        "handle RequestPaymentHandler#3", "handleCompletion RequestPaymentHandler#3",
      ])
    #expect(
      try BillSplitSession.claims(inLogAt: session.uiLog) == [
        [], ["INRequestPaymentIntent.currencyAmount", "INRequestPaymentIntent.payer"], [], [],
      ])
    try await expectRecordsAndReplays(session)
  }

  @Test func searchingForAccountsSkipsTheResolvesItLacks() async throws {
    let directory = TemporaryDirectory()
    let session = await BillSplitSession.record(
      Self.searchForAccounts, as: "accounts", in: directory.path)
    #expect(session.transcript.outcome == .completed)
    // resolveOrganizationName and resolveRequestedBalanceType are not implemented: the handler
    // made for the first serves confirm.
    #expect(
      try BillSplitSession.calls(inLogAt: session.intentsLog) == [
        "dispatch BillSplitExtension#1", "dispatchCompletion SearchForAccountsHandler#1",
        "resolve accountNickname SearchForAccountsHandler#1",
        "resolveCompletion accountNickname SearchForAccountsHandler#1",
        "dispatch BillSplitExtension#1", "dispatchCompletion SearchForAccountsHandler#2",
        "resolve accountType SearchForAccountsHandler#2",
        "resolveCompletion accountType SearchForAccountsHandler#2",
        "dispatch BillSplitExtension#1", "dispatchCompletion SearchForAccountsHandler#3",
        "confirm SearchForAccountsHandler#3", "confirmCompletion SearchForAccountsHandler#3",
        "dispatch BillSplitExtension#1", "dispatchCompletion SearchForAccountsHandler#4",
        "handle SearchForAccountsHandler#4", "handleCompletion SearchForAccountsHandler#4",
      ])
    // The header, and the one account found left to Siri's default interface.
    #expect(try BillSplitSession.claims(inLogAt: session.uiLog) == [[], []])
    try await expectRecordsAndReplays(session)
  }
}
