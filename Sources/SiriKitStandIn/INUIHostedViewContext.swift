/// Where an Intents UI extension's view appears.
///
/// https://developer.apple.com/documentation/intentsui/inuihostedviewcontext
///
/// `NSUInteger` in Objective-C, so `UInt` as in Apple's Swift interface.
public enum INUIHostedViewContext: UInt, Sendable {
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewcontext/sirisnippet
  case siriSnippet = 0
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewcontext/mapscard
  case mapsCard = 1
}
