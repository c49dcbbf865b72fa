package import Foundation
import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

extension NSObject {
  /// `object` as `Self`, or an error when `Self` is a subclass the bridge cannot make.
  ///
  /// The object types' conversions make the class they extend; a property typed with a subclass
  /// of it (an app's own, say) gets an error instead of a wrong object.
  package static func exactly<Made: NSObject>(_ object: Made) throws(SiriKitConversionError)
    -> Self
  {
    guard let result = object as? Self else {
      throw SiriKitConversionError(.unsupportedClass(SiriKitNames.className(of: self)))
    }
    return result
  }
}
