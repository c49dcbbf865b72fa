/// What kind of address a person handle is.
///
/// https://developer.apple.com/documentation/intents/inpersonhandletype
public enum INPersonHandleType: Int, Sendable {
  /// https://developer.apple.com/documentation/intents/inpersonhandletype/unknown
  case unknown = 0
  /// https://developer.apple.com/documentation/intents/inpersonhandletype/emailaddress
  case emailAddress = 1
  /// https://developer.apple.com/documentation/intents/inpersonhandletype/phonenumber
  case phoneNumber = 2
}
