import InteractionLog
import InteractionModel

extension InteractionProjector {
  /// An `interaction` event: starts the interaction (linking its handling run), or adds a
  /// version to one whose calls or snapshot came first.
  mutating func noteSnapshot(
    _ snapshot: Interaction, key: String, of record: LogRecord,
    emit: (ProjectedInteraction) -> Void
  ) {
    if interactions.index(forKey: key) == nil {
      startInteraction(key, file: record.file, snapshot: snapshot, emit: emit)
    }
    let learnedClass =
      interactions.withValue(forKey: key, { $0.projected.intentClass == nil }) ?? true
    interactions.withValue(forKey: key) { open in
      // A version is kept only when something changed: the recorder writes one per change.
      guard open.projected.snapshots.last?.interaction != snapshot else { return }
      open.projected.snapshots.append(
        ProjectedSnapshot(
          interaction: snapshot, file: record.file, sequence: record.event.sequence))
      open.files.insert(record.file)
      if learnedClass { open.projected.intentClass = snapshot.intent.className }
    }
    if learnedClass {
      let ordinal = nextOrdinal(snapshot.intent.className)
      interactions.withValue(forKey: key) { $0.projected.classOrdinal = ordinal }
    }
    if interactions.withValue(forKey: key, { $0.runID == nil }) ?? true,
      let candidate = handlingToLink(key: key, snapshot: snapshot)
    {
      switch candidate {
      case .waiting(let run):
        link(interaction: key, run: run)
      case .laterRuns(let run):
        // The interaction keeps its own place in the session.
        let place = interactions.withValue(forKey: key) {
          ($0.projected.position, $0.projected.classOrdinal)
        }
        if let place, let split = splitLaterRuns(of: run, place: place) {
          link(interaction: key, run: split)
          finishReadyInteractions(emit: emit)
        }
      }
    }
  }

  /// A `configureView` or `configure` call.
  mutating func interfaceCall(_ record: LogRecord, emit: (ProjectedInteraction) -> Void) {
    let event = record.event
    let file = record.file
    let key = event.interaction ?? ""
    if interactions.index(forKey: key) == nil {
      startInteraction(key, file: file, snapshot: nil, emit: emit)
    }
    let owner = interactions.withValue(forKey: key) { open -> CallOwner in
      if let call = ProjectedCall(file: file, event: event, claimedAfter: open.claimed) {
        open.projected.interface.append(call)
      }
      open.files.insert(file)
      if let callID = event.call {
        open.callKeys.append(CallKey(file: file, call: callID))
        open.openCalls += 1
      }
      return .interface(interaction: key, index: open.projected.interface.count - 1)
    }
    if let callID = event.call, let owner { calls[CallKey(file: file, call: callID)] = owner }
  }

  /// A `configureViewCompletion` or `configureCompletion`; `false` when its call is not held.
  mutating func interfaceCompletion(_ record: LogRecord) -> Bool {
    let event = record.event
    guard let callID = event.call,
      case .interface(let key, let index)? = calls[CallKey(file: record.file, call: callID)],
      interactions.index(forKey: key) != nil
    else { return false }
    interactions.withValue(forKey: key) { open in
      guard open.projected.interface.indices.contains(index) else { return }
      if open.projected.interface[index].completions.isEmpty { open.openCalls -= 1 }
      if let completion = ProjectedCompletion(event) {
        open.projected.interface[index].completions.append(completion)
      }
      guard case .configureViewCompletion(_, let claimed, _, _) = event.payload,
        open.claimed.noteCompletion(ofCall: index + 1, claiming: claimed), !claimed.isEmpty
      else { return }
      // The running set: what the last call so far shows as claimed after it. Only a call's
      // first completion claims (``ClaimedParameters``), as the simulated host counts it.
      if let last = open.projected.interface.indices.last {
        open.projected.interface[last].claimedAfter = open.claimed
      }
    }
    return true
  }

  /// Opens an interaction, joined to its handling run if that came first, then finishes the
  /// older ones of its file that may be finished.
  private mutating func startInteraction(
    _ key: String, file: String, snapshot: Interaction?, emit: (ProjectedInteraction) -> Void
  ) {
    let intentClass: String?
    let place: (position: Int, ordinal: Int)
    var run: Int?
    switch handlingToLink(key: key, snapshot: snapshot) {
    case .waiting(let id)?:
      // The interaction began with its handling: it takes the run's place in the session.
      run = id
      intentClass =
        snapshot?.intent.className ?? runs.withValue(forKey: id, { $0.run.intentClass }) ?? nil
      place =
        runs.withValue(forKey: id) { ($0.position, $0.classOrdinal) }
        ?? allocatePosition(intentClass: intentClass)
    case .laterRuns(let id)?:
      intentClass = snapshot?.intent.className
      place = allocatePosition(intentClass: intentClass)
      run = splitLaterRuns(of: id, place: place)
    case nil:
      intentClass = snapshot?.intent.className
      place = allocatePosition(intentClass: intentClass)
    }
    let projected = ProjectedInteraction(
      position: place.position, intentClass: intentClass, classOrdinal: place.ordinal,
      identifier: key.isEmpty ? nil : key)
    finishOlderInteractions(in: file, emit: emit)
    interactions[key] = OpenInteraction(projected: projected, files: [file])
    interfaceOrder[file, default: []].append(key)
    if let run { link(interaction: key, run: run) }
  }

