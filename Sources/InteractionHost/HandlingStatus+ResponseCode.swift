public import InteractionModel

/// The simulated host's mapping from a response's code to the handling status of its interaction.
extension HandlingStatus {
  /// The handling status the simulated host gives an interaction whose latest response has a code.
  ///
  /// SiriKit documents no mapping from response codes to `INIntentHandlingStatus` (D3),
  /// so this is the host's, by the codes' names, which every response class shares:
  /// `ready`, `inProgress` and `success` map to the status of the same name, every `failure…` to
  /// `failure`, the hand-offs `continueInApp` and `handleInApp` to `deferredToApplication`,
  /// `userConfirmationRequired` to `userConfirmationRequired`, anything else to `unspecified`.
  ///
  /// - Parameter code: The response's code.
  public init(responseCode code: IntentResponse.Code) {
    switch code.name {
    case "ready": self = .ready
    case "inProgress": self = .inProgress
    case "success": self = .success
    case "continueInApp", "handleInApp": self = .deferredToApplication
    case "userConfirmationRequired": self = .userConfirmationRequired
    case let name where name.hasPrefix("failure"): self = .failure
    default: self = .unspecified
    }
  }
}
