import InteractionLog
import InteractionModel

extension InteractionProjector {
  /// A `dispatch`, `resolve`, `confirm` or `handle` call.
  mutating func handlingCall(
    _ record: LogRecord, intent: Intent?, emit: (ProjectedInteraction) -> Void
  ) {
    let event = record.event
    let file = record.file
    let isDispatch = event.kind == .dispatch
    let (id, beginsPart) = run(
      for: event, file: file, isDispatch: isDispatch, intent: intent, emit: emit)
    var learnedIntent = false
    let owner = runs.withValue(forKey: id) { open -> CallOwner in
      if open.run.intentClass == nil, let intent {
        open.run.intentClass = intent.className
        open.run.intentIdentifier = intent.identifier
        learnedIntent = true
      }
      if beginsPart {
        open.laterRuns.append(open.run.calls.count)
        open.handleCame = false
      }
      if event.kind == .handle { open.handleCame = true }
      if let call = ProjectedCall(file: file, event: event) { open.run.calls.append(call) }
      if let callID = event.call {
        open.callKeys.append(CallKey(file: file, call: callID))
        open.openCalls += 1
      }
      return .handling(run: id, index: open.run.calls.count - 1)
    }
    if let callID = event.call, let owner { calls[CallKey(file: file, call: callID)] = owner }
    guard runs.withValue(forKey: id, { $0.linkedTo == nil }) ?? true else { return }
    if let identifier = event.interaction {
      runs.withValue(forKey: id) { $0.interactionID = identifier }
      if interactions.withValue(forKey: identifier, { $0.runID == nil }) ?? true {
        link(interaction: identifier, run: id)
      }
    } else if learnedIntent, let intent,
      let waiting = interactionToLink(intentClass: intent.className, identifier: intent.identifier)
    {
      // A run that began with a resolve learns its intent here; its own place in the session
      // stays unused.
      link(interaction: waiting, run: id)
    }
  }

  /// A `dispatchCompletion`, `resolveCompletion`, `confirmCompletion` or `handleCompletion`;
  /// `false` when its call is not held.
  mutating func handlingCompletion(
    _ record: LogRecord, emit: (ProjectedInteraction) -> Void
  ) -> Bool {
    let event = record.event
    let file = record.file
    // Only what the call's completion needs is read before the update: a copy of the run or of
    // the call held across it would make appending the completion copy all the run's calls.
    guard let callID = event.call,
      case .handling(let id, let index)? = calls[CallKey(file: file, call: callID)],
      case (let kind, let isFirst)?? = runs.withValue(
        forKey: id,
        { open in
          open.run.calls.indices.contains(index)
            ? (open.run.calls[index].kind, open.run.calls[index].completions.isEmpty) : nil
        })
    else { return false }
    runs.withValue(forKey: id) { open in
      if isFirst { open.openCalls -= 1 }
      if let completion = ProjectedCompletion(event) {
        open.run.calls[index].completions.append(completion)
      }
      guard isFirst else { return }
      switch (kind, event.payload) {
      case (.dispatch, .dispatchCompletion(let handlerType)):
        if let handler = event.instance, let handlerType {
          open.handlerTypes[handler] = handlerType
        } else {
          open.isFinished = true
        }
      case (.handle, _):
        // Without an identifier the intent's identity is unknown: a later call of its class
        // begins another interaction.
        if open.key.intentClass == nil || open.key.identifier == nil { open.isFinished = true }
      default:
        // A declined confirm ends the interaction for SiriKit, but a handle of the same intent
        // after it belongs here, where the inspector's phase-order can see it.
        break
      }
    }
    if isFirst, kind == .dispatch, case .dispatchCompletion(_?) = event.payload,
      let handler = event.instance
    {
      runByHandler[HandlerKey(file: file, instance: handler)] = id
    }
    if isFirst, runs.withValue(forKey: id, { $0.linkedTo != nil }) == true {
      finishReadyInteractions(emit: emit)
    }
    return true
  }

  /// The run a handling call belongs to, started if there is none (see
  /// ``InteractionProjector``), and whether the call begins another part of an intent already
  /// handled.
  private mutating func run(
    for event: Event, file: String, isDispatch: Bool, intent: Intent?,
    emit: (ProjectedInteraction) -> Void
  ) -> (id: Int, beginsPart: Bool) {
    if !isDispatch, let instance = event.instance,
      let id = runByHandler[HandlerKey(file: file, instance: instance)],
      runs.index(forKey: id) != nil
    {
      return (id, false)
    }
    if let intent {
      let key = IntentKey(file: file, intentClass: intent.className, identifier: intent.identifier)
      if let id = runByIntent[key],
        let open = runs.withValue(
          forKey: id,
          {
            (
              isFinished: $0.isFinished, interactionID: $0.interactionID, handleCame: $0.handleCame,
              laterRuns: $0.laterRuns.count
            )
          }), !open.isFinished,
        event.interaction == nil || open.interactionID == nil
          || event.interaction == open.interactionID
      {
        guard open.handleCame else { return (id, false) }
        // The intent was handled: this is the same interaction, unless an interaction of the
        // intent waits for its handling (or the run has had its fill of later parts).
        let waiting = interactionToLink(
          intentClass: intent.className, identifier: intent.identifier)
        if waiting == nil, open.laterRuns < window { return (id, true) }
      }
      return (startRun(key, file: file, naming: event.interaction, emit: emit), false)
    }
    if let id = latestRunInFile[file], runs.withValue(forKey: id, { $0.isFinished }) == false {
      return (id, false)
    }
    return (startRun(IntentKey(file: file), file: file, emit: emit), false)
  }

