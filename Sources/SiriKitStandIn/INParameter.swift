public import Foundation

/// A property of an intent or intent response that an Intents UI view can show.
///
/// https://developer.apple.com/documentation/intents/inparameter
///
/// Equality and hashing take the class name, the key path and every index, so `accounts[0]`,
/// `accounts[1]` and `accounts` are three different parameters.
open class INParameter: NSObject {
  /// The class of the intent or response the key path applies to.
  ///
  /// https://developer.apple.com/documentation/intents/inparameter/parameterclass
  public let parameterClass: AnyClass

  /// The key path, without subscripts and without a leading class name.
  ///
  /// https://developer.apple.com/documentation/intents/inparameter/parameterkeypath
  public let parameterKeyPath: String

  /// The index recorded for each sub-key path.
  private var indexesForSubKeyPaths: [String: Int] = [:]

  /// Creates a parameter for a property of an intent or response class.
  ///
  /// https://developer.apple.com/documentation/intents/inparameter/init(for:keypath:)
  ///
  /// A leading component equal to the class name is dropped, and each subscript is removed from
  /// the key path and recorded as the index of the sub-key path it closes (`tasks[2].title`
  /// gives `tasks.title` and the index 2 for `tasks`). SiriKit raises an exception for a
  /// malformed subscript; the stand-in traps with the same message.
  public init(for aClass: AnyClass, keyPath: String) {
    let className = String(describing: aClass)
    let sanitized = KeyPathSanitizer(keyPath, className: className)
    parameterClass = aClass
    parameterKeyPath = sanitized.keyPath
    indexesForSubKeyPaths = sanitized.indexes
    super.init()
  }

  /// Records the index of the array element a sub-key path reaches.
  ///
  /// https://developer.apple.com/documentation/intents/inparameter/setindex(_:forsubkeypath:)
  ///
  /// The sub-key path is sanitized as the initializer sanitizes key paths.
  open func setIndex(_ index: Int, forSubKeyPath subKeyPath: String) {
    let className = String(describing: parameterClass)
    let sanitized = KeyPathSanitizer(subKeyPath, className: className)
    indexesForSubKeyPaths[sanitized.keyPath] = index
  }

  /// The index recorded for a sub-key path, or `NSNotFound` if none was.
  ///
  /// https://developer.apple.com/documentation/intents/inparameter/index(forsubkeypath:)
  ///
  /// The sub-key path is looked up as given, without sanitizing.
  open func index(forSubKeyPath subKeyPath: String) -> Int {
    indexesForSubKeyPaths[subKeyPath] ?? NSNotFound
  }

  /// Whether two parameters name the same class, key path and indexes.
  ///
  /// https://developer.apple.com/documentation/intents/inparameter/isequal(to:)
  open func isEqual(to parameter: INParameter) -> Bool {
    ObjectIdentifier(parameterClass) == ObjectIdentifier(parameter.parameterClass)
      && parameterKeyPath == parameter.parameterKeyPath
      && indexesForSubKeyPaths == parameter.indexesForSubKeyPaths
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INParameter else { return false }
    return isEqual(to: other)
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(parameterClass))
    hasher.combine(parameterKeyPath)
    hasher.combine(indexesForSubKeyPaths)
    return hasher.finalize()
  }

  /// The key path with its subscripts put back, and the class.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject/1418746-description
  open override var description: String {
    "<INParameter parameterKeyPath: \(KeyPathSanitizer.subscripted(parameterKeyPath, indexesForSubKeyPaths)), parameterClass: \(String(describing: parameterClass))>"
  }
}
