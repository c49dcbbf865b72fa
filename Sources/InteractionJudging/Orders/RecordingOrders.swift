import InteractionModel

/// Expected orders taken from another recording: each interaction is expected to follow the
/// reference interaction with the same intent class and ``InteractionReport/classOrdinal``.
public struct RecordingOrders: ExpectedOrderSource {
  private let references: [Key: ExpectedOrder]

  private struct Key: Hashable, Sendable {
    var intentClass: String?
    var ordinal: Int
  }

  /// Takes the orders of a reference recording's retained interactions.
  ///
  /// - Parameters:
  ///   - reference: The reference recording's report, with its interactions retained.
  ///   - name: How findings name the reference, such as its path.
  public init(reference: SessionReport, name: String = "the reference recording") {
    var references: [Key: ExpectedOrder] = [:]
    for interaction in reference.interactions {
      let rows = interaction.interface?.configureViewCalls.compactMap { call -> [String]? in
        guard let offered = call.offered, !offered.isEmpty else { return nil }
        return offered.map(\.description)
      }
      let resolves = interaction.handling?.resolves.compactMap(\.parameter)
      let key = Key(intentClass: interaction.intentClass, ordinal: interaction.classOrdinal)
      references[key] = ExpectedOrder(
        interfaceRows: rows, resolveOrder: resolves,
        source:
          "\(name), \(interaction.intentClass ?? "interaction") #\(interaction.classOrdinal)")
    }
    self.references = references
  }

  /// The order of the reference interaction with the same intent class and ordinal.
  ///
  /// - Parameter interaction: A finished interaction.
  /// - Returns: The reference's order, or `nil` if the reference has no such interaction.
  public func expectedOrder(for interaction: InteractionReport) -> ExpectedOrder? {
    references[Key(intentClass: interaction.intentClass, ordinal: interaction.classOrdinal)]
  }
}
