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
        let shown = projected.snapshot(before: call.event.sequence, in: call.file)
        return RecordedStep(call, interaction: shown)
      }, isCutOff: projected.isTruncated)
  }

  /// A run's calls as steps, each resolve with the intent its handler was dispatched for (its
  /// event names only the parameter), else the run's.
  private static func steps(_ run: ProjectedRun) -> [RecordedStep] {
    let runIntent = run.calls.lazy.compactMap(\.event.payload.handlingIntent).first
    var intentByHandler: [String: Intent] = [:]
    return run.calls.compactMap { call in
      let intent = call.event.payload.handlingIntent
      if let intent, let handler = call.completions.first?.instance,
        case .dispatchCompletion = call.completions.first?.payload
      {
        intentByHandler[handler] = intent
      }
      let known = intent ?? call.event.instance.flatMap { intentByHandler[$0] } ?? runIntent
      return RecordedStep(call, intent: known)
    }
  }
}

extension RecordedStep {
  /// A call and its recorded answers; `nil` for a `configure` without the interaction it
  /// shows, which cannot be made again.
  init?(_ call: ProjectedCall, intent: Intent? = nil, interaction: Interaction? = nil) {
    let event = call.event
    let hostCall: HostCall
    switch event.payload {
    case .dispatch(let intent): hostCall = .dispatch(intentClass: intent.className)
    case .resolve(let parameter, _): hostCall = .resolve(parameter: parameter)
    case .confirm: hostCall = .confirm
    case .handle: hostCall = .handle
    case .configure(let context):
      guard let interaction else { return nil }
      hostCall = .configure(interaction: interaction, context: context)
    case .configureView(let parameters, let behavior, let context):
      hostCall = .configureView(
        parameters: Set(parameters), interactiveBehavior: behavior, context: context)
    default:
      return nil
    }
    let step = HostStep(
      call: hostCall, instance: event.instance ?? "?",
      answers: call.completions.compactMap(\.payload.hostAnswer),
      timedOut: call.completions.isEmpty, claimedAfter: Set(call.claimedAfter))
    let isInterface = event.kind == .configure || event.kind == .configureView
    self.init(
      step: step, sequence: event.sequence, file: call.file, intent: isInterface ? nil : intent,
      interaction: isInterface ? interaction : nil)
  }
}

extension EventPayload {
  /// What a completion event answered.
  fileprivate var hostAnswer: HostAnswer? {
    switch self {
    case .dispatchCompletion(let handlerType): .handler(handlerType)
    case .resolveCompletion(_, let results, _): .resolution(results)
    case .confirmCompletion(let response, _), .handleCompletion(let response, _):
      .response(response)
    case .configureCompletion(let size, _): .size(size)
    case .configureViewCompletion(let success, let claimed, let size, _):
      .view(ConfigureViewResult(success: success, claimed: Set(claimed), desiredSize: size))
    default: nil
    }
  }
}
