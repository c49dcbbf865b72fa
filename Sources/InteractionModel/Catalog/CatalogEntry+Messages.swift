// Entries for the messaging domain beyond the samples'. Apple documents no order for resolving or
// for the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the SDK's
// declaration order, the handling protocol's resolve methods for one and the intent's then the
// response's properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INSearchForMessagesIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSearchForMessagesIntentHandling`'s resolve
  ///   methods: recipients, senders, attributes, dateTimeRange, groupNames, speakableGroupNames.
  ///   Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let searchForMessages = CatalogEntry(
    intentClass: "INSearchForMessagesIntent",
    responseClass: "INSearchForMessagesIntentResponse",
    resolvableParameters: [
      "recipients", "senders", "attributes", "dateTimeRange", "groupNames", "speakableGroupNames",
    ],
    rows: [
      .shipped("INSearchForMessagesIntent.recipients"),
      .shipped("INSearchForMessagesIntent.senders"),
      .shipped("INSearchForMessagesIntent.searchTerms"),
      .shipped("INSearchForMessagesIntent.attributes"),
      .shipped("INSearchForMessagesIntent.dateTimeRange"),
      .shipped("INSearchForMessagesIntent.identifiers"),
      .shipped("INSearchForMessagesIntent.notificationIdentifiers"),
      .shipped("INSearchForMessagesIntent.groupNames"),
      .shipped("INSearchForMessagesIntent.speakableGroupNames"),
      .shipped("INSearchForMessagesIntent.conversationIdentifiers"),
      .shipped("INSearchForMessagesIntentResponse.messages[]"),
    ],
    orderSource: sdkDeclarationOrder("INSearchForMessagesIntent"))

  /// `INSetMessageAttributeIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSetMessageAttributeIntentHandling`'s resolve
  ///   methods: attribute. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let setMessageAttribute = CatalogEntry(
    intentClass: "INSetMessageAttributeIntent",
    responseClass: "INSetMessageAttributeIntentResponse",
    resolvableParameters: ["attribute"],
    rows: [
      .shipped("INSetMessageAttributeIntent.identifiers"),
      .shipped("INSetMessageAttributeIntent.attribute"),
    ],
    orderSource: sdkDeclarationOrder("INSetMessageAttributeIntent"))
}
