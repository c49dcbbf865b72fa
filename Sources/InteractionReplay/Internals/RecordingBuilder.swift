import InteractionHost
import InteractionLog
import InteractionModel

/// Folds a recording's events, in the reader's merged order, into its interactions.
struct RecordingBuilder {
  private struct FileKey: Hashable {
    var file: String
    var name: String
  }

  private enum Side {
    case handling
    case interface(interaction: String)
  }

  private struct Entry {
    var recorded: RecordedStep
    var side: Side
    /// The position of the call event in the merged stream.
    var position: Int
  }

  private var entries: [Entry] = []
  private var entryByCall: [FileKey: Int] = [:]
  private var intentByHandler: [FileKey: Intent] = [:]
  private var snapshots: [String: (interaction: Interaction, position: Int)] = [:]
  private var position = 0
  private(set) var sourceValues: [RecordedSourceValue] = []

  mutating func add(_ record: LogRecord) {
    position += 1
    let event = record.event
    let file = record.file
    let callKey = event.call.map { FileKey(file: file, name: String($0)) }
    let instance = event.instance ?? "?"

    func begin(
      _ call: HostCall, _ side: Side, intent: Intent? = nil, interaction: Interaction? = nil
    ) {
      let step = HostStep(call: call, instance: instance, timedOut: true)
      entries.append(
        Entry(
          recorded: RecordedStep(
            step: step, sequence: event.sequence, file: file, intent: intent,
            interaction: interaction),
          side: side, position: position))
      if let callKey { entryByCall[callKey] = entries.count - 1 }
    }

    func shown() -> (Side, Interaction?)? {
      guard let identifier = event.interaction else { return nil }
      return (.interface(interaction: identifier), snapshots[identifier]?.interaction)
    }

    switch event.payload {
    case .interaction(let interaction):
      if snapshots[interaction.identifier] == nil {
        snapshots[interaction.identifier] = (interaction, position)
      }
    case .dispatch(let intent):
      begin(.dispatch(intentClass: intent.className), .handling, intent: intent)
    case .resolve(let parameter, _):
      let intent = intentByHandler[FileKey(file: file, name: instance)]
      begin(.resolve(parameter: parameter), .handling, intent: intent)
    case .confirm(let intent):
      begin(.confirm, .handling, intent: intent)
    case .handle(let intent):
      begin(.handle, .handling, intent: intent)
    case .configure(let context):
      guard let (side, interaction) = shown(), let interaction else { return }
      begin(.configure(interaction: interaction, context: context), side, interaction: interaction)
    case .configureView(let parameters, let behavior, let context):
      guard let (side, interaction) = shown() else { return }
      begin(
        .configureView(
          parameters: Set(parameters), interactiveBehavior: behavior, context: context),
        side, interaction: interaction)
    case .dispatchCompletion(let handlerType):
      answer(callKey, .handler(handlerType))
      // The handler instance now stands for the dispatched intent: its resolve events carry
      // only the parameter.
      if let callKey, let index = entryByCall[callKey], let intent = entries[index].recorded.intent,
        let handler = event.instance
      {
        intentByHandler[FileKey(file: file, name: handler)] = intent
      }
    case .resolveCompletion(_, let results, _):
      answer(callKey, .resolution(results))
    case .confirmCompletion(let response, _), .handleCompletion(let response, _):
      answer(callKey, .response(response))
    case .configureCompletion(let size, _):
      answer(callKey, .size(size))
    case .configureViewCompletion(let success, let claimed, let size, _):
      answer(
        callKey,
        .view(ConfigureViewResult(success: success, claimed: Set(claimed), desiredSize: size)))
    case .sourceValue(let source, let value):
      sourceValues.append(
        RecordedSourceValue(source: source, value: value, sequence: event.sequence, file: file))
    case .header, .end, .note, .error, .gap, .unknown:
      break
    }
  }

  private mutating func answer(_ callKey: FileKey?, _ answer: HostAnswer) {
    guard let callKey, let index = entryByCall[callKey] else { return }
    entries[index].recorded.step.answers.append(answer)
    entries[index].recorded.step.timedOut = false
  }

  /// The interactions, each handling run linked to the interaction that showed its intent.
  func interactions() -> [RecordedInteraction] {
    var ordered: [(position: Int, interaction: RecordedInteraction)] = []
    var indexByIdentifier: [String: Int] = [:]
    var runs = handlingRuns()
    // The runs not yet linked, per intent, in recorded order: linking stays linear in long
    // sessions.
    var unlinked: [IntentKey: [Int]] = [:]
    for (index, run) in runs.enumerated() {
      unlinked[IntentKey(run.intent), default: []].append(index)
    }

    for entry in entries {
      guard case .interface(let identifier) = entry.side else { continue }
      let index: Int
      if let found = indexByIdentifier[identifier] {
        index = found
      } else {
        let snapshot = snapshots[identifier]
        let intent = snapshot?.interaction.intent ?? Intent(className: "?", identifier: nil)
        var interaction = RecordedInteraction(
          identifier: identifier, interaction: snapshot?.interaction, intent: intent)
        var start = snapshot?.position ?? entry.position
        // The Intents extension handled the intent before the UI extension showed it.
        let key = IntentKey(intent)
        if let run = unlinked[key]?.first, runs[run].position < start {
          unlinked[key]?.removeFirst()
          interaction.handling = runs[run].steps
          start = min(start, runs[run].position)
          runs[run].steps = []
        }
        ordered.append((start, interaction))
        index = ordered.count - 1
        indexByIdentifier[identifier] = index
      }
      ordered[index].interaction.interface.append(entry.recorded)
    }
    for run in runs where !run.steps.isEmpty {
      ordered.append(
        (
          run.position,
          RecordedInteraction(
            identifier: nil, interaction: nil, intent: run.intent, handling: run.steps)
        ))
    }
    return ordered.sorted { $0.position < $1.position }.map { withClaims($0.interaction) }
  }

  /// An intent's class and identifier: what links the Intents extension's calls to the
  /// interaction that showed the intent.
  private struct IntentKey: Hashable {
    var className: String
    var identifier: String?

    init(_ intent: Intent) {
      className = intent.className
      identifier = intent.identifier
    }
  }

  private struct Run {
    var intent: Intent
    var position: Int
    var steps: [RecordedStep]
    var handled = false
  }

  /// The handling steps cut into runs: per file, one intent's dispatches and calls up to and
  /// including its handle.
  private func handlingRuns() -> [Run] {
    var runs: [Run] = []
    var open: [String: Int] = [:]
    for entry in entries {
      guard case .handling = entry.side, let intent = entry.recorded.intent else { continue }
      let file = entry.recorded.file
      if let index = open[file], !runs[index].handled,
        runs[index].intent.className == intent.className,
        runs[index].intent.identifier == intent.identifier
      {
        runs[index].steps.append(entry.recorded)
      } else {
        runs.append(Run(intent: intent, position: entry.position, steps: [entry.recorded]))
        open[file] = runs.count - 1
      }
      if case .handle = entry.recorded.step.call, let index = open[file] {
        runs[index].handled = true
      }
    }
    return runs
  }

  /// Fills each interface step's running claimed set, as the host keeps it.
  private func withClaims(_ interaction: RecordedInteraction) -> RecordedInteraction {
    var interaction = interaction
    var claimed = Set<Parameter>()
    for index in interaction.interface.indices {
      claimed.formUnion(interaction.interface[index].step.answer?.view?.claimed ?? [])
      interaction.interface[index].step.claimedAfter = claimed
    }
    return interaction
  }
}
