import InteractionLog
import InteractionModel
import Testing

/// Spot checks of what each committed recording shows: the SiriKit behaviour or exception its
/// line in `Recordings/README.md` promises.
@Suite struct ScenarioContentTests {
  private static let description = "INStartWorkoutIntent.intentDescription"

  @Test(arguments: Corpus.names)
  func eachExtensionWritesItsOwnFileWithFixedIdentity(name: String) throws {
    let contents = try recording(name)
    let intents = contents.events(of: .intentsExtension)
    let interface = contents.events(of: .uiExtension)
    #expect(!intents.isEmpty && !interface.isEmpty)
    #expect(intents.allSatisfy { $0.processID == 501 })
    #expect(interface.allSatisfy { $0.processID == 502 })
    #expect(contents.events.allSatisfy { $0.session == name && $0.thread == 1 })
    guard case .header(_, let tool, let platform, let metadata)? = intents.first?.payload else {
      Issue.record("no header")
      return
    }
    #expect(tool.hasPrefix("interaction-recorder "))
    #expect(platform.hasSuffix("(InteractionHost)"))
    #expect(metadata["recording"] == name)
  }

  @Test func startWorkoutIsTheDocumentedOrder() throws {
    let events = try recording("start-workout").events
    #expect(
      events.methodCalls == [
        "resolve(workoutName)", "resolve(goalValue)", "resolve(isOpenEnded)", "confirm", "handle",
      ])
    // D1: a new handler for every method call.
    let handlers = events.filter { [.resolve, .confirm, .handle].contains($0.kind) }
      .compactMap(\.instance)
    #expect(handlers.count == 5 && Set(handlers).count == 5)
    #expect(events.offeredSets == [[], [Self.description]])
    // D4: a new controller for every configureView call.
    let controllers = events.of(.configureView).compactMap(\.instance)
    #expect(controllers == ["WorkoutViewController#1", "WorkoutViewController#2"])
  }

  @Test func emptySetLastOffersTheEmptySetLast() throws {
    let events = try recording("empty-set-last").events
    #expect(events.offeredSets == [[Self.description], []])
  }

  @Test func endWorkoutConfirmsAndHandlesWithoutResolving() throws {
    let events = try recording("end-workout").events
    #expect(events.methodCalls == ["confirm", "handle"])
    let responses = events.compactMap { event -> String? in
      switch event.payload {
      case .confirmCompletion(let response, _), .handleCompletion(let response, _):
        response.code.name
      default: nil
      }
    }
    #expect(responses == ["ready", "handleInApp"])
  }

  @Test func doubleCompletionHasTwoCompletionsWithOneCallID() throws {
    let events = try recording("double-completion").events
    let completions = Dictionary(grouping: events.of(.configureViewCompletion)) { $0.call ?? 0 }
    let repeated = completions.filter { $0.value.count > 1 }
    #expect(repeated.count == 1)
    let (call, answers) = try #require(repeated.first)
    #expect(answers.count == 2)
    let offered = events.first { $0.kind == .configureView && $0.call == call }
    #expect([offered].compactMap { $0 }.offeredSets == [["INSendMessageIntent.content"]])
    #expect(
      answers.map { event -> Bool? in
        guard case .configureViewCompletion(let success, _, _, _) = event.payload else {
          return nil
        }
        return success
      } == [true, false])
  }

  @Test func supersetClaimSuppressesTheClaimedRows() throws {
    let events = try recording("superset-claim").events
    let prefix = "INRequestRideIntentResponse.rideStatus."
    #expect(
      events.offeredSets == [[], [prefix + "pickupLocation"], [prefix + "driver"]])
    #expect(
      events.claimedSets[1]
        == ["dropOffLocation", "estimatedPickupDate", "pickupLocation"].map { prefix + $0 })
    // R7: no call offers a parameter an earlier completion claimed.
    var claimed = Set<String>()
    for event in events where event.role == .uiExtension {
      switch event.payload {
      case .configureView(let parameters, _, _):
        #expect(claimed.isDisjoint(with: parameters.map(\.description)))
      case .configureViewCompletion(_, let answer, _, _):
        claimed.formUnion(answer.map(\.description))
      default:
        break
      }
    }
  }

  @Test func indexedAccountsOffersOneAccountPerCall() throws {
    let events = try recording("indexed-accounts").events
    let accounts = "INSearchForAccountsIntentResponse.accounts"
    #expect(events.offeredSets == [[], ["\(accounts)[0]"], ["\(accounts)[1]"]])
    #expect(events.claimedSets == events.offeredSets)
  }

  @Test func notebookGroupingClaimsEveryTaskInTheFirstCall() throws {
    let events = try recording("notebook-grouping").events
    let tasks = "INSearchForNotebookItemsIntentResponse.tasks"
    #expect(events.offeredSets == [[], ["\(tasks)[0]"]])
    #expect(events.claimedSets.last == (0..<3).map { "\(tasks)[\($0)]" })
  }

  @Test func bothMethodsGetsOnlyConfigureViewOnIOS11AndOnlyConfigureOnIOS10() throws {
    let modern = try recording("both-methods").events(of: .uiExtension)
    #expect(modern.of(.configure).isEmpty)
    #expect(modern.offeredSets == [[], [Self.description]])
    let old = try recording("both-methods-ios10").events(of: .uiExtension)
    #expect(old.of(.configureView).isEmpty)
    #expect(old.of(.configure).count == 1 && old.of(.configureCompletion).count == 1)
  }

  @Test func completionMissingLeavesACallWithoutCompletion() throws {
    let events = try recording("completion-missing").events
    let calls = events.of(.configureView).compactMap(\.call)
    let answered = Set(events.of(.configureViewCompletion).compactMap(\.call))
    #expect(calls.count == 2)
    #expect(calls.filter { !answered.contains($0) } == [calls[1]])
    #expect(events.offeredSets.last == [Self.description])
  }

  @Test func mapsRideCardHandlesOnlyAndConfiguresOneInstancePerUpdate() throws {
    let events = try recording("maps-ride-card").events
    #expect(events.methodCalls == ["handle"])
    let configures = events.of(.configure)
    #expect(configures.count == 3)
    #expect(Set(configures.compactMap(\.instance)) == ["RideCardViewController#1"])
    #expect(
      configures.allSatisfy { event in
        guard case .configure(let context) = event.payload else { return false }
        return context == .mapsCard
      })
    // The ride's status changes under one identifier: two versions of one interaction.
    #expect(events.of(.interaction).compactMap(\.interaction) == ["S5", "S5-status", "S5-status"])
  }
}
