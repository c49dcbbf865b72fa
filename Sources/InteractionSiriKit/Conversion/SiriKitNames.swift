import Foundation
import InteractionModel

/// The Objective-C class names SiriKit and the log use for SiriKit's classes.
package enum SiriKitNames {
  /// A class's name as the log writes it: `INStartWorkoutIntent`.
  ///
  /// On Apple platforms, the Objective-C runtime's name; a Swift class without an `@objc` name
  /// there, and every class on Linux, has a module-qualified name, whose last component is
  /// taken, since a parameter's class name may not contain a dot.
  package static func className(of aClass: AnyClass) -> String {
    // Classes live as long as the process, so their identifiers never come back for another
    // one; asking the runtime (or reflecting, on Linux) costs microseconds per recorded call.
    let key = ObjectIdentifier(aClass)
    if let known = names.withLock({ $0[key] }) { return known }
    let name = uncachedClassName(of: aClass)
    names.withLock { $0[key] = name }
    return name
  }

  /// The names found so far, by class.
  private static let names = Locked<[ObjectIdentifier: String]>([:])

  private static func uncachedClassName(of aClass: AnyClass) -> String {
    #if os(iOS) || os(watchOS)
    let name = NSStringFromClass(aClass)
    #else
    let name = String(reflecting: aClass)
    #endif
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }
}
