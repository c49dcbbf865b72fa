package import InteractionModel

/// SiriKit's delivery of an intent to an Intents extension: the one implementation of its rules,
/// which ``SiriKitHost/runIntents(_:provider:source:interactionIdentifier:direction:isolation:)``
/// runs in the catalog's resolve order and a replay's host and chaos modes run in a recording's.
///
/// A new handler serves every method call (D1): SiriKit often makes a copy of the handler per
/// call, and asking the provider each time is how those copies reach it, so a handler that keeps
/// state between calls shows it. The handler asked for first serves the first call. In order:
/// 1. resolve each parameter of the observer's order, one call each;
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
  /// How long to wait for each completion.
  package var timeout: Duration
  /// How to wait for ``timeout``.
  package var sleep: HostOptions.Sleep

  /// Creates a delivery from its parts, each the property of the same name.
  package init(source: IntentSource, timeout: Duration, sleep: @escaping HostOptions.Sleep) {
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
        let call = HostCall.resolve(parameter: name)
        guard let resolving = handler as? any IntentResolving else {
          observer.lacksMethod(of: call, on: handler)
          continue
        }
        let slot = CompletionSlot()
        observer.willCall(call, on: handler, answeringInto: slot)
        resolving.resolve(parameter: name, for: intent) { slot.complete(.resolution($0)) }
        let answer = await slot.firstAnswer(within: timeout, sleep: sleep)
        observer.didCall(call, answer: answer)
        if answer == nil, observer.stopsAtTimeout { return (.timedOut, nil) }
      }

      guard let handler = nextHandler(&observer) else { return (.noHandler, nil) }
      if let confirming = handler as? any IntentConfirming {
        let slot = CompletionSlot()
        observer.willCall(.confirm, on: handler, answeringInto: slot)
        confirming.confirm(intent: intent) { slot.complete(.response($0)) }
        let answer = await slot.firstAnswer(within: timeout, sleep: sleep)
        observer.didCall(.confirm, answer: answer)
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
    observer.willCall(.handle, on: handler, answeringInto: slot)
    handler.handle(intent: intent) { slot.complete(.response($0)) }
    let answer = await slot.firstAnswer(within: timeout, sleep: sleep)
    observer.didCall(.handle, answer: answer)
    guard let response = answer?.response else { return (.timedOut, nil) }
    return (.completed, response)
  }
}
