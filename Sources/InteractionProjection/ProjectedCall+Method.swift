package import InteractionLog
package import InteractionModel

extension ProjectedCall {
  /// What a call asked, with the arguments its event recorded.
  package enum Method: Sendable, Equatable {
    /// `handler(for:)`: which object handles the intent.
    case dispatch(intent: Intent)
    /// `resolve<Parameter>(for:)`, with the intent's value of the parameter.
    case resolve(parameter: String, value: Value?)
    /// `confirm(intent:)`.
    case confirm(intent: Intent)
    /// `handle(intent:)`.
    case handle(intent: Intent)
    /// `configureView(for:of:interactiveBehavior:context:)`: the parameters offered.
    case configureView(
      parameters: [Parameter], interactiveBehavior: InteractiveBehavior,
      context: HostedViewContext)
    /// `configure(with:context:)`.
    case configure(context: HostedViewContext)

    /// The method of a call event; `nil` for any other event.
    init?(_ payload: EventPayload) {
      switch payload {
      case .dispatch(let intent): self = .dispatch(intent: intent)
      case .resolve(let parameter, let value): self = .resolve(parameter: parameter, value: value)
      case .confirm(let intent): self = .confirm(intent: intent)
      case .handle(let intent): self = .handle(intent: intent)
      case .configureView(let parameters, let behavior, let context):
        self = .configureView(
          parameters: parameters, interactiveBehavior: behavior, context: context)
      case .configure(let context): self = .configure(context: context)
      default: return nil
      }
    }

    /// Which of the six calls this is.
    package var callKind: CallKind {
      switch self {
      case .dispatch: .dispatch
      case .resolve: .resolve
      case .confirm: .confirm
      case .handle: .handle
      case .configureView: .configureView
      case .configure: .configure
      }
    }

    /// The kind of the call's event.
    package var kind: EventKind { EventKind(call: callKind) }

    /// The intent a dispatch, confirm or handle names.
    package var intent: Intent? {
      switch self {
      case .dispatch(let intent), .confirm(let intent), .handle(let intent): intent
      case .resolve, .configureView, .configure: nil
      }
    }

    /// Whether the Intents UI extension is asked: `configureView` or `configure`.
    package var isInterface: Bool { callKind.isInterface }
  }
}
