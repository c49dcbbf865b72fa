// Entries for the VoIP-calling domain beyond the samples'. Apple documents no order for resolving
// or for the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the SDK's
// declaration order, the handling protocol's resolve methods for one and the intent's then the
// response's properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INStartCallIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INStartCallIntentHandling`'s resolve methods:
  ///   callRecordToCallBack, destinationType, contacts, callCapability. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let startCall = CatalogEntry(
    intentClass: "INStartCallIntent",
    responseClass: "INStartCallIntentResponse",
    resolvableParameters: [
      "callRecordToCallBack", "destinationType", "contacts", "callCapability",
    ],
    rows: [
      .shipped("INStartCallIntent.callRecordFilter"),
      .shipped("INStartCallIntent.callRecordToCallBack"),
      .shipped("INStartCallIntent.audioRoute"),
      .shipped("INStartCallIntent.destinationType"),
      .shipped("INStartCallIntent.contacts"),
      .shipped("INStartCallIntent.recordTypeForRedialing"),
      .shipped("INStartCallIntent.callCapability"),
    ],
    orderSource: sdkDeclarationOrder("INStartCallIntent"))

  /// `INStartAudioCallIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INStartAudioCallIntentHandling`'s resolve methods:
  ///   destinationType, contacts. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let startAudioCall = CatalogEntry(
    intentClass: "INStartAudioCallIntent",
    responseClass: "INStartAudioCallIntentResponse",
    resolvableParameters: ["destinationType", "contacts"],
    rows: [
      .shipped("INStartAudioCallIntent.destinationType"),
      .shipped("INStartAudioCallIntent.contacts"),
    ],
    orderSource: sdkDeclarationOrder("INStartAudioCallIntent"))

  /// `INStartVideoCallIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INStartVideoCallIntentHandling`'s resolve methods:
  ///   contacts. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let startVideoCall = CatalogEntry(
    intentClass: "INStartVideoCallIntent",
    responseClass: "INStartVideoCallIntentResponse",
    resolvableParameters: ["contacts"],
    rows: [
      .shipped("INStartVideoCallIntent.contacts")
    ],
    orderSource: sdkDeclarationOrder("INStartVideoCallIntent"))

  /// `INSearchCallHistoryIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSearchCallHistoryIntentHandling`'s resolve
  ///   methods: callType, dateCreated, recipient, callTypes, unseen. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let searchCallHistory = CatalogEntry(
    intentClass: "INSearchCallHistoryIntent",
    responseClass: "INSearchCallHistoryIntentResponse",
    resolvableParameters: ["callType", "dateCreated", "recipient", "callTypes", "unseen"],
    rows: [
      .shipped("INSearchCallHistoryIntent.callType"),
      .shipped("INSearchCallHistoryIntent.dateCreated"),
      .shipped("INSearchCallHistoryIntent.recipient"),
      .shipped("INSearchCallHistoryIntent.callCapabilities"),
      .shipped("INSearchCallHistoryIntent.callTypes"),
      .shipped("INSearchCallHistoryIntent.unseen"),
      .shipped("INSearchCallHistoryIntentResponse.callRecords[]"),
    ],
    orderSource: sdkDeclarationOrder("INSearchCallHistoryIntent"))
}
