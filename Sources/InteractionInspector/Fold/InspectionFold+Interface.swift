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
    if interactions[key]?.phaseID == nil,
      let candidate = handlingToLink(key: key, snapshot: snapshot)
    {
      switch candidate {
      case .waiting(let phase):
        link(interaction: key, phase: phase)
      case .laterRuns(let phase):
        // The interaction keeps its own place in the session.
        let place = interactions[key].map { ($0.report.position, $0.report.classOrdinal) }
        if let place, let split = splitLaterRuns(of: phase, place: place) {
          link(interaction: key, phase: split)
          finishReadyInteractions(emit: emit)
        }
      }
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
      unpairedCompletion(event, file: file)
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

  /// A completion the fold cannot pair: late, when the file had its call (its interaction was
  /// finished already); a broken link, listed by the link check, when it had not.
  mutating func unpairedCompletion(_ event: Event, file: String) {
    guard let callID = event.call, links[file]?.hasSeenCall(callID) == true else { return }
    processes[file]?.lateCompletions += 1
  }

  /// Opens an interaction, joined to its handling run if that came first, then finishes the
  /// older ones of its file that may be finished.
  private mutating func startInteraction(
    _ key: String, file: String, snapshot: Interaction?, emit: (InteractionReport) -> Void
  ) {
    let intentClass: String?
    let place: (position: Int, ordinal: Int)
    var phase: Int?
    switch handlingToLink(key: key, snapshot: snapshot) {
    case .waiting(let id)?:
      // The interaction began with its handling: it takes the run's place in the session.
      phase = id
      intentClass = snapshot?.intent.className ?? phases[id]?.phase.intentClass
      place =
        phases[id].map { ($0.position, $0.classOrdinal) }
        ?? allocatePosition(intentClass: intentClass)
    case .laterRuns(let id)?:
      intentClass = snapshot?.intent.className
      place = allocatePosition(intentClass: intentClass)
      phase = splitLaterRuns(of: id, place: place)
    case nil:
      intentClass = snapshot?.intent.className
      place = allocatePosition(intentClass: intentClass)
    }
    let report = InteractionReport(
      position: place.position, intentClass: intentClass, classOrdinal: place.ordinal,
      identifier: key.isEmpty ? nil : key)
    finishOlderInteractions(in: file, emit: emit)
    interactions[key] = OpenInteraction(report: report, files: [file])
    interfaceOrder[file, default: []].append(key)
    if let phase { link(interaction: key, phase: phase) }
  }

  /// Ends the UI side of the interactions of a file that have no call waiting, finishing those
  /// whose handling is settled, and finishes the oldest beyond the window whatever they wait for.
  private mutating func finishOlderInteractions(
    in file: String, emit: (InteractionReport) -> Void
  ) {
    let keys = (interfaceOrder[file] ?? []).filter { interactions[$0] != nil }
    var kept: [String] = []
    for (offset, key) in keys.enumerated() {
      guard let open = interactions[key] else { continue }
      let newer = keys.count - offset
      if open.openCalls == 0 { interactions[key]?.isInterfaceOver = true }
      if newer >= configuration.window || isReady(key) {
        finishInteraction(key, emit: emit)
      } else {
        kept.append(key)
      }
    }
    interfaceOrder[file] = kept
  }

  /// Whether an interaction may be finished: its UI side is over and its handling settled.
  func isReady(_ key: String) -> Bool {
    guard let open = interactions[key], open.isInterfaceOver, let phase = open.phaseID else {
      return false
    }
    return isSettled(phase)
  }

  /// Finishes, in their order in the session, the interactions that may be finished.
  mutating func finishReadyInteractions(emit: (InteractionReport) -> Void) {
    let ready = interactions.filter { isReady($0.key) }
      .sorted { $0.value.report.position < $1.value.report.position }
    for (key, _) in ready { finishInteraction(key, emit: emit) }
  }

  /// Where an interaction's handling is, if it came first.
  enum HandlingCandidate {
    /// A run that waits for its interaction.
    case waiting(Int)
    /// The later runs of a run joined to an earlier interaction of the same intent.
    case laterRuns(of: Int)
  }

  /// The handling an interaction belongs to: the run whose events carry the interaction's
  /// identifier; else, given a snapshot, the oldest waiting run of the snapshot's intent (class
  /// and identifier), else the later runs of the oldest run of that intent that has some.
  func handlingToLink(key: String, snapshot: Interaction?) -> HandlingCandidate? {
    if let byIdentifier = unlinkedPhases.first(where: { phases[$0]?.interactionID == key }) {
      return .waiting(byIdentifier)
    }
    guard let snapshot else { return nil }
    func isOfIntent(_ open: OpenPhase) -> Bool {
      open.phase.intentClass == snapshot.intent.className
        && open.phase.intentIdentifier == snapshot.intent.identifier
    }
    let waiting = unlinkedPhases.first { id in
      guard let open = phases[id], open.interactionID == nil else { return false }
      return isOfIntent(open)
    }
    if let waiting { return .waiting(waiting) }
    let withLaterRuns = phases.filter { $0.value.linkedTo != nil && !$0.value.laterRuns.isEmpty }
      .filter { isOfIntent($0.value) }.map(\.key).min()
    return withLaterRuns.map { .laterRuns(of: $0) }
  }

  /// The oldest interaction that waits for a handling run of this intent: one whose snapshot's
  /// intent has this class and identifier, and no run yet.
  func interactionToLink(intentClass: String, identifier: String?) -> String? {
    interactions.filter { _, open in
      guard open.phaseID == nil, let intent = open.report.snapshot?.intent else { return false }
      return intent.className == intentClass && intent.identifier == identifier
    }.min { $0.value.report.position < $1.value.report.position }?.key
  }

  /// Ties a handling run to an interaction.
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
