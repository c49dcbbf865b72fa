// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionModel
import InteractionSamples
import Testing

/// The intent catalog: shipped entries, rows and their expansion, users' own entries.
@Suite struct CatalogTests {
  @Test func theStandardCatalogCoversEveryDomainWithAnIntentsUIExtension() {
    let domains: [String: [String]] = [
      "messages": [
        "INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent",
      ],
      "payments": [
        "INSendPaymentIntent", "INRequestPaymentIntent", "INSearchForBillsIntent",
        "INPayBillIntent", "INTransferMoneyIntent", "INSearchForAccountsIntent",
      ],
      "ride booking": [
        "INListRideOptionsIntent", "INRequestRideIntent", "INGetRideStatusIntent",
        "INCancelRideIntent", "INSendRideFeedbackIntent",
      ],
      "workouts": [
        "INStartWorkoutIntent", "INPauseWorkoutIntent", "INResumeWorkoutIntent",
        "INEndWorkoutIntent", "INCancelWorkoutIntent",
      ],
      "lists and notes": [
        "INCreateNoteIntent", "INAppendToNoteIntent", "INAddTasksIntent",
        "INCreateTaskListIntent", "INSetTaskAttributeIntent", "INSearchForNotebookItemsIntent",
        "INDeleteTasksIntent", "INSnoozeTasksIntent",
      ],
      "VoIP calling": [
        "INStartCallIntent", "INStartAudioCallIntent", "INStartVideoCallIntent",
        "INSearchCallHistoryIntent",
      ],
      "photos": ["INSearchForPhotosIntent", "INStartPhotoPlaybackIntent"],
    ]
    #expect(
      IntentCatalog.standard.entries.keys.sorted() == domains.values.flatMap { $0 }.sorted())
    for entry in IntentCatalog.standard.entries.values {
      #expect(entry.orderSource.contains("Apple documents no order"), "\(entry.intentClass)")
      #expect(!entry.rows.isEmpty)
      for row in entry.rows {
        #expect(row.text.hasPrefix(entry.responseClass) || row.text.hasPrefix(entry.intentClass))
      }
    }
  }

  /// The entries are generated from the table; this catches an entry edited by hand, or a table
  /// changed without running generate-sirikit, even where its `--check` does not run.
  @Test func theStandardCatalogIsTheTables() throws {
    let table = try CatalogTable.load()
    let catalog = IntentCatalog.standard
    #expect(Set(table.intents.map(\.intentClass)) == Set(catalog.entries.keys))
    #expect(Set(table.intents.map(\.catalog.property)).count == table.intents.count)
    for intent in table.intents {
      let entry = try #require(catalog[intentClass: intent.intentClass], "\(intent.intentClass)")
      #expect(entry.responseClass == intent.response.class)
      #expect(entry.resolvableParameters == intent.catalog.resolvableParameters)
      #expect(
        entry.rows.map { CatalogTable.Row(text: $0.text, groupsElements: $0.groupsElements) }
          == intent.catalog.rows, "\(intent.intentClass)")
      if let orderSource = intent.catalog.orderSource {
        #expect(entry.orderSource == orderSource)
      } else {
        #expect(
          entry.orderSource.contains("SDK declaration order of \(intent.intentClass)Handling's"),
          "\(intent.intentClass): \(entry.orderSource)")
      }
    }
  }

  @Test func shippedOrdersFollowTheSDKDeclarations() {
    let catalog = IntentCatalog.standard
    #expect(
      catalog[intentClass: "INStartWorkoutIntent"]?.resolvableParameters == [
        "workoutName", "goalValue", "workoutGoalUnitType", "workoutLocationType", "isOpenEnded",
      ])
    #expect(
      catalog[intentClass: "INRequestRideIntent"]?.rows.map(\.text) == [
        "INRequestRideIntentResponse.rideStatus.pickupLocation",
        "INRequestRideIntentResponse.rideStatus.dropOffLocation",
        "INRequestRideIntentResponse.rideStatus.estimatedPickupDate",
        "INRequestRideIntentResponse.rideStatus.vehicle",
        "INRequestRideIntentResponse.rideStatus.driver",
      ])
    #expect(
      catalog[intentClass: "INSearchForNotebookItemsIntent"]?.rows.map(\.text) == [
        "INSearchForNotebookItemsIntentResponse.notes[]",
        "INSearchForNotebookItemsIntentResponse.taskLists[]",
        "INSearchForNotebookItemsIntentResponse.tasks[]",
      ])
  }

  @Test func aPaymentResolvesAndShowsInTheSDKsDeclarationOrder() {
    let entry = IntentCatalog.standard[intentClass: "INSendPaymentIntent"]
    #expect(entry?.resolvableParameters == ["payee", "currencyAmount", "note"])
    #expect(
      entry?.rows.map(\.text) == [
        "INSendPaymentIntent.payee", "INSendPaymentIntent.currencyAmount",
        "INSendPaymentIntent.note", "INSendPaymentIntentResponse.paymentRecord",
      ])
    #expect(
      entry?.orderSource.contains("SDK declaration order of INSendPaymentIntentHandling") == true)
    let interaction = Interaction(
      intent: Intent(
        className: "INSendPaymentIntent",
        properties: ["payee": ["displayName": "Ana"], "currencyAmount": ["amount": 5]]),
      identifier: "pay")
    #expect(
      IntentCatalog.standard.rows(for: interaction).map(text) == [
        "{INSendPaymentIntent.payee}", "{INSendPaymentIntent.currencyAmount}",
      ])
  }

  @Test func rowsExpandFromTheInteractionSkippingAbsentValues() {
    let rows = IntentCatalog.standard.rows(for: SampleScenarios.sendMessage.interaction)
    // No speakableGroupName in this message.
    #expect(
      rows.map(text) == ["{INSendMessageIntent.recipients}", "{INSendMessageIntent.content}"])
    #expect(IntentCatalog().rows(for: SampleScenarios.sendMessage.interaction).isEmpty)
  }

  @Test func responseRowsNeedTheResponse() {
    var interaction = SampleScenarios.searchAccounts.interaction
    interaction.response = nil
    #expect(IntentCatalog.standard.rows(for: interaction).isEmpty)
  }

  @Test func indexedRowsExpandPerElementOrAsOneGroup() throws {
    let interaction = SampleScenarios.searchNotebook.interaction
    let perElement = try ParameterRow("INSearchForNotebookItemsIntentResponse.tasks[]")
    #expect(
      perElement.offers(in: interaction).map(text)
        == (0..<3).map {
          "{INSearchForNotebookItemsIntentResponse.tasks[\($0)]}"
        })
    let grouped = try ParameterRow(
      "INSearchForNotebookItemsIntentResponse.tasks[]", groupsElements: true)
    #expect(grouped.offers(in: interaction).map(\.count) == [3])
  }

  @Test func anIndexedRowCanReachIntoEachElement() throws {
    let row = try ParameterRow("INSearchForNotebookItemsIntentResponse.tasks[].title")
    let offers = row.offers(in: SampleScenarios.searchNotebook.interaction)
    let titles = offers.compactMap(\.first).map {
      SampleScenarios.searchNotebook.interaction.parameterValue(for: $0)
    }
    #expect(titles == ["Milk", "Bread", "Eggs"])
    #expect(offers.first.map(text) == "{INSearchForNotebookItemsIntentResponse.tasks[0].title}")
  }

  @Test(arguments: [
    ("accounts[]", ParameterError.Reason.missingKeyPath, 9),
    ("A.accounts[][]", .repeatedSubscript, 13),
    ("A.a[].b[]", .emptySubscript, 9),
    ("A.a[x].b[]", .nonNumericSubscript("x"), 5),
    ("A.a[].b[x]", .nonNumericSubscript("x"), 9),
  ])
  func anInvalidRowIsRejectedWithItsColumn(
    text: String, reason: ParameterError.Reason, column: Int
  ) {
    #expect(throws: ParameterError(reason, in: text, at: column)) {
      try ParameterRow(text)
    }
  }

  @Test func usersAddTheirOwnIntents() async throws {
    let entry = CatalogEntry(
      intentClass: "OrderCoffeeIntent", responseClass: "OrderCoffeeIntentResponse",
      resolvableParameters: ["size", "milk"],
      rows: [try ParameterRow("OrderCoffeeIntentResponse.order")],
      orderSource: "our intent definition file")
    let catalog = IntentCatalog.standard.adding(entry)
    #expect(catalog[intentClass: "OrderCoffeeIntent"] == entry)
    #expect(catalog.entries.count == IntentCatalog.standard.entries.count + 1)
    #expect(
      catalog.resolveOrder(forIntentClass: "OrderCoffeeIntent", declared: ["milk", "size"])
        == ["size", "milk"])
    let interaction = Interaction(
      intent: Intent(className: "OrderCoffeeIntent"),
      response: IntentResponse(
        className: "OrderCoffeeIntentResponse", code: .ready,
        properties: ["order": ["size": "large"]]),
      identifier: "coffee")
    #expect(catalog.rows(for: interaction) == [[Parameter("OrderCoffeeIntentResponse.order")]])
  }

  @Test func aLaterEntryReplacesAnEarlierOne() {
    let replacement = CatalogEntry(
      intentClass: "INSendMessageIntent", responseClass: "INSendMessageIntentResponse",
      resolvableParameters: ["content"], rows: [], orderSource: "test")
    var catalog = IntentCatalog.standard
    catalog.add(replacement)
    #expect(catalog[intentClass: "INSendMessageIntent"] == replacement)
    #expect(IntentCatalog([.sendMessage, replacement]).entries.count == 1)
  }
}

/// A parameter set as sorted text, such as `{INSendMessageIntent.content}`.
private func text(_ parameters: Set<Parameter>) -> String {
  "{" + parameters.sorted().map(\.description).joined(separator: ", ") + "}"
}
