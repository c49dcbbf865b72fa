import InteractionLog
import InteractionModel

extension InspectionFold {
  /// A `dispatch`, `resolve`, `confirm` or `handle` call.
  mutating func handlingCall(
    _ event: Event, file: String, at reference: EventReference, method: HandlingCall.Method,
    intent: Intent? = nil, parameter: String? = nil, emit: (InteractionReport) -> Void
  ) {
    let (id, beginsRun) = phase(
      for: event, file: file, method: method, intent: intent, emit: emit)
    var learnedIntent = false
    let owner = phases[id]?.update { open -> CallOwner in
      if open.phase.intentClass == nil, let intent {
        open.phase.intentClass = intent.className
        open.phase.intentIdentifier = intent.identifier
        learnedIntent = true
      }
      if beginsRun {
        open.laterRuns.append(open.phase.calls.count)
        open.handleCame = false
      }
      if method == .handle { open.handleCame = true }
      let handlerType = method == .dispatch ? nil : event.instance.flatMap { open.handlerTypes[$0] }
      open.phase.calls.append(
        HandlingCall(
          index: open.phase.calls.count + 1, method: method, instance: event.instance,
          handlerType: handlerType, parameter: parameter, event: reference, callID: event.call))
      if let callID = event.call {
        open.callKeys.append(CallKey(file: file, call: callID))
        open.openCalls += 1
      }
      return .handling(phase: id, index: open.phase.calls.count - 1)
    }
    if let callID = event.call, let owner { calls[CallKey(file: file, call: callID)] = owner }
    processes[file]?.calls += 1
    guard phases[id]?.linkedTo == nil else { return }
    if let identifier = event.interaction {
      phases[id]?.interactionID = identifier
      if interactions[identifier]?.phaseID == nil { link(interaction: identifier, phase: id) }
    } else if learnedIntent, let intent,
      let waiting = interactionToLink(intentClass: intent.className, identifier: intent.identifier)
    {
      // A run that began with a resolve learns its intent here; its own place in the session
      // stays unused.
      link(interaction: waiting, phase: id)
    }
  }

  /// A `dispatchCompletion`, `resolveCompletion`, `confirmCompletion` or `handleCompletion`.
  mutating func handlingCompletion(
    _ event: Event, file: String, _ completion: HandlingCompletion,
    emit: (InteractionReport) -> Void
  ) {
    guard let callID = event.call,
      case .handling(let id, let index)? = calls[CallKey(file: file, call: callID)],
      let open = phases[id], open.phase.calls.indices.contains(index)
    else {
      unpairedCompletion(event, file: file)
      return
    }
    let call = open.phase.calls[index]
    let isFirst = call.completions.isEmpty
    phases[id]?.update { open in
      if isFirst { open.openCalls -= 1 }
      open.phase.calls[index].completions.append(completion)
      guard isFirst else { return }
      switch call.method {
      case .dispatch:
        if let handler = completion.handler, let type = completion.handlerType {
          open.handlerTypes[handler] = type
        } else {
          open.isFinished = true
        }
      case .handle:
        // Without an identifier the intent's identity is unknown: a later call of its class
        // begins another interaction.
        if open.key.intentClass == nil || open.key.identifier == nil { open.isFinished = true }
      case .resolve, .confirm:
        // A declined confirm ends the interaction for SiriKit, but a handle of the same intent
        // after it belongs here, where phase-order can see it.
        break
      }
    }
    if isFirst, call.method == .dispatch, let handler = completion.handler {
      phaseByHandler[HandlerKey(file: file, instance: handler)] = id
    }
    if call.method == .confirm, let type = call.handlerType { confirmingHandlerTypes.insert(type) }
    if isFirst, phases[id]?.linkedTo != nil { finishReadyInteractions(emit: emit) }
  }

  /// The run a handling call belongs to, started if there is none (see ``InspectionFold``), and
  /// whether the call begins another run of an intent already handled.
  private mutating func phase(
    for event: Event, file: String, method: HandlingCall.Method, intent: Intent?,
    emit: (InteractionReport) -> Void
  ) -> (id: Int, beginsRun: Bool) {
    if method != .dispatch, let instance = event.instance,
      let id = phaseByHandler[HandlerKey(file: file, instance: instance)], phases[id] != nil
    {
      return (id, false)
    }
    if let intent {
      let key = IntentKey(file: file, intentClass: intent.className, identifier: intent.identifier)
      if let id = phaseByIntent[key], let open = phases[id], !open.isFinished,
        event.interaction == nil || open.interactionID == nil
          || event.interaction == open.interactionID
      {
        guard open.handleCame else { return (id, false) }
        // The intent was handled: this is the same interaction, unless an interaction of the
        // intent waits for its handling (or the run has had its fill of later runs).
        let waiting = interactionToLink(
          intentClass: intent.className, identifier: intent.identifier)
        if waiting == nil, open.laterRuns.count < configuration.window { return (id, true) }
      }
      return (startPhase(key, file: file, naming: event.interaction, emit: emit), false)
    }
    if let id = latestPhaseInFile[file], let open = phases[id], !open.isFinished {
      return (id, false)
    }
    return (startPhase(IntentKey(file: file), file: file, emit: emit), false)
  }

