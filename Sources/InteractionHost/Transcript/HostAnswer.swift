public import InteractionModel

/// What a call answered: its return value, or one call of its completion handler.
public enum HostAnswer: Hashable, Sendable {
  /// `handler(for:)` returned the handler with this instance label, or `nil`.
  case handler(String?)
  /// A resolve completion's results.
  case resolution([ResolutionResult])
  /// A confirm or handle completion's response.
  case response(IntentResponse)
  /// A `configure` completion's desired size.
  case size(Size)
  /// A `configureView` completion's success flag, claimed parameters and desired size.
  case view(ConfigureViewResult)

  /// The response, if this answers confirm or handle; otherwise `nil`.
  public var response: IntentResponse? {
    guard case .response(let response) = self else { return nil }
    return response
  }

  /// The `configureView` result, if this answers `configureView`; otherwise `nil`.
  public var view: ConfigureViewResult? {
    guard case .view(let result) = self else { return nil }
    return result
  }
}
