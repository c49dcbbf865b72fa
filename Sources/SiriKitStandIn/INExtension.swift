public import Foundation

/// The principal class of an Intents extension: SiriKit asks it for each intent's handler.
///
/// https://developer.apple.com/documentation/intents/inextension
open class INExtension: NSObject, INIntentHandlerProviding {
  /// Creates the extension object; SiriKit does, once per extension process.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
  public override init() {
    super.init()
  }

  /// The object that handles an intent; subclasses override it.
  ///
  /// This one handles none.
  ///
  /// https://developer.apple.com/documentation/intents/inintenthandlerproviding/handler(for:)
  open func handler(for intent: INIntent) -> Any? {
    nil
  }
}
