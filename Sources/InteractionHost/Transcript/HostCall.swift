public import InteractionModel

/// A call the host made into the extension under test.
public enum HostCall: Hashable, Sendable {
  /// `handler(for:)` on the handler provider, for an intent of this class.
  case dispatch(intentClass: String)
  /// A resolve method, for the parameter with this name.
  case resolve(parameter: String)
  /// `confirm(intent:completion:)`.
  case confirm
  /// `handle(intent:completion:)`.
  case handle
  /// `configure(with:context:completion:)`, with the interaction it was given (which differs from
  /// the transcript's for a Maps update).
  case configure(interaction: Interaction, context: HostedViewContext)
  /// `configureView(for:of:interactiveBehavior:context:completion:)` with the parameters offered.
  case configureView(
    parameters: Set<Parameter>, interactiveBehavior: InteractiveBehavior,
    context: HostedViewContext)

  /// Which of the six calls this is.
  public var kind: CallKind {
    switch self {
    case .dispatch: .dispatch
    case .resolve: .resolve
    case .confirm: .confirm
    case .handle: .handle
    case .configure: .configure
    case .configureView: .configureView
    }
  }

  /// The call's name as the log's event kinds spell it: `dispatch`, `resolve`, `confirm`,
  /// `handle`, `configure` or `configureView` (``kind``'s name).
  public var kindName: String { kind.rawValue }

  /// The parameters offered, if this is a `configureView` call; otherwise `nil`.
  public var offeredParameters: Set<Parameter>? {
    guard case .configureView(let parameters, _, _) = self else { return nil }
    return parameters
  }
}
