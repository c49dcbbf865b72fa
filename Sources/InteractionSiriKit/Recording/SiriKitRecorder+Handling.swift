import InteractionModel
import InteractionRecorder

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

extension SiriKitRecorder {
  /// Records a resolve call of a handler, with SiriKit's intent and result type, then each
  /// completion's result; SiriKit gets back the very result the handler's code passed.
  ///
  /// For intents outside the catalog, whose handlers the recording handlers do not wrap:
  ///
  /// ```swift
  /// func resolveSoup(for intent: OrderSoupIntent,
  ///                  with completion: @escaping @Sendable (SoupResolutionResult) -> Void) {
  ///   recorder.siriKit.recordResolve(parameter: "soup", for: intent, instance: self,
  ///                                  completion: completion) { completion in
  ///     completion(.success(with: intent.soup!))
  ///   }
  /// }
  /// ```
  ///
  /// A result the bridge does not understand is left out of the recorded results, with a note.
  ///
  /// - Parameters:
  ///   - name: The parameter's property name.
  ///   - intent: The intent whose parameter is resolved.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave.
  ///   - body: Runs the resolution, calling the completion it is given.
  public func recordResolve<Result: INIntentResolutionResult>(
    parameter name: String, for intent: INIntent, instance: AnyObject,
    completion: @escaping @Sendable (Result) -> Void,
    body: (_ completion: @escaping @Sendable (Result) -> Void) -> Void
  ) {
    recordResolve(
      parameter: name, for: intent, instanceID: recorder.instanceID(of: instance),
      completion: completion, body: body)
  }

  /// Records a single-result resolve call of a handler whose id the caller holds.
  package func recordResolve<Result: INIntentResolutionResult>(
    parameter name: String, for intent: INIntent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (Result) -> Void,
    body: (_ completion: @escaping @Sendable (Result) -> Void) -> Void
  ) {
    recordResolve(
      parameter: name, for: intent, instanceID: instanceID,
      recorded: { answer, convert in convert(answer).map { [$0] } ?? [] },
      completion: completion, body: body)
  }

  /// Records a resolve call whose completion takes one result per value, as for a list of
  /// recipients.
  ///
  /// - Parameters:
  ///   - name: The parameter's property name.
  ///   - intent: The intent whose parameter is resolved.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave.
  ///   - body: Runs the resolution, calling the completion it is given.
  public func recordResolve<Result: INIntentResolutionResult>(
    parameter name: String, for intent: INIntent, instance: AnyObject,
    completion: @escaping @Sendable ([Result]) -> Void,
    body: (_ completion: @escaping @Sendable ([Result]) -> Void) -> Void
  ) {
    recordResolve(
      parameter: name, for: intent, instanceID: recorder.instanceID(of: instance),
      completion: completion, body: body)
  }

  /// Records a resolve call of a handler whose id the caller holds: a recording handler, which
  /// wraps one handler for its whole life.
  package func recordResolve<Result: INIntentResolutionResult>(
    parameter name: String, for intent: INIntent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable ([Result]) -> Void,
    body: (_ completion: @escaping @Sendable ([Result]) -> Void) -> Void
  ) {
    recordResolve(
      parameter: name, for: intent, instanceID: instanceID,
      recorded: { answer, convert in answer.compactMap(convert) },
      completion: completion, body: body)
  }

  /// What both resolve forms share: `recorded` converts an answer's results, one or a list,
  /// with the conversion it is given (which leaves out, with a note, what it cannot convert).
  private func recordResolve<Answer>(
    parameter name: String, for intent: INIntent, instanceID: () -> String,
    recorded: @escaping RecordedResults<Answer>,
    completion: @escaping @Sendable (Answer) -> Void,
    body: (_ completion: @escaping @Sendable (Answer) -> Void) -> Void
  ) {
    guard recorder.isRecording else { return body(completion) }
    // Only the resolved property: a resolve event holds the parameter's value, not the intent.
    let converted = converter.property(name, of: intent)
    let className = converted.value.className
    note(converted.notes)
    recorder.recordResolve(
      parameter: name, value: converted.value.value, ofIntentClass: className,
      instanceID: instanceID(), completion: { _ in },
      body: { modelCompletion in
        body { answer in
          let results = recorded(answer) { result in
            do {
              return try ResolutionResult(result)
            } catch {
              note(["\(className).\(name): resolution result \(result) left out: \(error)"])
              return nil
            }
          }
          // Recorded first, then SiriKit gets the very results the handler passed.
          modelCompletion(results)
          completion(answer)
        }
      })
  }

