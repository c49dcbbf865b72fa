import Foundation

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// A custom intent outside the catalog, as Xcode generates one for an app's own intent
/// definition: the bridge has no table for it.
enum SoupDoubles {
  /// The intent, with an object and a number parameter.
  final class OrderSoupIntent: INIntent {
    var soup: INObject?
    var quantity: Int?
  }

  /// Its response, with a code the bridge has no names for.
  final class OrderSoupIntentResponse: INIntentResponse {
    enum Code: Int {
      case unspecified = 0
      case ready
      case continueInApp
      case inProgress
      case success
      case failure
    }

    let code: Code
    var soupName: String?

    init(code: Code, userActivity: NSUserActivity?) {
      self.code = code
      super.init()
      self.userActivity = userActivity
    }

    #if os(iOS) || os(watchOS)
    // NSCoding's, which a subclass with its own designated initializer must declare on iOS.
    required init?(coder: NSCoder) {
      code = .unspecified
      super.init(coder: coder)
    }
    #endif
  }

  /// A response class that has no code at all.
  final class CodelessResponse: INIntentResponse {}
}
