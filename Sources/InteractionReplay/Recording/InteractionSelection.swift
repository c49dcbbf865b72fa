/// Which of a recording's interactions a replay re-drives.
public enum InteractionSelection: Hashable, Sendable, CustomStringConvertible {
  /// Every interaction.
  case all
  /// The interactions with these identifiers.
  case identifiers(Set<String>)
  /// The interactions whose first recorded call has a sequence number in this range.
  case sequences(ClosedRange<UInt64>)

  /// The interaction with this identifier.
  ///
  /// - Parameter identifier: The interaction's identifier.
  /// - Returns: ``identifiers(_:)`` with that one identifier.
  public static func interaction(_ identifier: String) -> InteractionSelection {
    .identifiers([identifier])
  }

  /// Whether the selection includes an interaction.
  ///
  /// - Parameter interaction: A recorded interaction.
  /// - Returns: `true` if it is selected.
  public func includes(_ interaction: RecordedInteraction) -> Bool {
    switch self {
    case .all:
      true
    case .identifiers(let identifiers):
      interaction.identifier.map(identifiers.contains) ?? false
    case .sequences(let range):
      interaction.firstSequence.map(range.contains) ?? false
    }
  }

  /// The selection in words, as reports name it, such as `interaction S1` or
  /// `sequence numbers 3...9`.
  public var description: String {
    switch self {
    case .all: "all interactions"
    case .identifiers(let identifiers):
      "interaction \(identifiers.sorted().joined(separator: ", "))"
    case .sequences(let range): "sequence numbers \(range.lowerBound)...\(range.upperBound)"
    }
  }
}
