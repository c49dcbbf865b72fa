/// What a tap on an Intents UI extension's view does.
///
/// https://developer.apple.com/documentation/intentsui/inuiinteractivebehavior
///
/// `NSUInteger` in Objective-C, so `UInt` as in Apple's Swift interface.
public enum INUIInteractiveBehavior: UInt, Sendable {
  /// https://developer.apple.com/documentation/intentsui/inuiinteractivebehavior/none
  case none = 0
  /// https://developer.apple.com/documentation/intentsui/inuiinteractivebehavior/nextview
  case nextView = 1
  /// https://developer.apple.com/documentation/intentsui/inuiinteractivebehavior/launch
  case launch = 2
  /// https://developer.apple.com/documentation/intentsui/inuiinteractivebehavior/genericaction
  case genericAction = 3
}
