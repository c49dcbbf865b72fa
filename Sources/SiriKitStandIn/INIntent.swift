public import Foundation

/// An intent: a request the user made through Siri or Shortcuts, with its parameters.
///
/// https://developer.apple.com/documentation/intents/inintent
///
/// Each intent class of the catalog derives from this one and adds its typed properties.
open class INIntent: NSObject {
  /// The system's unique identifier for the intent.
  ///
  /// https://developer.apple.com/documentation/intents/inintent/identifier
  ///
  /// Read-only for apps, as on Apple platforms: SiriKit assigns it. The bridge sets it when it
  /// rebuilds a recorded intent, through ``standInIdentifier``.
  open var identifier: String? { standInIdentifier }

  /// A human-readable description of the intent.
  ///
  /// https://developer.apple.com/documentation/intents/inintent/intentdescription
  open var intentDescription: String? { standInIntentDescription }

  /// The value behind ``identifier``, which SiriKit sets privately.
  package var standInIdentifier: String?
  /// The value behind ``intentDescription``, which SiriKit derives privately.
  package var standInIntentDescription: String?

  /// Creates an intent without parameters.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
  public override init() {
    super.init()
  }
}
