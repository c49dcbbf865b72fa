package import InteractionModel

/// SiriKit's delivery of an intent to an Intents extension: the one implementation of its rules,
/// which ``SimulatedHost/runIntents(_:provider:source:interactionIdentifier:direction:isolation:)``
/// runs in the catalog's resolve order and a replay's host and chaos modes run in a recording's.
///
/// A new handler serves every method call (D1): SiriKit often makes a copy of the handler per
/// call, and asking the provider each time is how those copies reach it, so a handler that keeps
/// state between calls shows it. The handler asked for first serves the first call. In order:
/// 1. resolve each parameter of the observer's order, one call each, except those whose method
///    the handler lacks (a handler that learns it only by calling, as the SiriKit bridge's on
///    Linux, ``OptionalIntentMethodProbing``, is called first and announced once it is known
///    the call was made);
/// 2. confirm, if the handler implements it (if not, that handler serves handle); an answer
///    other than `ready` ends the delivery (``HostOutcome/confirmDeclined(_:)``);
/// 3. handle.
///
/// From Maps (``IntentSource/maps``) only handle is called (R14). A provider that returns `nil`
/// ends the delivery (``HostOutcome/noHandler``). A completion that does not come within
/// ``timeout`` ends it (``HostOutcome/timedOut``) if the observer says so.
package struct IntentsDelivery: Sendable {
  /// Siri (resolve, confirm, handle) or Maps (handle only).
  package var source: IntentSource
  /// How long to wait for each completion, in seconds.
  package var timeout: Double
  /// How to wait for ``timeout``.
  package var sleep: HostOptions.Sleep

  /// Creates a delivery from its parts, each the property of the same name.
  package init(source: IntentSource, timeout: Double, sleep: @escaping HostOptions.Sleep) {
    self.source = source
    self.timeout = timeout
    self.sleep = sleep
  }

  /// Delivers an intent: the calls this delivery's rules make, in order, each announced to the
  /// observer before it is made and after it is answered.
  ///
  /// - Parameters:
  ///   - intent: The intent, which every resolve, confirm and handle call passes on.
  ///   - observer: Asks for the handlers and sees the calls.
  ///   - isolation: The caller's actor, on which the observer and the handlers are called;
  ///     completions may come on any thread.
  /// - Returns: How the delivery ended, and the response of the call that ended it (handle's,
  ///   or confirm's if it declined); `nil` if it ended without one.
  package func deliver<Observer: IntentsDeliveryObserver>(
    _ intent: Intent, to observer: inout Observer,
    isolation: isolated (any Actor)? = #isolation
  ) async -> (outcome: HostOutcome, response: IntentResponse?) {
    guard let first = observer.dispatch() else { return (.noHandler, nil) }
    // The handler not yet called, which serves the next call instead of a new one.
    var unused: (any IntentHandler)? = first
    func nextHandler(_ observer: inout Observer) -> (any IntentHandler)? {
      defer { unused = nil }
      return unused ?? observer.dispatch()
    }

    if source == .siri {
      let declared = (first as? any IntentResolving)?.resolvableParameters
      for name in observer.resolveOrder(declared: declared) {
        guard let handler = nextHandler(&observer) else { return (.noHandler, nil) }
        let call = ExtensionCall.resolve(parameter: name, value: intent[name])
        let slot = CompletionSlot()
        if let probing = handler as? any OptionalIntentMethodProbing {
          // Only the call tells whether the method exists: made first, announced if it ran.
          guard
            probing.resolveIfImplemented(
              parameter: name, for: intent,
              completion: { slot.complete(.resolution(parameter: name, results: $0)) })
          else {
            observer.lacksMethod(of: call, on: handler)
            // Not called, so this handler serves the next call.
            unused = handler
            continue
          }
          observer.willCall(call, on: handler, answeringInto: slot)
        } else if let resolving = handler as? any IntentResolving {
          observer.willCall(call, on: handler, answeringInto: slot)
          resolving.resolve(parameter: name, for: intent) {
            slot.complete(.resolution(parameter: name, results: $0))
          }
        } else {
          observer.lacksMethod(of: call, on: handler)
          continue
        }
        let answer = await slot.firstAnswer(within: timeout, sleep: sleep)
        observer.didCall(call, answer: answer)
        if answer == nil, observer.stopsAtTimeout { return (.timedOut, nil) }
      }

      guard let handler = nextHandler(&observer) else { return (.noHandler, nil) }
      let slot = CompletionSlot()
      if confirm(
        intent, on: handler, answeringInto: slot, observer: &observer, isolation: isolation)
      {
        let answer = await slot.firstAnswer(within: timeout, sleep: sleep)
        observer.didCall(.confirm(intent: intent), answer: answer)
        if let response = answer?.response {
          guard response.code.name == IntentResponse.Code.ready.name else {
            return (.confirmDeclined(response.code), response)
          }
        } else if observer.stopsAtTimeout {
          return (.timedOut, nil)
        }
      } else {
        // Not called, so this handler serves handle.
        unused = handler
      }
    }

    guard let handler = nextHandler(&observer) else { return (.noHandler, nil) }
    let slot = CompletionSlot()
    observer.willCall(.handle(intent: intent), on: handler, answeringInto: slot)
    handler.handle(intent: intent) { slot.complete(.response($0)) }
    let answer = await slot.firstAnswer(within: timeout, sleep: sleep)
    observer.didCall(.handle(intent: intent), answer: answer)
    guard let response = answer?.response else { return (.timedOut, nil) }
    return (.completed, response)
  }

  /// Calls `confirm` if the handler implements it, announced to the observer.
  ///
  /// - Returns: Whether the call was made.
  private func confirm<Observer: IntentsDeliveryObserver>(
    _ intent: Intent, on handler: any IntentHandler, answeringInto slot: CompletionSlot,
    observer: inout Observer, isolation: isolated (any Actor)?
  ) -> Bool {
    if let probing = handler as? any OptionalIntentMethodProbing {
      // Only the call tells whether the method exists: made first, announced if it ran.
      guard
        probing.confirmIfImplemented(intent: intent, completion: { slot.complete(.response($0)) })
      else { return false }
      observer.willCall(.confirm(intent: intent), on: handler, answeringInto: slot)
      return true
    }
    guard let confirming = handler as? any IntentConfirming else { return false }
    observer.willCall(.confirm(intent: intent), on: handler, answeringInto: slot)
    confirming.confirm(intent: intent) { slot.complete(.response($0)) }
    return true
  }
}
