import InteractionModel

/// Builds a ``HostTranscript`` step by step, filling each step's answers from its completion slot
/// at the end, so that answers arriving after the host moved on still appear.
struct TranscriptBuilder {
  private var steps: [HostStep] = []
  private var slots: [Int: CompletionSlot] = [:]

  /// Appends a step.
  ///
  /// - Parameters:
  ///   - step: The step, without the answers its slot will collect.
  ///   - slot: The slot that collects the step's answers, if the call has a completion.
  /// - Returns: The step's position, for ``update(_:with:)``.
  mutating func append(_ step: HostStep, slot: CompletionSlot? = nil) -> Int {
    steps.append(step)
    slots[steps.count - 1] = slot
    return steps.count - 1
  }

  /// Changes a step already appended.
  ///
  /// - Parameters:
  ///   - position: The position ``append(_:slot:)`` returned.
  ///   - change: Edits the step in place, such as marking it timed out.
  mutating func update(_ position: Int, with change: (inout HostStep) -> Void) {
    change(&steps[position])
  }

  /// The transcript, with every answer the slots have collected so far.
  ///
  /// - Parameters:
  ///   - interaction: The run's interaction.
  ///   - outcome: How the run ended.
  /// - Returns: The steps in the order appended, each with the answers its slot holds now.
  func transcript(interaction: Interaction?, outcome: HostOutcome) -> HostTranscript {
    var steps = steps
    for (position, slot) in slots {
      steps[position].answers = slot.answers
    }
    return HostTranscript(steps: steps, interaction: interaction, outcome: outcome)
  }
}
