public import InteractionModel

/// One call the host made, with everything that answered it.
public struct HostStep: Hashable, Sendable {
  /// The call.
  public var call: ExtensionCall
  /// The object called, labelled by type and order of first appearance, such as
  /// `WorkoutViewController#2`; for a dispatch, the provider's type name.
  ///
  /// The host keeps every object it was given alive until the run ends, so two labels never
  /// name one object and one label never names two.
  public var instance: String
  /// The interaction a `configure` or `configureView` call passed; `nil` for the Intents
  /// extension's calls.
  ///
  /// For `configure` it may differ from the delivered interaction: a Maps card's update.
  public var interaction: Interaction?
  /// Every answer, in the order they came.
  ///
  /// The completion's calls, or a dispatch's return value. More than one means the completion was
  /// called more than once (`completion-repeated`).
  public var answers: [ExtensionAnswer]
  /// Whether the host stopped waiting before the first answer came.
  ///
  /// The inspector's `completion-missing`. Answers that came later, before the run ended, are
  /// still in ``answers``.
  public var timedOut: Bool
  /// On a `configureView` step, the parameters claimed by its first answer and every earlier
  /// step's first answer the host waited for (``ClaimedParameters``: a repeated answer claims
  /// nothing); empty on every other step.
  public var claimedAfter: Set<Parameter>

  /// Creates a step from its parts, each the property of the same name.
  public init(
    call: ExtensionCall, instance: String, answers: [ExtensionAnswer] = [], timedOut: Bool = false,
    claimedAfter: Set<Parameter> = [], interaction: Interaction? = nil
  ) {
    self.call = call
    self.interaction = interaction
    self.instance = instance
    self.answers = answers
    self.timedOut = timedOut
    self.claimedAfter = claimedAfter
  }

  /// The answer the host acted on: the first (later ones are reported, not used).
  public var answer: ExtensionAnswer? { answers.first }

  /// Whether the completion was called more than once.
  public var isRepeated: Bool { answers.count > 1 }

  /// Whether an answer came after the host had stopped waiting.
  public var arrivedLate: Bool { timedOut && !answers.isEmpty }
}