  /// Records a confirm call of a handler with SiriKit's intent and response types; SiriKit gets
  /// back the very response the handler's code passed.
  ///
  /// - Parameters:
  ///   - intent: The intent to confirm.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave.
  ///   - body: Runs the confirmation, calling the completion it is given.
  public func recordConfirm<Response: INIntentResponse>(
    intent: INIntent, instance: AnyObject, completion: @escaping @Sendable (Response) -> Void,
    body: (_ completion: @escaping @Sendable (Response) -> Void) -> Void
  ) {
    recordAnswer(
      confirming: true, intent: intent, instanceID: recorder.instanceID(of: instance),
      completion: completion, body: body)
  }

  /// Records a confirm call of a handler whose id the caller holds.
  package func recordConfirm<Response: INIntentResponse>(
    intent: INIntent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (Response) -> Void,
    body: (_ completion: @escaping @Sendable (Response) -> Void) -> Void
  ) {
    recordAnswer(
      confirming: true, intent: intent, instanceID: instanceID(), completion: completion,
      body: body)
  }

  /// Records a handle call of a handler with SiriKit's intent and response types; SiriKit gets
  /// back the very response the handler's code passed.
  ///
  /// - Parameters:
  ///   - intent: The intent to handle.
  ///   - instance: The handler the call goes to.
  ///   - completion: The completion SiriKit gave.
  ///   - body: Handles the intent, calling the completion it is given.
  public func recordHandle<Response: INIntentResponse>(
    intent: INIntent, instance: AnyObject, completion: @escaping @Sendable (Response) -> Void,
    body: (_ completion: @escaping @Sendable (Response) -> Void) -> Void
  ) {
    recordAnswer(
      confirming: false, intent: intent, instanceID: recorder.instanceID(of: instance),
      completion: completion, body: body)
  }

  /// Records a handle call of a handler whose id the caller holds.
  package func recordHandle<Response: INIntentResponse>(
    intent: INIntent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (Response) -> Void,
    body: (_ completion: @escaping @Sendable (Response) -> Void) -> Void
  ) {
    recordAnswer(
      confirming: false, intent: intent, instanceID: instanceID(), completion: completion,
      body: body)
  }

  /// What confirm and handle share: the intent and each response converted, the very response
  /// forwarded.
  private func recordAnswer<Response: INIntentResponse>(
    confirming: Bool, intent: INIntent, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (Response) -> Void,
    body: (_ completion: @escaping @Sendable (Response) -> Void) -> Void
  ) {
    guard recorder.isRecording else { return body(completion) }
    let converted = converter.intent(intent)
    note(converted.notes)
    let run: ((@escaping @Sendable (IntentResponse) -> Void) -> Void) = { modelCompletion in
      body { response in
        let recorded = converter.response(response)
        note(recorded.notes)
        // Recorded first, then SiriKit gets the very response the handler passed.
        modelCompletion(recorded.value)
        completion(response)
      }
    }
    if confirming {
      recorder.recordConfirm(
        intent: converted.value, instanceID: instanceID(), completion: { _ in }, body: run)
    } else {
      recorder.recordHandle(
        intent: converted.value, instanceID: instanceID(), completion: { _ in }, body: run)
    }
  }
}

/// The model results of a resolve's answer, one or a list, made with the conversion given,
/// which returns `nil` (and notes why) for a result it cannot convert.
private typealias RecordedResults<Answer> =
  @Sendable (
    _ answer: Answer, _ convert: (INIntentResolutionResult) -> ResolutionResult?
  ) -> [ResolutionResult]