  /// Ends the UI side of the calls of a file that named no interaction, if none waits;
  /// finishes the interactions whose both sides are over, and the oldest beyond the window
  /// whatever they wait for.
  private mutating func finishOlderInteractions(
    in file: String, emit: (ProjectedInteraction) -> Void
  ) {
    let keys = (interfaceOrder[file] ?? []).filter { interactions.index(forKey: $0) != nil }
    var kept: [String] = []
    for (offset, key) in keys.enumerated() {
      guard let openCalls = interactions.withValue(forKey: key, { $0.openCalls }) else { continue }
      let newer = keys.count - offset
      if key.isEmpty, openCalls == 0 {
        interactions.withValue(forKey: key) { $0.isInterfaceOver = true }
      }
      if newer >= window || isReady(key) {
        finishInteraction(key, emit: emit)
      } else {
        kept.append(key)
      }
    }
    interfaceOrder[file] = kept
  }

  /// Whether an interaction may be finished: its UI side is over and its handling settled.
  func isReady(_ key: String) -> Bool {
    guard let open = interactions[key] else { return false }
    return isReady(open)
  }

  /// Whether an open interaction may be finished: its UI side is over and its handling settled.
  private func isReady(_ open: OpenInteraction) -> Bool {
    guard open.isInterfaceOver, let run = open.runID else { return false }
    return isSettled(run)
  }

  /// Finishes, in their order in the session, the interactions that may be finished.
  mutating func finishReadyInteractions(emit: (ProjectedInteraction) -> Void) {
    // Keys and positions only: filtering the dictionary itself would copy every open one. A
    // loop, not a closure: a closure that calls `isReady` would capture (copy) the projector.
    var ready: [(key: String, position: Int)] = []
    for (key, open) in interactions where isReady(open) {
      ready.append((key, open.projected.position))
    }
    ready.sort { $0.position < $1.position }
    for (key, _) in ready { finishInteraction(key, emit: emit) }
  }

  /// Where an interaction's handling is, if it came first.
  enum HandlingCandidate {
    /// A run that waits for its interaction.
    case waiting(Int)
    /// The later parts of a run joined to an earlier interaction of the same intent.
    case laterRuns(of: Int)
  }

  /// The handling an interaction belongs to: the run whose events carry the interaction's
  /// identifier; else, given a snapshot, the oldest waiting run of the snapshot's intent (class
  /// and identifier), else the later parts of the oldest run of that intent that has some.
  func handlingToLink(key: String, snapshot: Interaction?) -> HandlingCandidate? {
    if let byIdentifier = unlinkedRuns.first(where: { runs[$0]?.interactionID == key }) {
      return .waiting(byIdentifier)
    }
    guard let snapshot else { return nil }
    func isOfIntent(_ open: OpenRun) -> Bool {
      open.run.intentClass == snapshot.intent.className
        && open.run.intentIdentifier == snapshot.intent.identifier
    }
    let waiting = unlinkedRuns.first { id in
      guard let open = runs[id], open.interactionID == nil else { return false }
      return isOfIntent(open)
    }
    if let waiting { return .waiting(waiting) }
    let withLaterRuns = runs.lazy
      .filter { $0.value.linkedTo != nil && !$0.value.laterRuns.isEmpty && isOfIntent($0.value) }
      .map(\.key).min()
    return withLaterRuns.map { .laterRuns(of: $0) }
  }

  /// The oldest interaction that waits for a handling run of this intent: one whose snapshot's
  /// intent has this class and identifier, and no run yet.
  func interactionToLink(intentClass: String, identifier: String?) -> String? {
    interactions.lazy.filter { _, open in
      guard open.runID == nil, let intent = open.projected.snapshot?.intent else { return false }
      return intent.className == intentClass && intent.identifier == identifier
    }.min { $0.value.projected.position < $1.value.projected.position }?.key
  }

  /// Ties a handling run to an interaction.
  mutating func link(interaction key: String, run id: Int) {
    guard interactions.index(forKey: key) != nil, runs.index(forKey: id) != nil else { return }
    let byIdentifier = runs.withValue(forKey: id, { $0.interactionID == key }) == true
    runs.withValue(forKey: id) { $0.linkedTo = key }
    unlinkedRuns.removeAll { $0 == id }
    interactions.withValue(forKey: key) { open in
      open.runID = id
      open.projected.link = byIdentifier ? .interactionIdentifier : .intent
    }
    if interactions.withValue(forKey: key, { $0.projected.intentClass == nil }) == true,
      case let intentClass?? = runs.withValue(forKey: id, { $0.run.intentClass })
    {
      interactions.withValue(forKey: key) { $0.projected.intentClass = intentClass }
    }
  }
}
