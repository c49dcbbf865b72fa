// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionHost
import InteractionJudging
import InteractionLog
import InteractionModel
import InteractionSamples
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// Every rule of ``FindingCode/catalogue`` on recordings that should and should not trip it.
@MainActor
@Suite struct RuleTests {
  static let catalog = InspectionConfiguration(expectedOrders: CatalogOrders())
  static let workout = Intent(className: "INStartWorkoutIntent", identifier: "W-1")
  static let ready = IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready)
  static let handled = IntentResponse(
    className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"))
  static let declined = IntentResponse(
    className: "INStartWorkoutIntentResponse",
    code: .init(rawValue: 6, name: "failureNoMatchingWorkout"))

  /// The session's report, once the rules' screens were checked on it (``ScreeningCheck``).
  static func judged(
    paths: [String], configuration: InspectionConfiguration = InspectionConfiguration()
  ) throws -> SessionReport {
    try ScreeningCheck.verify(paths: paths, configuration: configuration)
    return try InspectionFold.report(paths: paths, configuration: configuration)
  }

  /// An Intents extension's log, for sequences of the workout intent no host produces.
  static func intentsLog(_ path: String) throws -> LogBuilder {
    try LogBuilder(
      path: path,
      identity: LogWriter.Identity(
        role: .intentsExtension, session: "H-1", processID: 700, platform: "test-platform"))
  }

  @Test func theDocumentedWorkoutSessionHasNoFinding() async throws {
    let inspection = try await Recording.judge(
      [Run(SampleScenarios.startWorkout), Run(SampleScenarios.endWorkout)],
      configuration: Self.catalog)
    #expect(inspection.codes == [])
    #expect(inspection.interactionCount == 2)
  }

  @Test(arguments: ["S3", "S5", "S6", "S7", "S8"])
  func documentedScenariosHaveNoFinding(_ name: String) async throws {
    let scenario = try #require(SampleScenarios.named(name))
    let inspection = try await Recording.judge([Run(scenario)], configuration: Self.catalog)
    #expect(inspection.codes == [])
  }

  // MARK: empty-set-not-first

  @Test func emptySetLastGivesEmptySetNotFirst() async throws {
    let inspection = try await Recording.judge(
      [Run(SampleScenarios.startWorkoutEmptySetLast)], configuration: Self.catalog)
    // What SiriKit did, and what the controller made of it.
    #expect(inspection.codes == [.emptySetNotFirst, .headerNotOnTop])
    let finding = try #require(inspection.findings.first)
    let calls = try #require(inspection.interactions.first?.interface?.calls)
    #expect(finding.evidence == [calls[0].event, calls[1].event])
    #expect(finding.interaction == 1)
    #expect(finding.explanation.contains("call 2"))
  }

  @Test func anEmptySetThatNeverCameIsFlagged() async throws {
    let options = HostOptions(
      delivery: .explicit([[.fixture("INStartWorkoutIntent.intentDescription")]]))
    let inspection = try await Recording.judge([
      Run(SampleScenarios.startWorkout, options: options)
    ])
    #expect(inspection.codes == [.emptySetNotFirst])
    #expect(inspection.findings.first?.explanation.hasPrefix("no empty-set") == true)
  }

  // MARK: reasked-claimed

  @Test func aHostInjectedReaskGivesReaskedClaimed() async throws {
    let options = HostOptions(faults: .reaskClaimed)
    let inspection = try await Recording.judge([
      Run(SampleScenarios.requestRide, options: options)
    ])
    // The pickup call claimed drop-off and pickup time; the host offers both rows again. What
    // those calls show is SiriKit's doing, not a second finding of the controller's.
    #expect(inspection.codes == [.reaskedClaimed, .reaskedClaimed])
    let calls = try #require(inspection.interactions.first?.interface?.calls)
    let claim = try #require(calls[1].completions.first)
    #expect(
      inspection.findings.filter { $0.code == .reaskedClaimed }.map(\.evidence) == [
        [claim.event, calls[2].event], [claim.event, calls[3].event],
      ])
  }

  // MARK: foreign-claim

  @Test func claimingAnotherIntentsParameterIsForeign() async throws {
    let run = Run(SampleScenarios.startWorkout, controller: { ForeignClaimingController() })
    let inspection = try await Recording.judge([run])
    // Both views claim the foreign parameter, so it is displayed twice as well.
    #expect(inspection.codes == [.foreignClaim, .foreignClaim, .parameterShownTwice])
    #expect(
      inspection.findings.first?.explanation.contains("INSendMessageIntent.content") == true)
  }

  // MARK: mixed-api

  @Test func bothMethodsGiveMixedAPIOnlyWhenBothWereCalled() async throws {
    let mixed = try await Recording.judge([
      Run(SampleScenarios.bothMethods, options: HostOptions(faults: .mixedAPI))
    ])
    #expect(mixed.codes == [.mixedAPI])
    let calls = try #require(mixed.interactions.first?.interface?.calls)
    #expect(calls.map(\.method) == [.configureView, .configureView, .configure])
    let documented = try await Recording.judge([Run(SampleScenarios.bothMethods)])
    #expect(documented.codes == [])
  }

  // MARK: completion-missing, completion-repeated

  @Test func aCompletionThatNeverCameIsMissing() async throws {
    let run = Run(
      SampleScenarios.startWorkout, options: Recording.impatient(),
      controller: { ForgetfulViewController() })
    let inspection = try await Recording.judge([run])
    #expect(inspection.codes == [.completionMissing])
    let calls = try #require(inspection.interactions.first?.interface?.calls)
    #expect(inspection.findings.first?.evidence == [calls[1].event])
    #expect(!calls[1].isCutOff)
  }

  @Test func theDoubleCompletionGivesCompletionRepeated() async throws {
    let inspection = try await Recording.judge([Run(SampleScenarios.sendMessage)])
    #expect(inspection.codes == [.completionRepeated])
    let call = try #require(inspection.interactions.first?.interface?.calls.last)
    #expect(call.completions.map(\.success) == [true, false])
    #expect(
      inspection.findings.first?.evidence == [call.event] + call.completions.map(\.event))
  }

  // MARK: instance-reused

  @Test func aHostThatReusesTheControllerGivesInstanceReused() async throws {
    let inspection = try await Recording.judge([
      Run(SampleScenarios.startWorkout, options: HostOptions(faults: .reuseInstance))
    ])
    #expect(inspection.codes == [.instanceReused])
    let calls = try #require(inspection.interactions.first?.interface?.calls)
    #expect(Set(calls.map(\.instance)).count == 1)
  }

  // MARK: order-differs

  @Test func anOrderOtherThanTheCatalogsDiffers() async throws {
    let reversed = HostOptions(
      delivery: .explicit([
        [], [.fixture("INSearchForAccountsIntentResponse.accounts[1]")],
        [.fixture("INSearchForAccountsIntentResponse.accounts[0]")],
      ]))
    let inspection = try await Recording.judge(
      [Run(SampleScenarios.searchAccounts, options: reversed)], configuration: Self.catalog)
    #expect(inspection.codes == [.orderDiffers])
    let finding = try #require(inspection.findings.first)
    #expect(finding.explanation.contains("the host's catalog"))
    let calls = try #require(inspection.interactions.first?.interface?.calls)
    #expect(finding.evidence == [calls[1].event, calls[2].event])
    // Without an expectation the rule has nothing to compare with.
    let unchecked = try await Recording.judge([
      Run(SampleScenarios.searchAccounts, options: reversed)
    ])
    #expect(unchecked.codes == [])
  }

  @Test func anOrderOtherThanAnotherRecordingsDiffers() async throws {
    let reference = try await Recording.judge([Run(SampleScenarios.searchAccounts)])
    let orders = InspectionConfiguration(
      expectedOrders: RecordingOrders(reference: reference, name: "reference"))
    let same = try await Recording.judge(
      [Run(SampleScenarios.searchAccounts)], configuration: orders)
    #expect(same.codes == [])
    let permuted = HostOptions(
      delivery: .explicit([
        [.fixture("INSearchForAccountsIntentResponse.accounts[1]")], [],
        [.fixture("INSearchForAccountsIntentResponse.accounts[0]")],
      ]))
    let other = try await Recording.judge(
      [Run(SampleScenarios.searchAccounts, options: permuted)], configuration: orders)
    #expect(other.codes == [.emptySetNotFirst, .orderDiffers])
    #expect(
      other.findings.last?.explanation.contains("reference, INSearchForAccountsIntent #1")
        == true)
  }

  @Test func aResolveOrderOtherThanTheCatalogsDiffers() throws {
    let directory = TemporaryDirectory()
    let log = try Self.intentsLog(directory.file("intents.ilog"))
    log.dispatch(Self.workout, to: "WorkoutHandler#1")
    log.resolve("goalValue", on: "WorkoutHandler#1")
    log.dispatch(Self.workout, to: "WorkoutHandler#2")
    log.resolve("workoutName", on: "WorkoutHandler#2")
    try log.close()
    let inspection = try Self.judged(paths: [directory.path], configuration: Self.catalog)
    #expect(inspection.codes == [.orderDiffers])
    #expect(
      inspection.findings.first?.explanation.contains(
        "resolved in the order goalValue, workoutName") == true)
  }

  // MARK: handler-reused

  @Test func theCachingHandlerIsReusedOnlyIfTheHostReusesIt() async throws {
    let fresh = try await Recording.judge([
      Run(SampleScenarios.sendMessage, provider: { CachingHandlerProvider() })
    ])
    #expect(!fresh.codes.contains(.handlerReused))
    let shared = try await Recording.judge([
      Run(SampleScenarios.sendMessage, provider: { SharedHandlerProvider() })
    ])
    #expect(shared.codes == [.completionRepeated, .handlerReused])
    let finding = try #require(shared.findings.last)
    #expect(finding.explanation.hasPrefix("CachingHandler#1 received resolve content, handle"))
    #expect(finding.evidence.count == 2)
  }

  // MARK: phase-order

  @Test func aResolveAfterConfirmIsOutOfOrder() throws {
    let directory = TemporaryDirectory()
    let log = try Self.intentsLog(directory.file("intents.ilog"))
    log.dispatch(Self.workout, to: "WorkoutHandler#1")
    log.confirm(Self.workout, answering: Self.ready, on: "WorkoutHandler#1")
    log.resolve("workoutName", on: "WorkoutHandler#1")
    log.handle(Self.workout, answering: Self.handled, on: "WorkoutHandler#1")
    try log.close()
    let inspection = try Self.judged(paths: [directory.path])
    #expect(inspection.codes == [.handlerReused, .phaseOrder])
    let finding = try #require(inspection.findings.last)
    #expect(finding.explanation == "resolve workoutName came after confirm (call 2)")
    #expect(finding.evidence.map(\.sequence) == [4, 6])
  }

  @Test func aHandleAfterADeclinedConfirmIsOutOfOrder() throws {
    let directory = TemporaryDirectory()
    let log = try Self.intentsLog(directory.file("intents.ilog"))
    log.dispatch(Self.workout, to: "WorkoutHandler#1")
    log.confirm(Self.workout, answering: Self.declined, on: "WorkoutHandler#1")
    log.dispatch(Self.workout, to: "WorkoutHandler#2")
    log.handle(Self.workout, answering: Self.handled, on: "WorkoutHandler#2")
    try log.close()
    let inspection = try Self.judged(paths: [directory.path])
    #expect(inspection.codes == [.phaseOrder])
    #expect(inspection.interactionCount == 1)
    #expect(
      inspection.findings.first?.explanation.hasPrefix("handle came after confirm declined")
        == true)
  }

  @Test func aSiriHandleWithoutConfirmByAConfirmingHandlerIsOutOfOrder() throws {
    let directory = TemporaryDirectory()
    let log = try Self.intentsLog(directory.file("intents.ilog"))
    // Two intents: a second run of one intent after its handle would be that interaction's.
    for number in 1...2 {
      let workout = Intent(className: "INStartWorkoutIntent", identifier: "W-\(number)")
      log.dispatch(workout, to: "WorkoutHandler#1")
      log.resolve("workoutName", on: "WorkoutHandler#1")
      log.dispatch(workout, to: "WorkoutHandler#2")
      log.handle(workout, answering: Self.handled, on: "WorkoutHandler#2")
    }
    try log.close()
    // The same steps after a session showed the type confirming.
    let confirmed = TemporaryDirectory()
    let first = try Self.intentsLog(confirmed.file("intents.ilog"))
    first.dispatch(Self.workout, to: "WorkoutHandler#1")
    first.confirm(Self.workout, answering: Self.ready, on: "WorkoutHandler#1")
    first.dispatch(Self.workout, to: "WorkoutHandler#2")
    first.handle(Self.workout, answering: Self.handled, on: "WorkoutHandler#2")
    let second = Intent(className: "INStartWorkoutIntent", identifier: "W-2")
    first.dispatch(second, to: "WorkoutHandler#3")
    first.resolve("workoutName", on: "WorkoutHandler#3")
    first.dispatch(second, to: "WorkoutHandler#4")
    first.handle(second, answering: Self.handled, on: "WorkoutHandler#4")
    try first.close()
    let unknown = try Self.judged(paths: [directory.path])
    #expect(unknown.codes == [])
    #expect(unknown.interactionCount == 2)
    let known = try Self.judged(paths: [confirmed.path])
    #expect(known.codes == [.phaseOrder])
    #expect(
      known.findings.first?.explanation
        == "handle came without confirm, though WorkoutHandler implements confirm")
  }

  /// What phase-order knows of a type comes from the interactions finished before (and the one
  /// it looks at), not from calls read ahead of them: here, runs that finish in the session's
  /// order, the findings are the same whatever window lets the reading run ahead.
  @Test(arguments: [1, 2, 8])
  func aHandlerTypeIsKnownToConfirmFromTheInteractionsBefore(window: Int) throws {
    let directory = TemporaryDirectory()
    let log = try Self.intentsLog(directory.file("intents.ilog"))
    for number in 1...3 {
      let workout = Intent(className: "INStartWorkoutIntent", identifier: "W-\(number)")
      log.dispatch(workout, to: "WorkoutHandler#\(number)-1")
      if number == 2 {
        log.confirm(workout, answering: Self.ready, on: "WorkoutHandler#2-1")
      } else {
        log.resolve("workoutName", on: "WorkoutHandler#\(number)-1")
      }
      log.dispatch(workout, to: "WorkoutHandler#\(number)-2")
      log.handle(workout, answering: Self.handled, on: "WorkoutHandler#\(number)-2")
    }
    try log.close()
    let inspection = try Self.judged(
      paths: [directory.path], configuration: InspectionConfiguration(window: window))
    #expect(inspection.interactionCount == 3)
    // The first handled without confirm before the type was seen confirming: not flagged.
    #expect(inspection.findings.map(\.interaction) == [3])
    #expect(
      inspection.findings.map(\.explanation)
        == ["handle came without confirm, though WorkoutHandler implements confirm"])
  }

  // MARK: header-not-on-top

  @Test func aLateHeaderHiddenByTheControllerIsNoFinding() async throws {
    let notes = AdaptiveHeaderViewController.Notes()
    let run = Run(
      SampleScenarios.startWorkoutEmptySetLast,
      controller: { AdaptiveHeaderViewController(notes: notes) })
    let inspection = try await Recording.judge([run], configuration: Self.catalog)
    // SiriKit still sent the empty set last; the user sees the header on top all the same.
    #expect(inspection.codes == [.emptySetNotFirst])
  }

  @Test func aHeaderBetweenTwoViewsIsLowButNoFooter() async throws {
    let options = HostOptions(
      delivery: .explicit([
        [.fixture("INSendMessageIntent.content")], [],
        [
          .fixture("INSendMessageIntent.recipients")
        ],
      ]))
    let run = Run(
      SampleScenarios.sendMessage, options: options, controller: { SizedController(height: 60) })
    let inspection = try await Recording.judge([run])
    let finding = try #require(
      inspection.findings.first { $0.code == .headerNotOnTop })
    let calls = try #require(inspection.interactions.first?.interface?.calls)
    #expect(finding.evidence == [calls[0].event, calls[1].event])
    #expect(
      finding.explanation == "the empty-set view of call 2 (60 pt high) is shown below call 1")
  }

  // MARK: parameter-shown-twice and size-not-allowed

  @Test func theDocumentedOrderShowsEachParameterOnce() async throws {
    for scenario in [SampleScenarios.requestRide, SampleScenarios.searchNotebook] {
      let inspection = try await Recording.judge([Run(scenario)])
      #expect(!inspection.codes.contains(.parameterShownTwice), "\(scenario.name)")
    }
  }

  @Test func aSizeNoHostLaysOutIsFlaggedAndZeroIsNot() async throws {
    let negative = try await Recording.judge([
      Run(SampleScenarios.startWorkout, controller: { SizedController(height: -1) })
    ])
    #expect(negative.codes == [.sizeNotAllowed, .sizeNotAllowed])
    #expect(negative.findings.first?.explanation.contains("-1.0") == true)
    let hidden = try await Recording.judge([
      Run(SampleScenarios.startWorkout, controller: { SizedController(height: 0) })
    ])
    #expect(hidden.codes == [])
  }

  @Test func eachCodeSaysWhoseItIs() {
    let siriKit = FindingCode.catalogue.filter { $0.origin == .siriKit }
    #expect(
      siriKit == [
        .emptySetNotFirst, .reaskedClaimed, .mixedAPI, .instanceReused, .orderDiffers,
        .handlerReused, .phaseOrder,
      ])
    #expect(FindingCode(rawValue: "zero-size-success").origin == .extensionCode)
  }

  // MARK: the registry

  @Test func theRegistryHasOneRulePerCatalogueCode() {
    let codes = InspectionRules.standard.map { type(of: $0).code }
    #expect(codes == FindingCode.catalogue)
    #expect(Set(codes.map(\.rawValue)).count == 13)
  }

  @Test func aRuleOfOnesOwnIsOneSmallType() async throws {
    struct ZeroSizeSuccess: InspectionRule {
      static let code = FindingCode(rawValue: "zero-size-success")
      func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
        (interaction.interface?.calls ?? []).compactMap { call in
          guard let first = call.completions.first, first.success == true, first.size == .zero
          else { return nil }
          return Self.finding(
            "call \(call.index) succeeded with a zero size", evidence: [first.event],
            hint: "return the size of what you show")
        }
      }
    }
    let configuration = InspectionConfiguration(rules: [ZeroSizeSuccess()])
    let inspection = try await Recording.judge(
      [Run(SampleScenarios.searchAccounts)], configuration: configuration)
    #expect(inspection.codes == [ZeroSizeSuccess.code])
    #expect(inspection.findingCounts == ["zero-size-success": 1])
  }
}
