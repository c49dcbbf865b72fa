public import Foundation

/// What an Intents UI extension's view controller adopts to say that its view shows what Siri
/// would otherwise show itself: a message, a map, a payment transaction.
///
/// https://developer.apple.com/documentation/intentsui/inuihostedviewsiriproviding
///
/// The three properties are optional in Objective-C, and Siri takes a missing one as `false`.
/// Swift on Linux has no optional requirements, so the stand-in gives each a default of `false`.
public protocol INUIHostedViewSiriProviding: NSObjectProtocol {
  /// Whether the view shows a map, so that Siri shows none.
  ///
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewsiriproviding/displaysmap
  var displaysMap: Bool { get }

  /// Whether the view shows the message, so that Siri does not.
  ///
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewsiriproviding/displaysmessage
  var displaysMessage: Bool { get }

  /// Whether the view shows the payment, so that Siri does not.
  ///
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewsiriproviding/displayspaymenttransaction
  var displaysPaymentTransaction: Bool { get }
}

extension INUIHostedViewSiriProviding {
  /// Stands for the missing optional property: Siri shows its own map.
  public var displaysMap: Bool { false }

  /// Stands for the missing optional property: Siri shows the message itself.
  public var displaysMessage: Bool { false }

  /// Stands for the missing optional property: Siri shows the payment itself.
  public var displaysPaymentTransaction: Bool { false }
}
