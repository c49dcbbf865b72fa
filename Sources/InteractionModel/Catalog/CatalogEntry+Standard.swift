// The entries the host ships. Apple documents no per-intent order for either resolving or the
// default interface's rows (D2, R13 in Docs/SiriKit.md), so each entry says where its orders come
// from: the SDK's declaration order unless a public sample or Apple's own example says more.

extension CatalogEntry {
  /// `INSendMessageIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSendMessageIntentHandling` (D2):
  ///   recipients, groupName (deprecated in iOS 11), outgoingMessageType (iOS 14), content,
  ///   speakableGroupName. Apple documents no order.
  /// - Rows: recipients, content, speakableGroupName, in the SDK's declaration order of the
  ///   intent's properties; top to bottom as PACKT describes the default interface (S4). Apple
  ///   documents no order.
  public static let sendMessage = CatalogEntry(
    intentClass: "INSendMessageIntent",
    responseClass: "INSendMessageIntentResponse",
    resolvableParameters: [
      "recipients", "groupName", "outgoingMessageType", "content", "speakableGroupName",
    ],
    rows: [
      .shipped("INSendMessageIntent.recipients"),
      .shipped("INSendMessageIntent.content"),
      .shipped("INSendMessageIntent.speakableGroupName"),
    ],
    orderSource:
      "Apple documents no order; SDK declaration order of INSendMessageIntentHandling and of "
      + "INSendMessageIntent's properties")

  /// `INStartWorkoutIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INStartWorkoutIntentHandling`: workoutName,
  ///   goalValue, workoutGoalUnitType, workoutLocationType, isOpenEnded. Apple documents no order.
  /// - Rows: `intentDescription` alone, the only parameter public code shows SiriKit offering for
  ///   workouts (BNRun, Docs/SiriKit.md#bnrun, S1).
  public static let startWorkout = CatalogEntry(
    intentClass: "INStartWorkoutIntent",
    responseClass: "INStartWorkoutIntentResponse",
    resolvableParameters: [
      "workoutName", "goalValue", "workoutGoalUnitType", "workoutLocationType", "isOpenEnded",
    ],
    rows: [.shipped("INStartWorkoutIntent.intentDescription")],
    orderSource:
      "Apple documents no order; SDK declaration order of INStartWorkoutIntentHandling; the one "
      + "row is BNRun's intentDescription")

  /// `INEndWorkoutIntent`.
  ///
  /// - Resolve: workoutName, the protocol's only resolve method.
  /// - Rows: `intentDescription` alone, as BNRun's controller expects (S3).
  public static let endWorkout = CatalogEntry(
    intentClass: "INEndWorkoutIntent",
    responseClass: "INEndWorkoutIntentResponse",
    resolvableParameters: ["workoutName"],
    rows: [.shipped("INEndWorkoutIntent.intentDescription")],
    orderSource:
      "Apple documents no order; INEndWorkoutIntentHandling declares one resolve method; the one "
      + "row is BNRun's intentDescription")

  /// `INRequestRideIntent`, whose interface shows the response's ride status.
  ///
  /// - Resolve: the SDK's declaration order of `INRequestRideIntentHandling`: pickupLocation,
  ///   dropOffLocation, rideOptionName, partySize, scheduledPickupTime (10.3). Apple documents no
  ///   order. From Maps there is no resolve or confirm at all (R14).
  /// - Rows: the ride status. Apple documents no order; its one example (R7) asks for the pickup
  ///   location and shows drop-off location and pickup time with it, so those three lead (S5); the
  ///   vehicle and driver follow in the SDK's declaration order of `INRideStatus`.
  public static let requestRide = CatalogEntry(
    intentClass: "INRequestRideIntent",
    responseClass: "INRequestRideIntentResponse",
    resolvableParameters: [
      "pickupLocation", "dropOffLocation", "rideOptionName", "partySize", "scheduledPickupTime",
    ],
    rows: rideStatusRows("INRequestRideIntentResponse"),
    orderSource:
      "Apple documents no order; SDK declaration order of INRequestRideIntentHandling; ride-status "
      + "rows led by Apple's pickup example (R7), then SDK declaration order of INRideStatus")

