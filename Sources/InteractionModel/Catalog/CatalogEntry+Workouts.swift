// Entries for the workouts domain beyond the samples'. Apple documents no order for resolving or
// for the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the SDK's
// declaration order, the handling protocol's resolve methods for one and the intent's then the
// response's properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INPauseWorkoutIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INPauseWorkoutIntentHandling`'s resolve methods:
  ///   workoutName. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let pauseWorkout = CatalogEntry(
    intentClass: "INPauseWorkoutIntent",
    responseClass: "INPauseWorkoutIntentResponse",
    resolvableParameters: ["workoutName"],
    rows: [
      .shipped("INPauseWorkoutIntent.workoutName")
    ],
    orderSource: sdkDeclarationOrder("INPauseWorkoutIntent"))

  /// `INResumeWorkoutIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INResumeWorkoutIntentHandling`'s resolve methods:
  ///   workoutName. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let resumeWorkout = CatalogEntry(
    intentClass: "INResumeWorkoutIntent",
    responseClass: "INResumeWorkoutIntentResponse",
    resolvableParameters: ["workoutName"],
    rows: [
      .shipped("INResumeWorkoutIntent.workoutName")
    ],
    orderSource: sdkDeclarationOrder("INResumeWorkoutIntent"))

  /// `INCancelWorkoutIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INCancelWorkoutIntentHandling`'s resolve methods:
  ///   workoutName. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let cancelWorkout = CatalogEntry(
    intentClass: "INCancelWorkoutIntent",
    responseClass: "INCancelWorkoutIntentResponse",
    resolvableParameters: ["workoutName"],
    rows: [
      .shipped("INCancelWorkoutIntent.workoutName")
    ],
    orderSource: sdkDeclarationOrder("INCancelWorkoutIntent"))
}
