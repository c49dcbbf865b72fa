/// What the simulated host knows about one intent class: the order in which it resolves the
/// intent's parameters and the rows of the default interface it offers to `configureView`.
///
/// Apple documents neither order (D2, R13), so every entry says in ``orderSource``
/// where its orders come from; the inspector quotes it when a recording's order differs.
public struct CatalogEntry: Hashable, Sendable {
  /// The intent's class name, such as `INSendMessageIntent`.
  public var intentClass: String
  /// The class name of the intent's response, such as `INSendMessageIntentResponse`.
  public var responseClass: String
  /// The parameters SiriKit may resolve, in the order the host resolves them; a handler's
  /// parameters missing here are resolved after these, in the handler's order.
  public var resolvableParameters: [String]
  /// The rows of the default interface, top to bottom.
  public var rows: [ParameterRow]
  /// Where the two orders come from, in a sentence.
  public var orderSource: String

  /// Creates an entry from its parts, each the property of the same name.
  public init(
    intentClass: String, responseClass: String, resolvableParameters: [String],
    rows: [ParameterRow], orderSource: String
  ) {
    self.intentClass = intentClass
    self.responseClass = responseClass
    self.resolvableParameters = resolvableParameters
    self.rows = rows
    self.orderSource = orderSource
  }
}
