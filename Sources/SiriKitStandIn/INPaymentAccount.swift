public import Foundation

/// A bank or payment account, as a search for accounts answers it.
///
/// https://developer.apple.com/documentation/intents/inpaymentaccount
open class INPaymentAccount: NSObject {
  /// The account's name as the user says it.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/nickname
  public let nickname: INSpeakableString?
  /// The account's number.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/accountnumber
  public let accountNumber: String?
  /// The kind of account.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/accounttype
  public let accountType: INAccountType
  /// The bank or company that holds the account.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/organizationname
  public let organizationName: INSpeakableString?
  /// The account's balance.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/balance
  public let balance: INBalanceAmount?
  /// A second balance, such as the points of a credit card.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/secondarybalance
  public let secondaryBalance: INBalanceAmount?

  /// Creates an account.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccount/init(nickname:number:accounttype:organizationname:balance:secondarybalance:)
  public init(
    nickname: INSpeakableString, number accountNumber: String?, accountType: INAccountType,
    organizationName: INSpeakableString?, balance: INBalanceAmount?,
    secondaryBalance: INBalanceAmount?
  ) {
    self.nickname = nickname
    self.accountNumber = accountNumber
    self.accountType = accountType
    self.organizationName = organizationName
    self.balance = balance
    self.secondaryBalance = secondaryBalance
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INPaymentAccount else { return false }
    return nickname == other.nickname && accountNumber == other.accountNumber
      && accountType == other.accountType && organizationName == other.organizationName
      && balance == other.balance && secondaryBalance == other.secondaryBalance
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { nickname?.hash ?? accountType.rawValue }
}
