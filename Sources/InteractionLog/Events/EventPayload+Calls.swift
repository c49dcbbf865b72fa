public import InteractionModel

/// The one mapping between the log's events and the calls and answers of ``ExtensionCall`` and
/// ``ExtensionAnswer``: every reader that wants a call from an event, and every writer that logs
/// one, goes through it.
extension EventPayload {
  /// The event of a call.
  public init(_ call: ExtensionCall) {
    switch call {
    case .dispatch(let intent): self = .dispatch(intent: intent)
    case .resolve(let parameter, let value): self = .resolve(parameter: parameter, value: value)
    case .confirm(let intent): self = .confirm(intent: intent)
    case .handle(let intent): self = .handle(intent: intent)
    case .configure(let context): self = .configure(context: context)
    case .configureView(let parameters, let behavior, let context):
      self = .configureView(parameters: parameters, interactiveBehavior: behavior, context: context)
    }
  }

  /// The completion event of an answer to a call of `kind`; `nil` when the answer cannot answer
  /// that kind of call (a size for a resolve).
  public init?(_ answer: ExtensionAnswer, of kind: CallKind, latency: UInt64?) {
    switch (kind, answer) {
    case (.dispatch, .handler(let type)): self = .dispatchCompletion(handlerType: type)
    case (.resolve, .resolution(let parameter, let results)):
      self = .resolveCompletion(parameter: parameter, results: results, latency: latency)
    case (.confirm, .response(let response)):
      self = .confirmCompletion(response: response, latency: latency)
    case (.handle, .response(let response)):
      self = .handleCompletion(response: response, latency: latency)
    case (.configure, .size(let size)): self = .configureCompletion(size: size, latency: latency)
    case (.configureView, .view(let success, let claimed, let size)):
      self = .configureViewCompletion(
        success: success, claimed: claimed, size: size, latency: latency)
    default: return nil
    }
  }

  /// The call this event records; `nil` for an event that is not a call.
  public var call: ExtensionCall? {
    switch self {
    case .dispatch(let intent): .dispatch(intent: intent)
    case .resolve(let parameter, let value): .resolve(parameter: parameter, value: value)
    case .confirm(let intent): .confirm(intent: intent)
    case .handle(let intent): .handle(intent: intent)
    case .configure(let context): .configure(context: context)
    case .configureView(let parameters, let behavior, let context):
      .configureView(parameters: parameters, interactiveBehavior: behavior, context: context)
    default: nil
    }
  }

  /// The answer this completion event records, with the call's kind and the latency the
  /// recorder measured; `nil` for an event that is not a completion.
  public var answer: (answer: ExtensionAnswer, call: CallKind, latency: UInt64?)? {
    switch self {
    case .dispatchCompletion(let type): (.handler(type: type), .dispatch, nil)
    case .resolveCompletion(let parameter, let results, let latency):
      (.resolution(parameter: parameter, results: results), .resolve, latency)
    case .confirmCompletion(let response, let latency): (.response(response), .confirm, latency)
    case .handleCompletion(let response, let latency): (.response(response), .handle, latency)
    case .configureCompletion(let size, let latency): (.size(size), .configure, latency)
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      (.view(success: success, claimed: claimed, size: size), .configureView, latency)
    default: nil
    }
  }
}
