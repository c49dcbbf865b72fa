package import InteractionLog
package import InteractionModel

/// A log a test writes call by call through ``LogWriter``, for sequences no host produces.
///
/// Each call event and its completions carry one call id, numbered in order, as the recorder's
/// wrappers write them. The logs of one session can share their numbering (see
/// ``init(path:identity:options:clock:interaction:numberingCallsAfter:)``), so that a call id
/// names one call across the session.
package final class LogBuilder {
  /// The writer, for events that are not calls.
  package let writer: LogWriter
  /// The interaction the calls written next belong to, if any.
  package var interaction: String?
  private let calls: CallNumbers

  /// Opens a log whose first call gets the id `firstCall`.
  ///
  /// - Parameters:
  ///   - path: The log file to create.
  ///   - identity: The writing process.
  ///   - options: The writer's options.
  ///   - clock: The writer's clock.
  ///   - interaction: The interaction the calls belong to, or `nil` for none.
  ///   - firstCall: The first call's id.
  /// - Throws: `LogWriteError` when the file cannot be created.
  package init(
    path: String, identity: LogWriter.Identity, options: LogWriterOptions = LogWriterOptions(),
    clock: any LogClock = SteppingClock(), interaction: String? = nil, firstCall: UInt64 = 1
  ) throws(LogWriteError) {
    writer = try LogWriter(path: path, identity: identity, options: options, clock: clock)
    self.interaction = interaction
    calls = CallNumbers(next: firstCall)
  }

  /// Opens another log of `other`'s session: its calls take their ids after `other`'s, and
  /// `other`'s after its own.
  ///
  /// - Parameters:
  ///   - path: The log file to create.
  ///   - identity: The writing process.
  ///   - options: The writer's options.
  ///   - clock: The writer's clock; share `other`'s to interleave the two logs' times.
  ///   - interaction: The interaction the calls belong to, or `nil` for none.
  ///   - other: The log whose call ids this one continues.
  /// - Throws: `LogWriteError` when the file cannot be created.
  package init(
    path: String, identity: LogWriter.Identity, options: LogWriterOptions = LogWriterOptions(),
    clock: any LogClock, interaction: String? = nil, numberingCallsAfter other: LogBuilder
  ) throws(LogWriteError) {
    writer = try LogWriter(path: path, identity: identity, options: options, clock: clock)
    self.interaction = interaction
    calls = other.calls
  }

  /// Writes a call to `instance`, then each of `completions` in turn (none for a completion
  /// that never comes, two for one called twice).
  ///
  /// - Parameters:
  ///   - payload: The call event.
  ///   - instance: The object called, `TypeName#n`.
  ///   - completions: The completion events.
  ///   - answerer: The instance the completions name, when it is not `instance` (a dispatch's
  ///     completion names the handler returned).
  /// - Returns: The call's id.
  @discardableResult
  package func call(
    _ payload: EventPayload, on instance: String?, completions: [EventPayload] = [],
    answeredBy answerer: String? = nil
  ) -> UInt64 {
    let call = calls.take()
    writer.append(payload, interaction: interaction, instance: instance, call: call)
    for completion in completions {
      complete(call, completion, on: answerer ?? instance)
    }
    return call
  }

  /// Writes a completion of the call `call`, as a late or repeated completion comes.
  ///
  /// - Parameters:
  ///   - call: The id ``call(_:on:completions:answeredBy:)`` returned.
  ///   - payload: The completion event.
  ///   - instance: The object that completed.
  package func complete(_ call: UInt64, _ payload: EventPayload, on instance: String?) {
    writer.append(payload, interaction: interaction, instance: instance, call: call)
  }

  /// Dispatches `intent` from `provider` to a handler, returned as `handler`.
  ///
  /// - Parameters:
  ///   - intent: The intent dispatched.
  ///   - handler: The handler instance returned, `TypeName#n`.
  ///   - handlerType: The handler's type; by default `handler`'s name before `#`.
  ///   - provider: The extension object asked for a handler.
  package func dispatch(
    _ intent: Intent, to handler: String, handlerType: String? = nil,
    from provider: String? = "Provider#1"
  ) {
    let type = handlerType ?? String(handler.prefix { $0 != "#" })
    call(
      .dispatch(intent: intent), on: provider,
      completions: [.dispatchCompletion(handlerType: type)], answeredBy: handler)
  }

  /// A resolve call for `parameter`, answered once with `results`.
  ///
  /// - Parameters:
  ///   - parameter: The intent property resolved.
  ///   - value: The property's value when the call was made.
  ///   - results: The resolution results answered.
  ///   - latency: Nanoseconds from the call to the answer.
  ///   - handler: The handler instance.
  package func resolve(
    _ parameter: String, value: Value? = nil, results: [ResolutionResult] = [.notRequired],
    latency: UInt64 = 1_000, on handler: String
  ) {
    call(
      .resolve(parameter: parameter, value: value), on: handler,
      completions: [.resolveCompletion(parameter: parameter, results: results, latency: latency)])
  }

  /// A confirm call, answered once with `response`.
  ///
  /// - Parameters:
  ///   - intent: The intent confirmed.
  ///   - response: The response answered.
  ///   - latency: Nanoseconds from the call to the answer.
  ///   - handler: The handler instance.
  package func confirm(
    _ intent: Intent, answering response: IntentResponse, latency: UInt64 = 1_000,
    on handler: String
  ) {
    call(
      .confirm(intent: intent), on: handler,
      completions: [.confirmCompletion(response: response, latency: latency)])
  }

  /// A handle call, answered once with `response`.
  ///
  /// - Parameters:
  ///   - intent: The intent handled.
  ///   - response: The response answered.
  ///   - latency: Nanoseconds from the call to the answer.
  ///   - handler: The handler instance.
  package func handle(
    _ intent: Intent, answering response: IntentResponse, latency: UInt64 = 1_000,
    on handler: String
  ) {
    call(
      .handle(intent: intent), on: handler,
      completions: [.handleCompletion(response: response, latency: latency)])
  }

  /// Closes the log with its `end` event.
  ///
  /// - Throws: `LogWriteError` when the last block cannot be written.
  package func close() throws(LogWriteError) { try writer.close() }
}

/// The next call id, shared by the logs of one session.
private final class CallNumbers {
  private var next: UInt64

  init(next: UInt64) { self.next = next }

  func take() -> UInt64 {
    defer { next += 1 }
    return next
  }
}
