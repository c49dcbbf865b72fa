import Foundation
public import InteractionModel

#if os(iOS) || os(watchOS)
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
    let parsed = try Self.unindexed(parameter.parameterClass, parameter.parameterKeyPath)
    self = parsed.parameter
    for prefix in parsed.prefixes {
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
  /// A parameter parsed without indexes, with the prefixes of its key path that SiriKit may
  /// hold an index for.
  private struct Parsed {
    var parameter: Parameter
    /// Each prefix of the model's key path that ends at a component boundary, shortest first.
    var prefixes: [String]
  }

  /// What a parsed parameter is found by: its class and SiriKit's key path.
  private struct ParsedKey: Hashable {
    var parameterClass: ObjectIdentifier
    var keyPath: String
  }

  /// Parsed parameters by class and key path.
  ///
  /// An extension offers the same few again and again, and parsing one, with its prefixes,
  /// costs microseconds per recorded call. Classes live as long as the process, so their
  /// identifiers never name another class.
  private static let parsed = Locked<[ParsedKey: Parsed]>([:])
  /// Past this many, the cache starts again, so that key paths never seen twice cannot fill it.
  private static let parsedLimit = 1024

  /// The parameter `keyPath` names in `parameterClass`, without indexes, and its prefixes.
  private static func unindexed(_ parameterClass: AnyClass, _ keyPath: String)
    throws(SiriKitConversionError) -> Parsed
  {
    let key = ParsedKey(parameterClass: ObjectIdentifier(parameterClass), keyPath: keyPath)
    if let known = parsed.withLock({ $0[key] }) { return known }
    let className = SiriKitNames.className(of: parameterClass)
    let parameter: Parameter
    do {
      parameter = try Parameter(for: className, keyPath: keyPath)
    } catch {
      throw SiriKitConversionError(
        .invalid("\(className).\(keyPath) is not a parameter: \(error)"))
    }
    // The model's initializer drops a leading class name, as SiriKit's does; the prefixes are
    // those of the key path the model kept.
    let path = parameter.keyPath
    var prefixes = path.utf8.indices.filter { path.utf8[$0] == UInt8(ascii: ".") }.map {
      String(path[..<$0])
    }
    prefixes.append(path)
    let found = Parsed(parameter: parameter, prefixes: prefixes)
    parsed.withLock {
      if $0.count >= parsedLimit { $0.removeAll(keepingCapacity: true) }
      $0[key] = found
    }
    return found
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
