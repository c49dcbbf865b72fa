import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INSpeakableString: ModelValueConvertible {
  /// The spoken phrase, as a string; the recordings keep nothing else.
  package var modelValue: Value { .string(spokenPhrase) }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    guard let phrase = modelValue.stringValue else { throw modelValue.mismatch("string") }
    return try exactly(INSpeakableString(spokenPhrase: phrase))
  }
}
