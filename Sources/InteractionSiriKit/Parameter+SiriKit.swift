import Foundation
public import InteractionModel

#if canImport(Intents)
public import Intents
#else
public import SiriKitStandIn
#endif

extension Parameter {
  /// The model's parameter for SiriKit's: its class's name, its key path and every index SiriKit
  /// answers for a prefix of the key path.
  ///
  /// SiriKit offers no list of the sub-key paths that have an index; each prefix of the key path
  /// that ends at a component boundary is asked, and `NSNotFound` means none.
  ///
  /// - Parameter parameter: SiriKit's parameter.
  /// - Throws: A ``SiriKitConversionError`` when the class name or key path cannot be a model
  ///   parameter (an empty component, say), or an index is negative.
  public init(_ parameter: INParameter) throws(SiriKitConversionError) {
    let className = SiriKitNames.className(of: parameter.parameterClass)
    let keyPath = parameter.parameterKeyPath
    self = try Self.unindexed(className, keyPath)
    // The model's initializer drops a leading class name, as SiriKit's does; the prefixes are
    // those of the key path the model kept.
    var prefix = ""
    for component in self.keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      prefix += prefix.isEmpty ? String(component) : "." + component
      let index = parameter.index(forSubKeyPath: prefix)
      guard index != NSNotFound else { continue }
      guard setIndex(index, forSubKeyPath: prefix) else {
        throw SiriKitConversionError(
          .invalid("index \(index) of \(className).\(prefix) is negative"))
      }
    }
  }
}

extension Parameter {
  /// Parsed parameters without indexes, by class and key path: an extension offers the same few
  /// again and again, and parsing one costs microseconds per recorded call.
  private static let parsed = Locked<[String: Parameter]>([:])
  /// Past this many, the cache starts again, so that key paths never seen twice cannot fill it.
  private static let parsedLimit = 1024

  /// The parameter `keyPath` names in `className`, without indexes.
  private static func unindexed(_ className: String, _ keyPath: String)
    throws(SiriKitConversionError) -> Parameter
  {
    let key = className + "\u{0}" + keyPath
    if let known = parsed.withLock({ $0[key] }) { return known }
    let parameter: Parameter
    do {
      parameter = try Parameter(for: className, keyPath: keyPath)
    } catch {
      throw SiriKitConversionError(
        .invalid("\(className).\(keyPath) is not a parameter: \(error)"))
    }
    parsed.withLock {
      if $0.count >= parsedLimit { $0.removeAll(keepingCapacity: true) }
      $0[key] = parameter
    }
    return parameter
  }
}

extension INParameter {
  /// SiriKit's parameter for the model's, for a class the caller has found for the model's class
  /// name.
  ///
  /// - Parameters:
  ///   - parameter: The model's parameter.
  ///   - aClass: The intent or response class whose name is `parameter.className`.
  /// - Returns: A parameter with the model's key path and each of its indexes.
  public static func converted(from parameter: Parameter, for aClass: AnyClass) -> INParameter {
    let converted = INParameter(for: aClass, keyPath: parameter.keyPath)
    for (subKeyPath, index) in parameter.indexes {
      converted.setIndex(index, forSubKeyPath: subKeyPath)
    }
    return converted
  }
}
