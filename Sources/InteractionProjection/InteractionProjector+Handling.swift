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
    guard let slot = runs.slot(of: id) else { return }
    var learnedIntent = false
    if runs[slot].run.intentClass == nil, let intent {
      runs[slot].run.intentClass = intent.className
      runs[slot].run.intentIdentifier = intent.identifier
      learnedIntent = true
    }
    if beginsPart {
      let start = runs[slot].run.calls.count
      runs[slot].laterRuns.append(start)
      runs[slot].handleCame = false
    }
    if event.kind == .handle { runs[slot].handleCame = true }
    if let call = ProjectedCall(file: file, event: event) { runs[slot].run.calls.append(call) }
    if let callID = event.call {
      let callKey = CallKey(file: file, call: callID)
      runs[slot].callKeys.append(callKey)
      runs[slot].openCalls += 1
      calls[callKey] = .handling(run: id, index: runs[slot].run.calls.count - 1)
    }
    guard runs[slot].linkedTo == nil else { return }
    if let identifier = event.interaction {
      runs[slot].interactionID = identifier
      if waitsForRun(identifier) { link(interaction: identifier, run: id) }
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
    guard let callID = event.call,
      case .handling(let id, let index)? = calls[CallKey(file: file, call: callID)],
      let slot = runs.slot(of: id), runs[slot].run.calls.indices.contains(index)
    else { return false }
    // Only what the update needs is read before it: a copy of the call held across it would
    // make appending the completion copy the call's completions.
    let kind = runs[slot].run.calls[index].kind
    let isFirst = runs[slot].run.calls[index].completions.isEmpty
    if isFirst { runs[slot].openCalls -= 1 }
    if let completion = ProjectedCompletion(event) {
      runs[slot].run.calls[index].completions.append(completion)
    }
    if isFirst {
      switch (kind, event.payload) {
      case (.dispatch, .dispatchCompletion(let handlerType)):
        if let handler = event.instance, let handlerType {
          runs[slot].handlerTypes[handler] = handlerType
        } else {
          runs[slot].isFinished = true
        }
      case (.handle, _):
        // Without an identifier the intent's identity is unknown: a later call of its class
        // begins another interaction.
        if runs[slot].key.intentClass == nil || runs[slot].key.identifier == nil {
          runs[slot].isFinished = true
        }
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
    if isFirst, runs[slot].linkedTo != nil {
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
      let id = runByHandler[HandlerKey(file: file, instance: instance)], runs.contains(id)
    {
      return (id, false)
    }
    if let intent {
      let key = IntentKey(file: file, intentClass: intent.className, identifier: intent.identifier)
      if let id = runByIntent[key], let slot = runs.slot(of: id), !runs[slot].isFinished,
        event.interaction == nil || runs[slot].interactionID == nil
          || event.interaction == runs[slot].interactionID
      {
        guard runs[slot].handleCame else { return (id, false) }
        // The intent was handled: this is the same interaction, unless an interaction of the
        // intent waits for its handling (or the run has had its fill of later parts).
        let waiting = interactionToLink(
          intentClass: intent.className, identifier: intent.identifier)
        if waiting == nil, runs[slot].laterRuns.count < window { return (id, true) }
      }
      return (startRun(key, file: file, naming: event.interaction, emit: emit), false)
    }
    if let id = latestRunInFile[file], let slot = runs.slot(of: id), !runs[slot].isFinished {
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
      waiting = waitsForRun(interaction) ? interaction : nil
    } else {
      waiting = key.intentClass.flatMap {
        interactionToLink(intentClass: $0, identifier: key.identifier)
      }
    }
    let place: (position: Int, ordinal: Int)
    if let waiting, let slot = interactions.slot(of: waiting) {
      place = (interactions[slot].projected.position, interactions[slot].projected.classOrdinal)
    } else {
      place = allocatePosition(intentClass: key.intentClass)
    }
    let startOrdinal = runsStarted[file, default: 0]
    runsStarted[file] = startOrdinal + 1
    var open = OpenRun(
      position: place.position, classOrdinal: place.ordinal,
      run: ProjectedRun(
        intentClass: key.intentClass, intentIdentifier: key.identifier, file: file),
      key: key, startOrdinal: startOrdinal)
    open.interactionID = interaction
    runs.insert(open, forKey: id)
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
    guard let slot = runs.slot(of: id) else { return true }
    let file = runs[slot].run.file
    if endedFiles.contains(file) { return true }
    let newer = runsStarted[file, default: 0] - 1 - runs[slot].startOrdinal
    return runs[slot].openCalls == 0 && (runs[slot].isFinished || newer >= window)
  }

  /// Whether the interaction under `key` is open and has no handling run yet.
  func waitsForRun(_ key: String) -> Bool {
    guard let slot = interactions.slot(of: key) else { return false }
    return interactions[slot].runID == nil
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
    guard let slot = runs.slot(of: id), let start = runs[slot].laterRuns.first,
      var first = runs.remove(id)
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
    runs.insert(first, forKey: id)
    runs.insert(later, forKey: newID)
    if runByIntent[first.key] == id { runByIntent[first.key] = newID }
    if latestRunInFile[file] == id { latestRunInFile[file] = newID }
    return newID
  }
}
