/// How far an interaction's handling has come.
///
/// https://developer.apple.com/documentation/intents/inintenthandlingstatus
public enum INIntentHandlingStatus: Int, Sendable {
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/unspecified
  case unspecified = 0
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/ready
  case ready = 1
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/inprogress
  case inProgress = 2
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/success
  case success = 3
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/failure
  case failure = 4
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/deferredtoapplication
  case deferredToApplication = 5
  /// https://developer.apple.com/documentation/intents/inintenthandlingstatus/userconfirmationrequired
  case userConfirmationRequired = 6
}
