/// Gives the expected order of an interaction: a catalog of intents (``CatalogOrders``), another
/// recording (``RecordingOrders``), or one's own.
public protocol ExpectedOrderSource: Sendable {
  /// The expected order for an interaction.
  ///
  /// - Parameter interaction: A finished interaction.
  /// - Returns: Its expected order, or `nil` when this source expects nothing of it.
  func expectedOrder(for interaction: InteractionReport) -> ExpectedOrder?
}
