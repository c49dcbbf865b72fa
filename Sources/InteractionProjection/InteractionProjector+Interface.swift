import InteractionLog
import InteractionModel

extension InteractionProjector {
  /// An `interaction` event: starts the interaction (linking its handling run), or adds a
  /// version to one whose calls or snapshot came first.
  mutating func noteSnapshot(
    _ snapshot: Interaction, key: String, of record: LogRecord,
    emit: (ProjectedInteraction) -> Void
  ) {
    if !interactions.contains(key) {
      startInteraction(key, file: record.file, snapshot: snapshot, emit: emit)
    }
    guard let slot = interactions.slot(of: key) else { return }
    let learnedClass = interactions[slot].projected.intentClass == nil
    // A version is kept only when something changed: the recorder writes one per change.
    if interactions[slot].projected.snapshots.last?.interaction != snapshot {
      interactions[slot].projected.snapshots.append(
        ProjectedSnapshot(
          interaction: snapshot, file: record.file, sequence: record.event.sequence))
      interactions[slot].files.insert(record.file)
      if learnedClass { interactions[slot].projected.intentClass = snapshot.intent.className }
    }
    if learnedClass {
      let ordinal = nextOrdinal(snapshot.intent.className)
      interactions[slot].projected.classOrdinal = ordinal
    }
    if interactions[slot].runID == nil, let candidate = handlingToLink(key: key, snapshot: snapshot)
    {
      switch candidate {
      case .waiting(let run):
        link(interaction: key, run: run)
      case .laterRuns(let run):
        // The interaction keeps its own place in the session.
        let place = (
          interactions[slot].projected.position, interactions[slot].projected.classOrdinal
        )
        if let split = splitLaterRuns(of: run, place: place) {
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
    if !interactions.contains(key) {
      startInteraction(key, file: file, snapshot: nil, emit: emit)
    }
    guard let slot = interactions.slot(of: key) else { return }
    let claimed = interactions[slot].claimed
    if let call = ProjectedCall(file: file, event: event, claimedAfter: claimed) {
      interactions[slot].projected.interface.append(call)
    }
    interactions[slot].files.insert(file)
    guard let callID = event.call else { return }
    let callKey = CallKey(file: file, call: callID)
    interactions[slot].callKeys.append(callKey)
    interactions[slot].openCalls += 1
    let index = interactions[slot].projected.interface.count - 1
    calls[callKey] = .interface(interaction: key, index: index)
  }

  /// A `configureViewCompletion` or `configureCompletion`; `false` when its call is not held.
  mutating func interfaceCompletion(_ record: LogRecord) -> Bool {
    let event = record.event
    guard let callID = event.call,
      case .interface(let key, let index)? = calls[CallKey(file: record.file, call: callID)],
      let slot = interactions.slot(of: key)
    else { return false }
    guard interactions[slot].projected.interface.indices.contains(index) else { return true }
    if interactions[slot].projected.interface[index].completions.isEmpty {
      interactions[slot].openCalls -= 1
    }
    if let completion = ProjectedCompletion(event) {
      interactions[slot].projected.interface[index].completions.append(completion)
    }
    guard case .configureViewCompletion(_, let claimed, _, _) = event.payload,
      interactions[slot].claimed.noteCompletion(ofCall: index + 1, claiming: claimed),
      !claimed.isEmpty
    else { return true }
    // The running set: what the last call so far shows as claimed after it. Only a call's
    // first completion claims (``ClaimedParameters``), as the simulated host counts it.
    if let last = interactions[slot].projected.interface.indices.last {
      let claimedAfter = interactions[slot].claimed
      interactions[slot].projected.interface[last].claimedAfter = claimedAfter
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
      if let slot = runs.slot(of: id) {
        intentClass = snapshot?.intent.className ?? runs[slot].run.intentClass
        place = (runs[slot].position, runs[slot].classOrdinal)
      } else {
        intentClass = snapshot?.intent.className
        place = allocatePosition(intentClass: intentClass)
      }
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
    interactions.insert(OpenInteraction(projected: projected, files: [file]), forKey: key)
    interfaceOrder[file, default: []].append(key)
    if let run { link(interaction: key, run: run) }
  }

  /// Ends the UI side of the calls of a file that named no interaction, if none waits;
  /// finishes the interactions whose both sides are over, and the oldest beyond the window
  /// whatever they wait for.
  private mutating func finishOlderInteractions(
    in file: String, emit: (ProjectedInteraction) -> Void
  ) {
    let keys = (interfaceOrder[file] ?? []).filter { interactions.contains($0) }
    var kept: [String] = []
    for (offset, key) in keys.enumerated() {
      // Found again for each: finishing an interaction moves another into its slot.
      guard let slot = interactions.slot(of: key) else { continue }
      let newer = keys.count - offset
      if key.isEmpty, interactions[slot].openCalls == 0 {
        interactions[slot].isInterfaceOver = true
      }
      if newer >= window || isReady(slot: slot) {
        finishInteraction(key, emit: emit)
      } else {
        kept.append(key)
      }
    }
    interfaceOrder[file] = kept
  }

  /// Whether the open interaction in `slot` may be finished: its UI side is over and its
  /// handling settled.
  private func isReady(slot: Int) -> Bool {
    guard interactions[slot].isInterfaceOver, let run = interactions[slot].runID else {
      return false
    }
    return isSettled(run)
  }

  /// Finishes, in their order in the session, the interactions that may be finished.
  mutating func finishReadyInteractions(emit: (ProjectedInteraction) -> Void) {
    // Keys, not slots: finishing one moves another into its slot. A loop, not a closure: a
    // closure that calls `isReady` would capture (copy) the projector.
    var ready: [(key: String, position: Int)] = []
    for slot in interactions.indices where isReady(slot: slot) {
      ready.append((interactions.keys[slot], interactions[slot].projected.position))
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
    for id in unlinkedRuns {
      if let slot = runs.slot(of: id), runs[slot].interactionID == key { return .waiting(id) }
    }
    guard let snapshot else { return nil }
    func isOfIntent(slot: Int) -> Bool {
      runs[slot].run.intentClass == snapshot.intent.className
        && runs[slot].run.intentIdentifier == snapshot.intent.identifier
    }
    for id in unlinkedRuns {
      if let slot = runs.slot(of: id), runs[slot].interactionID == nil, isOfIntent(slot: slot) {
        return .waiting(id)
      }
    }
    var withLaterRuns: Int?
    for slot in runs.indices
    where runs[slot].linkedTo != nil && !runs[slot].laterRuns.isEmpty && isOfIntent(slot: slot) {
      withLaterRuns = min(withLaterRuns ?? runs.keys[slot], runs.keys[slot])
    }
    return withLaterRuns.map { .laterRuns(of: $0) }
  }

  /// The oldest interaction that waits for a handling run of this intent: one whose snapshot's
  /// intent has this class and identifier, and no run yet.
  func interactionToLink(intentClass: String, identifier: String?) -> String? {
    var oldest: (key: String, position: Int)?
    for slot in interactions.indices where interactions[slot].runID == nil {
      guard let intent = interactions[slot].projected.snapshot?.intent,
        intent.className == intentClass && intent.identifier == identifier
      else { continue }
      let position = interactions[slot].projected.position
      if let oldest, oldest.position <= position { continue }
      oldest = (interactions.keys[slot], position)
    }
    return oldest?.key
  }

  /// Ties a handling run to an interaction.
  mutating func link(interaction key: String, run id: Int) {
    guard let slot = interactions.slot(of: key), let runSlot = runs.slot(of: id) else { return }
    let byIdentifier = runs[runSlot].interactionID == key
    runs[runSlot].linkedTo = key
    unlinkedRuns.removeAll { $0 == id }
    interactions[slot].runID = id
    interactions[slot].projected.link = byIdentifier ? .interactionIdentifier : .intent
    if interactions[slot].projected.intentClass == nil,
      let intentClass = runs[runSlot].run.intentClass
    {
      interactions[slot].projected.intentClass = intentClass
    }
  }
}
