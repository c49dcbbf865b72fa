public import InteractionModel

/// Why a delivery order given as text does not fit the interaction it is to replay: a parameter
/// that is not qualified or that the interaction never offered, a recorded set left out or given
/// twice, or a set the recording never offered.
///
/// The order a replay takes must hold each set the recording offered, as many times as it was
/// offered, and the empty set once (SiriKit always asks for it), in any order: otherwise the
/// replay checks another interaction than the recorded one, and may pass for it.
public struct OrderMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// The interaction's identifier.
  public var interaction: String
  /// The order as given.
  public var order: String
  /// What does not fit, a phrase each, such as `[INStartWorkoutIntent.workoutName] is missing`.
  public var problems: [String]
  /// The sets an order must hold, the empty set first and then the recorded rows in recorded
  /// order: the documented order.
  public var recordedSets: [Set<Parameter>]

  /// Creates a mismatch from its parts, each the property of the same name.
  public init(
    interaction: String, order: String, problems: [String], recordedSets: [Set<Parameter>]
  ) {
    self.interaction = interaction
    self.order = order
    self.problems = problems
    self.recordedSets = recordedSets
  }

  /// The interaction, the order, each problem, and the recorded sets as an order's text.
  public var description: String {
    "interaction \(interaction): the order '\(order)' does not fit the recording: "
      + problems.joined(separator: "; ") + "; the recorded sets: "
      + OrderText.text(recordedSets)
  }
}
