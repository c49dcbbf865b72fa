public import Foundation

#if canImport(Darwin)
/// Foundation's own, where it has one (macOS builds the bridge on the stand-in): a class of the
/// same name here would make the name ambiguous wherever both modules are imported; this alias
/// is the same type, which Swift accepts from both.
public typealias NSUserActivity = Foundation.NSUserActivity
#else
/// The state of an activity the app can continue; what an intent response hands to the app.
///
/// https://developer.apple.com/documentation/foundation/nsuseractivity
///
/// Foundation on Linux does not have it; only the members the bridge uses are declared.
open class NSUserActivity: NSObject {
  /// The activity's type, a reverse-DNS string the app declares.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  public let activityType: String

  /// App-specific state needed to continue the activity.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?

  /// Creates an activity of a type.
  ///
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }
}
#endif
