import InteractionLog
import InteractionModel

extension InspectionFold {
  /// A `dispatch`, `resolve`, `confirm` or `handle` call.
  mutating func handlingCall(
    _ event: Event, file: String, at reference: EventReference, method: HandlingCall.Method,
    intent: Intent? = nil, parameter: String? = nil, emit: (InteractionReport) -> Void
  ) {
    let id = phase(for: event, file: file, method: method, intent: intent, emit: emit)
    let owner = phases[id]?.update { open -> CallOwner in
      if open.phase.intentClass == nil, let intent {
        open.phase.intentClass = intent.className
        open.phase.intentIdentifier = intent.identifier
      }
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
    if let identifier = event.interaction, phases[id]?.linkedTo == nil {
      phases[id]?.interactionID = identifier
      if interactions[identifier]?.phaseID == nil { link(interaction: identifier, phase: id) }
    }
  }

  /// A `dispatchCompletion`, `resolveCompletion`, `confirmCompletion` or `handleCompletion`.
  mutating func handlingCompletion(
    _ event: Event, file: String, _ completion: HandlingCompletion
  ) {
    guard let callID = event.call,
      case .handling(let id, let index)? = calls[CallKey(file: file, call: callID)],
      let open = phases[id], open.phase.calls.indices.contains(index)
    else {
      processes[file]?.unmatchedCompletions += 1
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
        open.isFinished = true
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
  }

  /// The phase a handling call belongs to, started if there is none (see ``InspectionFold``).
  private mutating func phase(
    for event: Event, file: String, method: HandlingCall.Method, intent: Intent?,
    emit: (InteractionReport) -> Void
  ) -> Int {
    if method != .dispatch, let instance = event.instance,
      let id = phaseByHandler[HandlerKey(file: file, instance: instance)], phases[id] != nil
    {
      return id
    }
    if let intent {
      let key = IntentKey(file: file, intentClass: intent.className, identifier: intent.identifier)
      if let id = phaseByIntent[key], let open = phases[id], !open.isFinished { return id }
      return startPhase(key, file: file, emit: emit)
    }
    if let id = latestPhaseInFile[file], let open = phases[id], !open.isFinished { return id }
    return startPhase(IntentKey(file: file), file: file, emit: emit)
  }

  private mutating func startPhase(
    _ key: IntentKey, file: String, emit: (InteractionReport) -> Void
  ) -> Int {
    let id = nextPhaseID
    nextPhaseID += 1
    let place = allocatePosition(intentClass: key.intentClass)
    phases[id] = OpenPhase(
      position: place.position, classOrdinal: place.ordinal,
      phase: HandlingPhase(
        intentClass: key.intentClass, intentIdentifier: key.identifier, file: file),
      key: key)
    phaseByIntent[key] = id
    latestPhaseInFile[file] = id
    unlinkedPhases.append(id)
    while unlinkedPhases.count > configuration.window {
      finishPhase(unlinkedPhases.removeFirst(), emit: emit)
    }
    return id
  }
}

extension IntentKey {
  /// The key of calls whose intent is not known.
  init(file: String) {
    self.init(file: file, intentClass: nil, identifier: nil)
  }
}