  /// Starts a run: joined at once to the interaction its events name, or else to the oldest
  /// interaction of its intent that waits for its handling, in that interaction's place; else
  /// waiting itself, in the session's place of its first event.
  private mutating func startPhase(
    _ key: IntentKey, file: String, naming interaction: String? = nil,
    emit: (InteractionReport) -> Void
  ) -> Int {
    let id = nextPhaseID
    nextPhaseID += 1
    let waiting: String?
    if let interaction {
      waiting = interactions[interaction].flatMap { $0.phaseID == nil ? interaction : nil }
    } else {
      waiting = key.intentClass.flatMap {
        interactionToLink(intentClass: $0, identifier: key.identifier)
      }
    }
    let place: (position: Int, ordinal: Int)
    if let waiting, let open = interactions[waiting] {
      place = (open.report.position, open.report.classOrdinal)
    } else {
      place = allocatePosition(intentClass: key.intentClass)
    }
    phases[id] = OpenPhase(
      position: place.position, classOrdinal: place.ordinal,
      phase: HandlingPhase(
        intentClass: key.intentClass, intentIdentifier: key.identifier, file: file),
      key: key)
    phases[id]?.interactionID = interaction
    phaseByIntent[key] = id
    latestPhaseInFile[file] = id
    lastStartedPhase[file] = id
    if let waiting {
      link(interaction: waiting, phase: id)
    } else {
      unlinkedPhases.append(id)
      while unlinkedPhases.count > configuration.window {
        finishPhase(unlinkedPhases.removeFirst(), emit: emit)
      }
    }
    // The file's older runs are settled now, once no call of theirs waits.
    finishReadyInteractions(emit: emit)
    return id
  }

  /// Whether a run can get no more calls that matter to its interaction: none of its calls
  /// waits and a newer run started in its file, or it was finished, or its file ended.
  func isSettled(_ id: Int) -> Bool {
    guard let open = phases[id] else { return true }
    let file = open.phase.file
    if endedFiles.contains(file) { return true }
    return open.openCalls == 0 && (open.isFinished || (lastStartedPhase[file] ?? id) > id)
  }

  /// Moves the later runs of a run (see ``OpenPhase/laterRuns``) into a run of their own, for a
  /// second interaction of the intent that claims them.
  ///
  /// - Parameters:
  ///   - id: The run whose later runs move.
  ///   - place: The new run's position and ordinal in the session.
  /// - Returns: The new run's id, not linked yet.
  mutating func splitLaterRuns(of id: Int, place: (position: Int, ordinal: Int)) -> Int? {
    guard var first = phases[id], let start = first.laterRuns.first else { return nil }
    let newID = nextPhaseID
    nextPhaseID += 1
    let file = first.phase.file
    var later = OpenPhase(
      position: place.position, classOrdinal: place.ordinal,
      phase: HandlingPhase(
        intentClass: first.phase.intentClass, intentIdentifier: first.phase.intentIdentifier,
        file: file),
      key: first.key)
    later.isFinished = first.isFinished
    later.handleCame = first.handleCame
    later.laterRuns = first.laterRuns.dropFirst().map { $0 - start }
    first.laterRuns = []
    first.handleCame = true
    var moved: Set<CallKey> = []
    for (offset, var call) in first.phase.calls[start...].enumerated() {
      call.index = offset + 1
      later.phase.calls.append(call)
      if let callID = call.callID {
        let key = CallKey(file: file, call: callID)
        moved.insert(key)
        later.callKeys.append(key)
        calls[key] = .handling(phase: newID, index: offset)
        if call.completions.isEmpty { later.openCalls += 1 }
      }
      if call.method == .dispatch, let handler = call.completions.first?.handler {
        later.handlerTypes[handler] = first.handlerTypes.removeValue(forKey: handler)
        phaseByHandler[HandlerKey(file: file, instance: handler)] = newID
      }
    }
    first.phase.calls.removeSubrange(start...)
    first.callKeys.removeAll { moved.contains($0) }
    first.openCalls -= later.openCalls
    phases[id] = first
    phases[newID] = later
    if phaseByIntent[first.key] == id { phaseByIntent[first.key] = newID }
    if latestPhaseInFile[file] == id { latestPhaseInFile[file] = newID }
    lastStartedPhase[file] = max(lastStartedPhase[file] ?? newID, newID)
    return newID
  }
}

extension IntentKey {
  /// The key of calls whose intent is not known.
  init(file: String) {
    self.init(file: file, intentClass: nil, identifier: nil)
  }
}