  /// `INGetRideStatusIntent`, which Maps sends repeatedly while a ride is under way (R14).
  ///
  /// - Resolve: none; the intent has no parameters.
  /// - Rows: the ride status, as for ``requestRide``.
  public static let getRideStatus = CatalogEntry(
    intentClass: "INGetRideStatusIntent",
    responseClass: "INGetRideStatusIntentResponse",
    resolvableParameters: [],
    rows: rideStatusRows("INGetRideStatusIntentResponse"),
    orderSource:
      "Apple documents no order; ride-status rows led by Apple's pickup example (R7), then SDK "
      + "declaration order of INRideStatus")

  /// `INSearchForAccountsIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSearchForAccountsIntentHandling`:
  ///   accountNickname, accountType, organizationName, requestedBalanceType. Apple documents no
  ///   order.
  /// - Rows: one per account, `accounts[0]`, `accounts[1]`…, as public controllers expect one
  ///   indexed account per call (S6).
  public static let searchForAccounts = CatalogEntry(
    intentClass: "INSearchForAccountsIntent",
    responseClass: "INSearchForAccountsIntentResponse",
    resolvableParameters: [
      "accountNickname", "accountType", "organizationName", "requestedBalanceType",
    ],
    rows: [.shipped("INSearchForAccountsIntentResponse.accounts[]")],
    orderSource:
      "Apple documents no order; SDK declaration order of INSearchForAccountsIntentHandling; one "
      + "row per account as public controllers expect")

  /// `INSearchForNotebookItemsIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSearchForNotebookItemsIntentHandling`: title,
  ///   content, itemType, status, location, locationSearchType, dateTime, dateSearchType,
  ///   temporalEventTriggerTypes (13), taskPriority (13). Apple documents no order.
  /// - Rows: one per note, task list and task (`notes[i]`, `taskLists[i]`, `tasks[i]`), in the SDK's
  ///   declaration order of the response's properties (S7).
  public static let searchForNotebookItems = CatalogEntry(
    intentClass: "INSearchForNotebookItemsIntent",
    responseClass: "INSearchForNotebookItemsIntentResponse",
    resolvableParameters: [
      "title", "content", "itemType", "status", "location", "locationSearchType", "dateTime",
      "dateSearchType", "temporalEventTriggerTypes", "taskPriority",
    ],
    rows: [
      .shipped("INSearchForNotebookItemsIntentResponse.notes[]"),
      .shipped("INSearchForNotebookItemsIntentResponse.taskLists[]"),
      .shipped("INSearchForNotebookItemsIntentResponse.tasks[]"),
    ],
    orderSource:
      "Apple documents no order; SDK declaration order of INSearchForNotebookItemsIntentHandling "
      + "and of the response's notes, taskLists and tasks; one row per item")

  /// The ``orderSource`` of an entry whose orders are both the SDK's declaration order.
  static func sdkDeclarationOrder(_ intentClass: String) -> String {
    "Apple documents no order; SDK declaration order of \(intentClass)Handling's resolve methods, "
      + "and of \(intentClass)'s then its response's properties for the rows"
  }

  private static func rideStatusRows(_ responseClass: String) -> [ParameterRow] {
    [
      "pickupLocation", "dropOffLocation", "estimatedPickupDate", "vehicle", "driver",
    ].map { .shipped("\(responseClass).rideStatus.\($0)") }
  }
}

extension ParameterRow {
  /// A row of the shipped catalog.
  ///
  /// Its text is ours and every entry is expanded by the tests, so an invalid one is a bug in this
  /// file: it traps rather than making every caller handle an error.
  static func shipped(_ text: String) -> ParameterRow {
    do {
      return try ParameterRow(text)
    } catch {
      preconditionFailure("invalid row in the standard intent catalog: \(error)")
    }
  }
}
