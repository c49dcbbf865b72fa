public import Foundation

/// The extension's answer to an intent; each intent's response class derives from this one.
///
/// https://developer.apple.com/documentation/intents/inintentresponse
open class INIntentResponse: NSObject {
  /// The activity handed to the app if SiriKit launches it to continue the interaction.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresponse/useractivity
  open var userActivity: NSUserActivity?

  /// Creates an empty response.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
  public override init() {
    super.init()
  }
}
