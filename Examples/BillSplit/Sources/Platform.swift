#if canImport(UIKit)
import Foundation
public import UIKit
#else
// The view controller of Linux and macOS (no UIKit), NSObject, is Foundation's.
public import Foundation
#endif

/// What differs on iOS, kept in one place: an Intents UI view controller's base
/// class, and the App Group container the two extensions share.
public enum Platform {
  #if canImport(UIKit)
  /// UIKit's view controller, which an Intents UI extension's principal class derives from.
  public typealias ViewController = UIViewController

  /// The App Group's container, shared by the app and both extensions; `nil` when the target
  /// lacks the App Group entitlement.
  static func container(ofAppGroup group: String) -> URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)
  }
  #else
  /// On Linux and macOS, without UIKit: `NSObject`, all that Intents UI's protocols
  /// ask for.
  public typealias ViewController = NSObject

  /// No App Groups here: nothing is recorded unless a test hands in a recorder.
  static func container(ofAppGroup group: String) -> URL? { nil }
  #endif
}
