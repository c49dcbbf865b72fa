public import InteractionModel

/// A later version of an interaction: the recorder wrote its snapshot again because its intent,
/// response or handling status changed under the same identifier (a ride's status as Maps
/// updates it).
public struct SnapshotVersion: Hashable, Codable, Sendable {
  /// The interaction as this version shows it.
  public var snapshot: Interaction
  /// The `interaction` event that wrote it.
  public var event: EventReference

  /// A version, from its parts.
  public init(snapshot: Interaction, event: EventReference) {
    self.snapshot = snapshot
    self.event = event
  }
}
