package import InteractionModel

/// One version of an interaction, as an `interaction` event recorded it.
package struct ProjectedSnapshot: Sendable {
  /// The interaction: its intent, response, status and direction.
  package var interaction: Interaction
  /// The file of the `interaction` event.
  package var file: String
  /// The event's sequence number in that file.
  package var sequence: UInt64

  package init(interaction: Interaction, file: String, sequence: UInt64) {
    self.interaction = interaction
    self.file = file
    self.sequence = sequence
  }
}
