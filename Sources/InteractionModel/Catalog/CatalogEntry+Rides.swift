// Entries for the ride-booking domain beyond the samples'. Apple documents no order for resolving
// or for the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the SDK's
// declaration order, the handling protocol's resolve methods for one and the intent's then the
// response's properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INListRideOptionsIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INListRideOptionsIntentHandling`'s resolve methods:
  ///   pickupLocation, dropOffLocation. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let listRideOptions = CatalogEntry(
    intentClass: "INListRideOptionsIntent",
    responseClass: "INListRideOptionsIntentResponse",
    resolvableParameters: ["pickupLocation", "dropOffLocation"],
    rows: [
      .shipped("INListRideOptionsIntent.pickupLocation"),
      .shipped("INListRideOptionsIntent.dropOffLocation"),
      .shipped("INListRideOptionsIntentResponse.rideOptions[]"),
      .shipped("INListRideOptionsIntentResponse.paymentMethods[]"),
      .shipped("INListRideOptionsIntentResponse.expirationDate"),
    ],
    orderSource: sdkDeclarationOrder("INListRideOptionsIntent"))

  /// `INCancelRideIntent`.
  ///
  /// - Resolve: none; `INCancelRideIntentHandling` declares no resolve method.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let cancelRide = CatalogEntry(
    intentClass: "INCancelRideIntent",
    responseClass: "INCancelRideIntentResponse",
    resolvableParameters: [],
    rows: [
      .shipped("INCancelRideIntent.rideIdentifier"),
      .shipped("INCancelRideIntentResponse.cancellationFee"),
      .shipped("INCancelRideIntentResponse.cancellationFeeThreshold"),
    ],
    orderSource: sdkDeclarationOrder("INCancelRideIntent"))

  /// `INSendRideFeedbackIntent`.
  ///
  /// - Resolve: none; `INSendRideFeedbackIntentHandling` declares no resolve method.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let sendRideFeedback = CatalogEntry(
    intentClass: "INSendRideFeedbackIntent",
    responseClass: "INSendRideFeedbackIntentResponse",
    resolvableParameters: [],
    rows: [
      .shipped("INSendRideFeedbackIntent.rideIdentifier"),
      .shipped("INSendRideFeedbackIntent.rating"),
      .shipped("INSendRideFeedbackIntent.tip"),
    ],
    orderSource: sdkDeclarationOrder("INSendRideFeedbackIntent"))
}