  /// Starts a run: joined at once to the interaction its events name, or else to the oldest
  /// interaction of its intent that waits for its handling, in that interaction's place; else
  /// waiting itself, in the session's place of its first event.
  private mutating func startRun(
    _ key: IntentKey, file: String, naming interaction: String? = nil,
    emit: (ProjectedInteraction) -> Void
  ) -> Int {
    let id = nextRunID
    nextRunID += 1
    let waiting: String?
    if let interaction {
      waiting =
        interactions.withValue(forKey: interaction, { $0.runID == nil }) == true ? interaction : nil
    } else {
      waiting = key.intentClass.flatMap {
        interactionToLink(intentClass: $0, identifier: key.identifier)
      }
    }
    let place: (position: Int, ordinal: Int)
    if let waiting,
      let waitingPlace = interactions.withValue(
        forKey: waiting, { ($0.projected.position, $0.projected.classOrdinal) })
    {
      place = waitingPlace
    } else {
      place = allocatePosition(intentClass: key.intentClass)
    }
    let startOrdinal = runsStarted[file, default: 0]
    runsStarted[file] = startOrdinal + 1
    runs[id] = OpenRun(
      position: place.position, classOrdinal: place.ordinal,
      run: ProjectedRun(
        intentClass: key.intentClass, intentIdentifier: key.identifier, file: file),
      key: key, startOrdinal: startOrdinal)
    runs.withValue(forKey: id) { $0.interactionID = interaction }
    runByIntent[key] = id
    latestRunInFile[file] = id
    if let waiting {
      link(interaction: waiting, run: id)
    } else {
      unlinkedRuns.append(id)
      while unlinkedRuns.count > window {
        finishRun(unlinkedRuns.removeFirst(), emit: emit)
      }
    }
    // The file's older runs may be settled now.
    finishReadyInteractions(emit: emit)
    return id
  }

  /// Whether a run can get no more calls that matter to its interaction: none of its calls
  /// waits and it was finished or `window` newer runs started in its file; or its file ended.
  func isSettled(_ id: Int) -> Bool {
    guard let open = runs[id] else { return true }
    let file = open.run.file
    if endedFiles.contains(file) { return true }
    let newer = runsStarted[file, default: 0] - 1 - open.startOrdinal
    return open.openCalls == 0 && (open.isFinished || newer >= window)
  }

  /// Moves the later parts of a run (see ``OpenRun/laterRuns``) into a run of their own, for a
  /// second interaction of the intent that claims them.
  ///
  /// - Parameters:
  ///   - id: The run whose later parts move.
  ///   - place: The new run's position and ordinal in the session.
  /// - Returns: The new run's id, not linked yet.
  mutating func splitLaterRuns(of id: Int, place: (position: Int, ordinal: Int)) -> Int? {
    // Taken out while it changes, so that removing its later calls does not copy them all.
    guard case let start?? = runs.withValue(forKey: id, { $0.laterRuns.first }),
      var first = runs.removeValue(forKey: id)
    else {
      return nil
    }
    let newID = nextRunID
    nextRunID += 1
    let file = first.run.file
    var later = OpenRun(
      position: place.position, classOrdinal: place.ordinal,
      run: ProjectedRun(
        intentClass: first.run.intentClass, intentIdentifier: first.run.intentIdentifier,
        file: file),
      key: first.key, startOrdinal: first.startOrdinal)
    later.isFinished = first.isFinished
    later.handleCame = first.handleCame
    later.laterRuns = first.laterRuns.dropFirst().map { $0 - start }
    first.laterRuns = []
    first.handleCame = true
    for (offset, call) in first.run.calls[start...].enumerated() {
      later.run.calls.append(call)
      if let callID = call.callID {
        let key = CallKey(file: file, call: callID)
        later.callKeys.append(key)
        calls[key] = .handling(run: newID, index: offset)
        if call.completions.isEmpty { later.openCalls += 1 }
      }
      if call.kind == .dispatch, let handler = call.completions.first?.instance {
        later.handlerTypes[handler] = first.handlerTypes.removeValue(forKey: handler)
        runByHandler[HandlerKey(file: file, instance: handler)] = newID
      }
    }
    first.run.calls.removeSubrange(start...)
    // A run's call keys are its calls' ids in the calls' order, so the moved ones are the last;
    // an id the file repeats (a broken link) that also stands before them goes with them.
    assert(first.callKeys.suffix(later.callKeys.count).elementsEqual(later.callKeys))
    first.callKeys.removeLast(later.callKeys.count)
    if first.callKeys.contains(where: later.callKeys.contains) {
      first.callKeys.removeAll(where: later.callKeys.contains)
    }
    first.openCalls -= later.openCalls
    runs[id] = first
    runs[newID] = later
    if runByIntent[first.key] == id { runByIntent[first.key] = newID }
    if latestRunInFile[file] == id { latestRunInFile[file] = newID }
    return newID
  }
}
