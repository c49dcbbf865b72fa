/// What an extension answered one of the six calls with: a dispatch's return value, or one call
/// of another call's completion handler (``ExtensionCall`` is the call).
///
/// A completion called twice is two answers. Like the calls, the answers carry what the log
/// records (FORMAT.md §3.3), so one answer reads the same from a recording, from the simulated
/// host and from a replay.
public enum ExtensionAnswer: Hashable, Sendable {
  /// `handler(for:)` returned a handler of this type, or none (`nil`).
  case handler(type: String?)
  /// A resolve's completion, for the parameter with this name, with its results in order.
  case resolution(parameter: String, results: [ResolutionResult])
  /// A confirm's or a handle's completion.
  case response(IntentResponse)
  /// A `configure` completion's desired size.
  case size(Size)
  /// A `configureView` completion: whether it configured its view, the parameters it claimed
  /// (in the order the log has them; ascending from the host), the size it asked for.
  case view(success: Bool, claimed: [Parameter], size: Size)

  /// The answer a ``ParameterViewConfiguring`` controller's completion gives, the claimed set
  /// in ascending order.
  public init(_ result: ConfigureViewResult) {
    self = .view(
      success: result.success, claimed: result.claimed.sorted(), size: result.desiredSize)
  }

  /// The response, if this answers confirm or handle; otherwise `nil`.
  public var response: IntentResponse? {
    guard case .response(let response) = self else { return nil }
    return response
  }

  /// The `configureView` result, if this answers `configureView`; otherwise `nil`.
  public var view: ConfigureViewResult? {
    guard case .view(let success, let claimed, let size) = self else { return nil }
    return ConfigureViewResult(success: success, claimed: Set(claimed), desiredSize: size)
  }

  /// The parameters a `configureView` answer claims, in its order; `nil` for any other answer.
  public var claimed: [Parameter]? {
    guard case .view(_, let claimed, _) = self else { return nil }
    return claimed
  }

  /// Whether this can answer a call of `kind`: a response answers confirm and handle alike.
  public func answers(_ kind: CallKind) -> Bool {
    switch self {
    case .handler: kind == .dispatch
    case .resolution: kind == .resolve
    case .response: kind == .confirm || kind == .handle
    case .size: kind == .configure
    case .view: kind == .configureView
    }
  }
}
