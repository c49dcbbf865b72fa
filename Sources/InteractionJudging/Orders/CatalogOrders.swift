public import InteractionModel

/// The expected orders of the simulated host's intent catalog, for the inspector's
/// `order-differs` rule: the rows of the default interface and the resolve order per intent.
///
/// ```swift
/// let configuration = InspectionConfiguration(expectedOrders: CatalogOrders(.standard))
/// ```
///
/// Apple documents neither order (R13); the finding quotes the entry's
/// `CatalogEntry.orderSource` so a reader knows what the expectation rests on.
public struct CatalogOrders: ExpectedOrderSource {
  /// The catalog the orders come from.
  public var catalog: IntentCatalog

  /// Takes the orders of a catalog.
  ///
  /// - Parameter catalog: The intents and their orders; the host's standard catalog by default.
  public init(_ catalog: IntentCatalog = .standard) {
    self.catalog = catalog
  }

  /// The catalog's order for an interaction's intent class.
  ///
  /// The rows are the catalog's for the interaction's snapshot (rows without a value, and the
  /// elements of `[]` rows, as the host offers them); the resolve order is the catalog's, with
  /// parameters it does not list after, in the recorded order.
  ///
  /// - Parameter interaction: A finished interaction.
  /// - Returns: The order, or `nil` when the catalog has no entry for the intent class.
  public func expectedOrder(for interaction: InteractionReport) -> ExpectedOrder? {
    guard let intentClass = interaction.intentClass, let entry = catalog[intentClass: intentClass]
    else { return nil }
    let rows = interaction.snapshot.map { snapshot in
      catalog.rows(for: snapshot).map { $0.map(\.description).sorted() }
    }
    let resolved = interaction.handling?.resolves.compactMap(\.parameter) ?? []
    return ExpectedOrder(
      interfaceRows: rows,
      resolveOrder: catalog.resolveOrder(forIntentClass: intentClass, declared: resolved),
      source: "the host's catalog (\(entry.orderSource))")
  }
}
