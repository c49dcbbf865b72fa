// Entries for the payments domain beyond the samples'. Apple documents no order for resolving or
// for the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the SDK's
// declaration order, the handling protocol's resolve methods for one and the intent's then the
// response's properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INSendPaymentIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSendPaymentIntentHandling`'s resolve methods:
  ///   payee, currencyAmount, note. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let sendPayment = CatalogEntry(
    intentClass: "INSendPaymentIntent",
    responseClass: "INSendPaymentIntentResponse",
    resolvableParameters: ["payee", "currencyAmount", "note"],
    rows: [
      .shipped("INSendPaymentIntent.payee"),
      .shipped("INSendPaymentIntent.currencyAmount"),
      .shipped("INSendPaymentIntent.note"),
      .shipped("INSendPaymentIntentResponse.paymentRecord"),
    ],
    orderSource: sdkDeclarationOrder("INSendPaymentIntent"))

  /// `INRequestPaymentIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INRequestPaymentIntentHandling`'s resolve methods:
  ///   payer, currencyAmount, note. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let requestPayment = CatalogEntry(
    intentClass: "INRequestPaymentIntent",
    responseClass: "INRequestPaymentIntentResponse",
    resolvableParameters: ["payer", "currencyAmount", "note"],
    rows: [
      .shipped("INRequestPaymentIntent.payer"),
      .shipped("INRequestPaymentIntent.currencyAmount"),
      .shipped("INRequestPaymentIntent.note"),
      .shipped("INRequestPaymentIntentResponse.paymentRecord"),
    ],
    orderSource: sdkDeclarationOrder("INRequestPaymentIntent"))

  /// `INSearchForBillsIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSearchForBillsIntentHandling`'s resolve methods:
  ///   billPayee, paymentDateRange, billType, status, dueDateRange. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let searchForBills = CatalogEntry(
    intentClass: "INSearchForBillsIntent",
    responseClass: "INSearchForBillsIntentResponse",
    resolvableParameters: ["billPayee", "paymentDateRange", "billType", "status", "dueDateRange"],
    rows: [
      .shipped("INSearchForBillsIntent.billPayee"),
      .shipped("INSearchForBillsIntent.paymentDateRange"),
      .shipped("INSearchForBillsIntent.billType"),
      .shipped("INSearchForBillsIntent.status"),
      .shipped("INSearchForBillsIntent.dueDateRange"),
      .shipped("INSearchForBillsIntentResponse.bills[]"),
    ],
    orderSource: sdkDeclarationOrder("INSearchForBillsIntent"))

  /// `INPayBillIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INPayBillIntentHandling`'s resolve methods:
  ///   billPayee, fromAccount, transactionAmount, transactionScheduledDate, transactionNote,
  ///   billType, dueDate. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let payBill = CatalogEntry(
    intentClass: "INPayBillIntent",
    responseClass: "INPayBillIntentResponse",
    resolvableParameters: [
      "billPayee", "fromAccount", "transactionAmount", "transactionScheduledDate",
      "transactionNote", "billType", "dueDate",
    ],
    rows: [
      .shipped("INPayBillIntent.billPayee"),
      .shipped("INPayBillIntent.fromAccount"),
      .shipped("INPayBillIntent.transactionAmount"),
      .shipped("INPayBillIntent.transactionScheduledDate"),
      .shipped("INPayBillIntent.transactionNote"),
      .shipped("INPayBillIntent.billType"),
      .shipped("INPayBillIntent.dueDate"),
      .shipped("INPayBillIntentResponse.fromAccount"),
      .shipped("INPayBillIntentResponse.billDetails"),
      .shipped("INPayBillIntentResponse.transactionAmount"),
      .shipped("INPayBillIntentResponse.transactionScheduledDate"),
      .shipped("INPayBillIntentResponse.transactionNote"),
    ],
    orderSource: sdkDeclarationOrder("INPayBillIntent"))

  /// `INTransferMoneyIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INTransferMoneyIntentHandling`'s resolve methods:
  ///   fromAccount, toAccount, transactionAmount, transactionScheduledDate, transactionNote. Apple
  ///   documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let transferMoney = CatalogEntry(
    intentClass: "INTransferMoneyIntent",
    responseClass: "INTransferMoneyIntentResponse",
    resolvableParameters: [
      "fromAccount", "toAccount", "transactionAmount", "transactionScheduledDate",
      "transactionNote",
    ],
    rows: [
      .shipped("INTransferMoneyIntent.fromAccount"),
      .shipped("INTransferMoneyIntent.toAccount"),
      .shipped("INTransferMoneyIntent.transactionAmount"),
      .shipped("INTransferMoneyIntent.transactionScheduledDate"),
      .shipped("INTransferMoneyIntent.transactionNote"),
      .shipped("INTransferMoneyIntentResponse.fromAccount"),
      .shipped("INTransferMoneyIntentResponse.toAccount"),
      .shipped("INTransferMoneyIntentResponse.transactionAmount"),
      .shipped("INTransferMoneyIntentResponse.transactionScheduledDate"),
      .shipped("INTransferMoneyIntentResponse.transactionNote"),
      .shipped("INTransferMoneyIntentResponse.transferFee"),
    ],
    orderSource: sdkDeclarationOrder("INTransferMoneyIntent"))
}
