/// One of the six calls SiriKit makes into an app's extensions, with its arguments: the one
/// vocabulary the log's events, the projection, the simulated host, the replayer, the stepper and
/// the statistics share.
///
/// The arguments are the ones the log records (FORMAT.md §3.3): what a replay needs to make the
/// call again, and what a report prints. The interaction a `configure` shows is not an argument
/// here, because the log records it once, as its own event, before the calls that show it.
public enum ExtensionCall: Hashable, Sendable {
  /// `handler(for:)` on the Intents extension's handler provider, for this intent.
  case dispatch(intent: Intent)
  /// `resolve<Parameter>(for:with:)` for the parameter with this name; `value` is the intent's
  /// value of it, as recorded (redacted, if the recording redacts it).
  case resolve(parameter: String, value: Value?)
  /// `confirm(intent:completion:)`.
  case confirm(intent: Intent)
  /// `handle(intent:completion:)`.
  case handle(intent: Intent)
  /// `configure(with:context:completion:)` on the Intents UI extension's view controller.
  case configure(context: HostedViewContext)
  /// `configureView(for:of:interactiveBehavior:context:completion:)`, with the parameters offered
  /// in ascending order.
  case configureView(
    parameters: [Parameter], interactiveBehavior: InteractiveBehavior, context: HostedViewContext)

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

  /// The call's name as the log's event kinds spell it (``kind``'s name).
  public var kindName: String { kind.rawValue }

  /// The intent a dispatch, confirm or handle names; `nil` for the others (a resolve names only
  /// its parameter).
  public var intent: Intent? {
    switch self {
    case .dispatch(let intent), .confirm(let intent), .handle(let intent): intent
    case .resolve, .configure, .configureView: nil
    }
  }

  /// The parameter a resolve resolves; `nil` for any other call.
  public var resolvedParameter: String? {
    guard case .resolve(let parameter, _) = self else { return nil }
    return parameter
  }

  /// The parameters offered, if this is a `configureView` call; otherwise `nil`.
  public var offeredParameters: Set<Parameter>? {
    guard case .configureView(let parameters, _, _) = self else { return nil }
    return Set(parameters)
  }

  /// Where the view appears, for a `configure` or `configureView` call; otherwise `nil`.
  public var context: HostedViewContext? {
    switch self {
    case .configure(let context), .configureView(_, _, let context): context
    case .dispatch, .resolve, .confirm, .handle: nil
    }
  }

  /// Whether the Intents UI extension is asked: `configure` or `configureView`.
  public var isInterface: Bool { kind.isInterface }
}
