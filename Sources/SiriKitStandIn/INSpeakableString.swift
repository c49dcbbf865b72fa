public import Foundation

/// A string with the information Siri needs to pronounce it.
///
/// https://developer.apple.com/documentation/intents/inspeakablestring
open class INSpeakableString: NSObject {
  /// The string as the user speaks it.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakable/spokenphrase
  public let spokenPhrase: String
  /// How to pronounce the phrase, if it is unusual.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakable/pronunciationhint
  public let pronunciationHint: String?
  /// The app's identifier for the vocabulary entry, if the string is one.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakable/vocabularyidentifier
  public let vocabularyIdentifier: String?

  /// Creates a speakable string from a vocabulary entry.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakablestring/init(vocabularyidentifier:spokenphrase:pronunciationhint:)
  public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
    self.vocabularyIdentifier = vocabularyIdentifier
    self.spokenPhrase = spokenPhrase
    self.pronunciationHint = pronunciationHint
    super.init()
  }

  /// Creates a speakable string from a phrase alone.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakablestring/init(spokenphrase:)
  public init(spokenPhrase: String) {
    self.vocabularyIdentifier = nil
    self.spokenPhrase = spokenPhrase
    self.pronunciationHint = nil
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INSpeakableString else { return false }
    return spokenPhrase == other.spokenPhrase && pronunciationHint == other.pronunciationHint
      && vocabularyIdentifier == other.vocabularyIdentifier
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { spokenPhrase.hashValue }
}
