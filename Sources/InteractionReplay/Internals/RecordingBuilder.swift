import InteractionHost
import InteractionLog
import InteractionModel
import InteractionProjection

/// Turns a recording's events, in the reader's merged order, into its interactions: the
/// projection the inspector stands on too, each call made a step with its recorded answers.
struct RecordingBuilder {
  private var projector = InteractionProjector()
  private var projected: [ProjectedInteraction] = []
  private(set) var sourceValues: [RecordedSourceValue] = []
  /// The roles of the processes whose events were read.
  private(set) var roles: Set<ProcessRole> = []

  mutating func add(_ record: LogRecord) {
    let event = record.event
    roles.insert(event.role)
    if case .sourceValue(let source, let value) = event.payload {
      sourceValues.append(
        RecordedSourceValue(
          source: source, value: value, sequence: event.sequence, file: record.file))
    }
    var finished: [ProjectedInteraction] = []
    projector.consume(record) { finished.append($0) }
    projected += finished
  }

  /// The interactions, in their order in the session.
  mutating func interactions() -> [RecordedInteraction] {
    var finished: [ProjectedInteraction] = []
    projector.finish { finished.append($0) }
    projected += finished
    return projected.sorted { $0.position < $1.position }.map(RecordedInteraction.init)
  }
}

extension RecordedInteraction {
  /// An interaction of the projection, its calls made steps.
  init(_ projected: ProjectedInteraction) {
    let handling = projected.handling.map(Self.steps) ?? []
    let intent =
      projected.snapshot?.intent ?? handling.lazy.compactMap(\.intent).first
      ?? Intent(className: projected.intentClass ?? "?", identifier: nil)
    self.init(
      identifier: projected.identifier, interaction: projected.snapshot, intent: intent,
      handling: handling,
      interface: projected.interface.compactMap { call in
        let shown = projected.snapshot(before: call.sequence, in: call.file)
        return RecordedStep(call, interaction: shown)
      }, isCutOff: projected.isTruncated)
  }

  /// A run's calls as steps, each resolve with the intent its handler was dispatched for (its
  /// event names only the parameter), else the run's.
  private static func steps(_ run: ProjectedRun) -> [RecordedStep] {
    let runIntent = run.calls.lazy.compactMap(\.method.intent).first
    return run.calls.compactMap { call in RecordedStep(call, intent: call.intent ?? runIntent) }
  }
}

extension RecordedStep {
  /// A call and its recorded answers; `nil` for a `configure` without the interaction it
  /// shows, which cannot be made again.
  ///
  /// Parameter sets are put in ascending order, as the host passes them, so that a recorded
  /// call and its replay compare equal whatever order the recorder wrote.
  init?(_ call: ProjectedCall, intent: Intent? = nil, interaction: Interaction? = nil) {
    var made = call.method
    if case .configureView(let parameters, let behavior, let context) = made {
      made = .configureView(
        parameters: parameters.sorted(), interactiveBehavior: behavior, context: context)
    }
    if case .configure = made, interaction == nil { return nil }
    let isInterface = made.isInterface
    let step = HostStep(
      call: made, instance: call.instance ?? "?",
      answers: call.completions.map { completion in
        guard case .view(let success, let claimed, let size) = completion.answer else {
          return completion.answer
        }
        return .view(success: success, claimed: claimed.sorted(), size: size)
      },
      timedOut: call.completions.isEmpty, claimedAfter: call.claimedAfter.parameters,
      interaction: isInterface ? interaction : nil)
    self.init(
      step: step, sequence: call.sequence, file: call.file, intent: isInterface ? nil : intent,
      interaction: isInterface ? interaction : nil)
  }
}
