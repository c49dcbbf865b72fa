import InteractionLog
import InteractionModel

extension InspectionFold {
  /// An `interaction` event: starts the interaction (linking its handling phase), or fills in
  /// the snapshot of one whose calls came first.
  mutating func noteSnapshot(
    _ snapshot: Interaction, key: String, file: String, at reference: EventReference,
    emit: (InteractionReport) -> Void
  ) {
    if interactions[key] == nil {
      startInteraction(key, file: file, snapshot: snapshot, emit: emit)
    }
    let learnedClass = interactions[key]?.report.intentClass == nil
    interactions[key]?.update { open in
      guard open.report.snapshot == nil else { return }
      open.report.snapshot = snapshot
      open.report.snapshotEvent = reference
      open.files.insert(file)
      if learnedClass { open.report.intentClass = snapshot.intent.className }
    }
    if learnedClass {
      let ordinal = nextOrdinal(snapshot.intent.className)
      interactions[key]?.report.classOrdinal = ordinal
    }
    if interactions[key]?.phaseID == nil, let phase = phaseToLink(key: key, snapshot: snapshot) {
      link(interaction: key, phase: phase)
    }
  }

  /// A `configureView` or `configure` call.
  mutating func interfaceCall(
    _ event: Event, file: String, at reference: EventReference, method: UICall.Method,
    offered: [Parameter]?, behavior: InteractiveBehavior?, context: HostedViewContext,
    emit: (InteractionReport) -> Void
  ) {
    let key = event.interaction ?? ""
    if interactions[key] == nil {
      startInteraction(key, file: file, snapshot: nil, emit: emit)
    }
    let owner = interactions[key]?.update { open -> CallOwner in
      let call = UICall(
        index: open.calls.count + 1, method: method, instance: event.instance, offered: offered,
        interactiveBehavior: behavior, context: context, event: reference, callID: event.call,
        claimedAfter: Array(open.claimed))
      open.calls.append(call)
      open.files.insert(file)
      if let callID = event.call {
        open.callKeys.append(CallKey(file: file, call: callID))
        open.openCalls += 1
      }
      return .interface(interaction: key, index: open.calls.count - 1)
    }
    if let callID = event.call, let owner { calls[CallKey(file: file, call: callID)] = owner }
    processes[file]?.calls += 1
  }

  /// A `configureViewCompletion` or `configureCompletion`.
  mutating func interfaceCompletion(_ event: Event, file: String, _ completion: UICompletion) {
    guard let callID = event.call,
      case .interface(let key, let index)? = calls[CallKey(file: file, call: callID)],
      interactions[key] != nil
    else {
      processes[file]?.unmatchedCompletions += 1
      return
    }
    interactions[key]?.update { open in
      guard open.calls.indices.contains(index) else { return }
      if open.calls[index].completions.isEmpty { open.openCalls -= 1 }
      open.calls[index].completions.append(completion)
      guard let claimed = completion.claimed, !claimed.isEmpty else { return }
      // The running set: what the last call so far shows as claimed after it.
      open.claimed.formUnion(claimed)
      if let last = open.calls.indices.last {
        open.calls[last].claimedAfter = open.claimed.sorted()
      }
    }
  }

  /// Opens an interaction, first finishing the older ones of its file that may be finished.
  private mutating func startInteraction(
    _ key: String, file: String, snapshot: Interaction?, emit: (InteractionReport) -> Void
  ) {
    finishOlderInteractions(in: file, emit: emit)
    let phase = phaseToLink(key: key, snapshot: snapshot)
    let intentClass = snapshot?.intent.className ?? phase.flatMap { phases[$0]?.phase.intentClass }
    let place: (position: Int, ordinal: Int)
    if let phase, let open = phases[phase] {
      // The interaction began with its handling: it takes the phase's place in the session.
      place = (open.position, open.classOrdinal)
    } else {
      place = allocatePosition(intentClass: intentClass)
    }
    let report = InteractionReport(
      position: place.position, intentClass: intentClass, classOrdinal: place.ordinal,
      identifier: key.isEmpty ? nil : key)
    interactions[key] = OpenInteraction(report: report, files: [file])
    interfaceOrder[file, default: []].append(key)
    if let phase { link(interaction: key, phase: phase) }
  }

  /// Finishes the interactions of a file that have no call waiting, and the oldest beyond the
  /// window whatever they wait for.
  private mutating func finishOlderInteractions(
    in file: String, emit: (InteractionReport) -> Void
  ) {
    let keys = interfaceOrder[file] ?? []
    var kept: [String] = []
    for (offset, key) in keys.enumerated() {
      guard let open = interactions[key] else { continue }
      let newer = keys.count - offset
      if open.openCalls == 0 || newer >= configuration.window {
        finishInteraction(key, emit: emit)
      } else {
        kept.append(key)
      }
    }
    interfaceOrder[file] = kept
  }

  /// The handling phase an interaction's snapshot belongs to: the one whose events carry the
  /// interaction's identifier, else (given a snapshot) the latest unlinked one of the same intent.
  mutating func phaseToLink(key: String, snapshot: Interaction?) -> Int? {
    let newestFirst = unlinkedPhases.reversed()
    if let byIdentifier = newestFirst.first(where: { phases[$0]?.interactionID == key }) {
      return byIdentifier
    }
    guard let snapshot else { return nil }
    return newestFirst.first { id in
      guard let open = phases[id], open.interactionID == nil else { return false }
      return open.phase.intentClass == snapshot.intent.className
        && open.phase.intentIdentifier == snapshot.intent.identifier
    }
  }

  /// Ties a handling phase to an interaction.
  mutating func link(interaction key: String, phase id: Int) {
    guard interactions[key] != nil, phases[id] != nil else { return }
    let byIdentifier = phases[id]?.interactionID == key
    phases[id]?.linkedTo = key
    unlinkedPhases.removeAll { $0 == id }
    interactions[key]?.update { open in
      open.phaseID = id
      open.report.link = byIdentifier ? .interactionIdentifier : .intent
    }
    if interactions[key]?.report.intentClass == nil, let intentClass = phases[id]?.phase.intentClass
    {
      interactions[key]?.report.intentClass = intentClass
    }
  }
}
