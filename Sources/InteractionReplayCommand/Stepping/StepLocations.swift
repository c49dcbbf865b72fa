import InteractionHost
import InteractionModel
import InteractionReplay

/// Where breakpoints can stop, resolved when they are set, as lldb resolves a breakpoint to its
/// locations: the replay's steps that match, known from the recording before the replay reaches
/// them.
///
/// In exact mode the steps are the recording's calls in the replay's order, so a step number is
/// known at once; in host and chaos mode the host's rules make the calls, so the steps of an
/// earlier run of the replay are used once there is one, and until then the recorded calls that
/// match, by file and sequence number.
struct StepLocations {
  /// A call the replay makes, or will make: its step number when known, its recorded place.
  struct Location {
    var step: Int?
    /// The call; `nil` for a finding's place, a step known only by its number.
    var call: ExtensionCall?
    var instance: String
    var intentClass: String?
    var recorded: (file: String, sequence: UInt64)?

    var description: String {
      if let step { return "step \(step)" }
      guard let recorded else { return "a call" }
      return "seq \(recorded.sequence) in \(recorded.file)"
    }
  }

  private var recordedCalls: [Location] = []
  /// The steps of the last whole run of the replay, when there was one.
  private(set) var replayedCalls: [Location]?
  /// The finding codes a replay can prove.
  let findingCodes: [String]

  /// The calls of a recording as a replay of `options` makes them.
  init(recording: Recording, options: ReplayOptions, subjects: ReplaySubjects) {
    let exact = options.mode == .exact
    var step = 0
    for interaction in recording.interactions(options.selection) {
      var steps: [RecordedStep] = []
      if subjects.makeProvider != nil { steps += interaction.handling }
      if subjects.makeController != nil { steps += interaction.interface }
      for recorded in steps {
        if let until = options.until, exact, recorded.sequence > until { continue }
        step += 1
        recordedCalls.append(
          Location(
            step: exact ? step : nil, call: recorded.step.call, instance: recorded.step.instance,
            intentClass: interaction.intent.className,
            recorded: (recorded.file, recorded.sequence)))
      }
    }
    findingCodes = FindingCode.catalogue.map(\.rawValue)
  }

  /// Learns the steps of a whole run of the replay: each step's call, in every mode.
  mutating func learn(_ steps: [ReplayedStep], intentClasses: [String?: String]) {
    replayedCalls = steps.compactMap { step in
      guard let replayed = step.replayed else { return nil }
      return Location(
        step: step.index, call: replayed.call, instance: replayed.instance,
        intentClass: intentClasses[step.interaction],
        recorded: step.recorded.map { ($0.file, $0.sequence) })
    }
  }

  /// The locations of a breakpoint's target; `nil` for a target whose places are found while
  /// replaying (`divergence`).
  func resolve(_ target: StepBreakpoint.Target, findingSteps: [String: Set<Int>]) -> [Location]? {
    let calls = replayedCalls ?? recordedCalls
    switch target {
    case .kind(let kind):
      return calls.filter { $0.call?.kindName == kind }
    case .parameter(let text):
      let spelling = ParameterSpelling(text)
      return calls.filter { location in
        location.call.map { spelling.matches($0, intentClass: location.intentClass) } ?? false
      }
    case .instance(let instance):
      return calls.filter { $0.instance == instance || $0.instance.hasPrefix(instance + "#") }
    case .finding(let code):
      guard let steps = findingSteps[code] else { return nil }
      return steps.sorted().map { step in
        calls.first { $0.step == step }
          ?? Location(step: step, call: nil, instance: "", intentClass: nil, recorded: nil)
      }
    case .divergence:
      return nil
    }
  }

  /// What the recording offers to break on, for a breakpoint that matches nothing.
  func candidates(for target: StepBreakpoint.Target) -> [String] {
    let calls = replayedCalls ?? recordedCalls
    switch target {
    case .kind: return StepBreakpoint.kinds
    case .parameter:
      var names: [String] = []
      for call in calls {
        if let name = call.call?.resolvedParameter {
          names.append(call.intentClass.map { "\($0).\(name)" } ?? name)
        }
        names += (call.call?.offeredParameters ?? []).map(\.description)
      }
      return Array(Set(names)).sorted()
    case .instance: return Array(Set(calls.map(\.instance))).sorted()
    case .finding: return findingCodes
    case .divergence: return []
    }
  }
}
