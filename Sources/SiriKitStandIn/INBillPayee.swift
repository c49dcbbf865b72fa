public import Foundation

/// Who a bill is paid to, as the user set it up in the app.
///
/// https://developer.apple.com/documentation/intents/inbillpayee
@available(iOS, deprecated: 15.0, message: "INBillPayee is deprecated. There is no replacement.")
open class INBillPayee: NSObject {
  /// The payee's name as the user says it.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayee/nickname
  public let nickname: INSpeakableString?
  /// A hint of the user's account with the payee, such as its last digits.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayee/accountnumber
  public let accountNumber: String?
  /// The company that receives the payment.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayee/organizationname
  public let organizationName: INSpeakableString?

  /// Creates a payee.
  ///
  /// Failable, as Apple declares it; the stand-in's never fails.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayee/init(nickname:number:organizationname:)
  public init?(
    nickname: INSpeakableString, number accountNumber: String?,
    organizationName: INSpeakableString?
  ) {
    self.nickname = nickname
    self.accountNumber = accountNumber
    self.organizationName = organizationName
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INBillPayee else { return false }
    return nickname == other.nickname && accountNumber == other.accountNumber
      && organizationName == other.organizationName
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { nickname?.hash ?? 0 }
}
