extension IntentCatalog {
  /// The order in which the host resolves a handler's parameters.
  ///
  /// The catalog's order comes first, keeping only what the handler resolves (SiriKit calls only
  /// the resolve methods a handler implements); parameters the catalog does not list follow in the
  /// handler's order. A name is resolved once even if listed twice.
  ///
  /// - Parameters:
  ///   - intentClass: The intent's class name.
  ///   - declared: The handler's `IntentResolving.resolvableParameters`.
  /// - Returns: The parameter names, in the order to resolve them.
  public func resolveOrder(forIntentClass intentClass: String, declared: [String]) -> [String] {
    let implemented = Set(declared)
    let catalogOrder = (entries[intentClass]?.resolvableParameters ?? []).filter {
      implemented.contains($0)
    }
    var seen = Set<String>()
    return (catalogOrder + declared).filter { seen.insert($0).inserted }
  }

  /// The parameter sets of an interaction's default-interface rows, top to bottom, one per
  /// `configureView` call, without the empty set.
  ///
  /// - Parameter interaction: The interaction to show.
  /// - Returns: The sets in row order; none if the catalog has no entry for the intent.
  public func rows(for interaction: Interaction) -> [Set<Parameter>] {
    (entries[interaction.intent.className]?.rows ?? []).flatMap { $0.offers(in: interaction) }
  }
}
