import InteractionHost
package import InteractionLog
import InteractionModel

/// A replayed run as the recorder would have logged it, in memory: the events of every step, so
/// that the inspector's projection and rules see the replay as they see a recording.
///
/// The Intents UI extension's calls go to one file and the Intents extension's to another, as
/// the two processes log them (D8); each call event is followed by its completions, and each
/// interaction's snapshot comes before its first interface call. Both files end cleanly, so a
/// call without a completion is one that never came, not one a crash cut off.
package struct ReplayedRunLog: Hashable, Sendable {
  /// The in-memory file of the replayed interface calls.
  package static let interfaceFile = "replayed-ui-extension"
  /// The in-memory file of the replayed handling calls.
  package static let handlingFile = "replayed-intents-extension"

  /// Where an event stands: its file and sequence number.
  package struct Place: Hashable, Sendable {
    package var file: String
    package var sequence: UInt64
  }

  /// The events, in the order a reader of both files would hand them on.
  package private(set) var records: [LogRecord] = []
  /// The 1-based replay step each call and completion event stands for.
  package private(set) var stepByEvent: [Place: Int] = [:]
  private var sequences: [String: UInt64] = [:]
  private var nextCall: UInt64 = 1
  private var snapshots: [String: Interaction] = [:]

  /// Logs each replayed interaction's steps.
  ///
  /// - Parameters:
  ///   - steps: The run's steps.
  ///   - replayed: Each interaction replayed, with the positions of its steps in `steps`.
  init(steps: [ReplayedStep], replayed: [(interaction: RecordedInteraction, steps: Range<Int>)]) {
    for file in [Self.handlingFile, Self.interfaceFile] {
      append(
        .header(format: LogFormat.name, tool: "replay", platform: "replay", metadata: [:]),
        file: file)
    }
    for (interaction, range) in replayed {
      for position in range where steps.indices.contains(position) {
        log(steps[position], of: interaction)
      }
    }
    for file in [Self.handlingFile, Self.interfaceFile] {
      let events = sequences[file] ?? 0
      append(.end(events: events + 1, dropped: 0, errors: 0), file: file)
    }
  }

  private mutating func log(_ step: ReplayedStep, of interaction: RecordedInteraction) {
    guard let replayed = step.replayed else { return }
    let identifier = interaction.identifier
    let file = replayed.call.isInterface ? Self.interfaceFile : Self.handlingFile
    // A configure shows what it was given (a Maps card's update); configureView, the interaction.
    if case .configure = replayed.call, let shown = replayed.interaction {
      snapshot(shown, identifier: identifier)
    } else if replayed.call.isInterface {
      snapshot(interaction.shown, identifier: identifier)
    }
    let call = nextCall
    nextCall += 1
    let callPlace = append(
      EventPayload(replayed.call), file: file, interaction: identifier,
      instance: replayed.instance, call: call)
    stepByEvent[callPlace] = step.index
    for answer in replayed.answers {
      guard let completion = EventPayload(answer, of: replayed.call.kind, latency: nil) else {
        continue
      }
      let place = append(
        completion, file: file, interaction: identifier, instance: replayed.instance, call: call)
      stepByEvent[place] = step.index
    }
  }

  /// Logs the interaction's snapshot before the call that shows it, when it is new or changed
  /// (a Maps card's update).
  private mutating func snapshot(_ shown: Interaction, identifier: String?) {
    guard let identifier, snapshots[identifier] != shown else { return }
    snapshots[identifier] = shown
    append(.interaction(shown), file: Self.interfaceFile, interaction: identifier)
  }

  @discardableResult
  private mutating func append(
    _ payload: EventPayload, file: String, interaction: String? = nil, instance: String? = nil,
    call: UInt64? = nil
  ) -> Place {
    let sequence = (sequences[file] ?? 0) + 1
    sequences[file] = sequence
    // One clock for both files, ticking once per event: the merged order is the order logged.
    let tick = UInt64(records.count + 1)
    let event = Event(
      sequence: sequence, time: WallTime(microsecondsSinceEpoch: Int64(tick)),
      monotonicNanoseconds: tick * 1000, processID: file == Self.interfaceFile ? 2 : 1,
      role: file == Self.interfaceFile ? .uiExtension : .intentsExtension, thread: 1,
      session: "replay", interaction: interaction, instance: instance, call: call,
      payload: payload)
    records.append(LogRecord(event: event, inMemoryFile: file))
    return Place(file: file, sequence: sequence)
  }
}
