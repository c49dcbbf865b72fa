import Foundation
import InteractionModel

#if canImport(Intents)
import Intents
#else
import SiriKitStandIn
#endif
#if canImport(IntentsUI)
import IntentsUI
#endif

/// What SiriKit keeps private or leaves to the Objective-C runtime.
///
/// Each is read the one way each platform allows: on Apple platforms through the runtime
/// (key-value coding, `responds(to:)`), on Linux through the stand-in's `package` members.
/// Everything else in the bridge is the same code on both.
enum SiriKitRuntime {
  /// A resolution result's outcome and values, which SiriKit keeps in private properties.
  struct ResolutionContents {
    var outcome: Outcome
    var resolvedValue: Any?
    var disambiguationItems: [Any]
    var itemToConfirm: Any?
    var reason: Int?
  }

  /// The outcomes of a resolution result.
  enum Outcome {
    case success, disambiguation, confirmationRequired, needsValue, notRequired, unsupported
  }

  /// The contents of a resolution result; `nil` for a code the bridge does not know.
  static func contents(of result: INIntentResolutionResult) -> ResolutionContents? {
    #if canImport(ObjectiveC)
    // The private result code, as Intents' own delivery code reads it: 0 success,
    // 1 unsupported, 2 needs value, 3 confirmation required, 4 disambiguation, 5 not required,
    // 6 unsupported with a reason.
    // These keys are not public API: Apple documents no way to read a result back. Each is
    // read only where the class answers to it, so that a future Intents without them makes the
    // result unreadable (recorded as left out, with a note) instead of raising an exception.
    guard let code = (value(forKey: "resolutionResultCode", of: result) as? NSNumber)?.intValue
    else { return nil }
    let outcome: Outcome
    switch code {
    case 0: outcome = .success
    case 1, 6: outcome = .unsupported
    case 2: outcome = .needsValue
    case 3: outcome = .confirmationRequired
    case 4: outcome = .disambiguation
    case 5: outcome = .notRequired
    default: return nil
    }
    let reason = (value(forKey: "unsupportedReason", of: result) as? NSNumber)?.intValue
    return ResolutionContents(
      outcome: outcome, resolvedValue: value(forKey: "resolvedValue", of: result),
      disambiguationItems: value(forKey: "disambiguationItems", of: result) as? [Any] ?? [],
      itemToConfirm: value(forKey: "itemToConfirm", of: result),
      reason: reason == 0 ? nil : reason)
    #else
    let contents = result.standInContents
    let outcome: Outcome
    switch contents.outcome {
    case .success: outcome = .success
    case .disambiguation: outcome = .disambiguation
    case .confirmationRequired: outcome = .confirmationRequired
    case .needsValue: outcome = .needsValue
    case .notRequired: outcome = .notRequired
    case .unsupported: outcome = .unsupported
    }
    return ResolutionContents(
      outcome: outcome, resolvedValue: contents.resolvedValue,
      disambiguationItems: contents.disambiguationItems, itemToConfirm: contents.itemToConfirm,
      reason: contents.reason)
    #endif
  }

  /// Gives a rebuilt intent the identifier SiriKit had given the recorded one.
  static func setIdentifier(_ identifier: String?, of intent: INIntent) {
    #if canImport(ObjectiveC)
    setIfBacked(identifier, key: "identifier", of: intent)
    #else
    intent.standInIdentifier = identifier
    #endif
  }

  /// Gives a rebuilt intent the description SiriKit had given the recorded one.
  static func setIntentDescription(_ description: String, of intent: INIntent) {
    #if canImport(ObjectiveC)
    setIfBacked(description, key: "intentDescription", of: intent)
    #else
    intent.standInIntentDescription = description
    #endif
  }

  /// Gives a rebuilt interaction the handling status SiriKit had given the recorded one.
  static func setHandlingStatus(_ status: INIntentHandlingStatus, of interaction: INInteraction) {
    #if canImport(ObjectiveC)
    setIfBacked(status.rawValue, key: "intentHandlingStatus", of: interaction)
    #else
    interaction.standInIntentHandlingStatus = status
    #endif
  }

  #if canImport(ObjectiveC)
  /// A property's value through key-value coding, only where the object has a getter of that
  /// name or an instance variable backs it: key-value coding raises an exception for a key
  /// without either, which would end the app.
  private static func value(forKey key: String, of object: NSObject) -> Any? {
    let cacheKey = ClassKey(objectClass: ObjectIdentifier(type(of: object)), key: key)
    let readable: Bool
    if let known = readableKeys.withLock({ $0[cacheKey] }) {
      readable = known
    } else {
      readable = keyValueCodingFinds(key, on: object)
      readableKeys.withLock { $0[cacheKey] = readable }
    }
    return readable ? object.value(forKey: key) : nil
  }

  /// A key of a class.
  private struct ClassKey: Hashable {
    var objectClass: ObjectIdentifier
    var key: String
  }

  /// Whether key-value coding finds each key on each class asked so far.
  ///
  /// The search builds selectors and walks the class hierarchy, and a recorded resolve reads
  /// five keys of its result. Classes live as long as the process, and their keys are few.
  private static let readableKeys = Locked<[ClassKey: Bool]>([:])

  /// Whether key-value coding finds `key` on `object` without raising.
  private static func keyValueCodingFinds(_ key: String, on object: NSObject) -> Bool {
    // Key-value coding's own search: the getters `getKey`, `key`, `isKey`, then the instance
    // variables `_key`, `_isKey`, `key`, `isKey`.
    let capitalized = key.prefix(1).uppercased() + key.dropFirst()
    let getters = ["get" + capitalized, key, "is" + capitalized]
    if getters.contains(where: { object.responds(to: NSSelectorFromString($0)) }) {
      return true
    }
    let variables = ["_" + key, "_is" + capitalized, key, "is" + capitalized]
    var current: AnyClass? = type(of: object)
    while let aClass = current {
      if variables.contains(where: { class_getInstanceVariable(aClass, $0) != nil }) {
        return true
      }
      current = class_getSuperclass(aClass)
    }
    return false
  }

  /// Sets a read-only property through key-value coding, only where an instance variable backs
  /// it: key-value coding raises an exception for a key without one, which would end the app.
  private static func setIfBacked(_ value: Any?, key: String, of object: NSObject) {
    var current: AnyClass? = type(of: object)
    while let aClass = current {
      if class_getInstanceVariable(aClass, "_" + key) != nil {
        object.setValue(value, forKey: key)
        return
      }
      current = class_getSuperclass(aClass)
    }
  }
  #endif

  /// The properties an object's class and its superclasses declare below `base`, by name, with
  /// their values: what the bridge records of an intent or response it has no table for.
  static func declaredProperties(of object: NSObject, below base: AnyClass) -> [(String, Any?)] {
    var properties: [(String, Any?)] = []
    #if canImport(ObjectiveC)
    var current: AnyClass? = type(of: object)
    while let aClass = current, aClass != base {
      var count: UInt32 = 0
      if let list = class_copyPropertyList(aClass, &count) {
        for index in 0..<Int(count) {
          // A property key-value coding cannot reach (a getter of another name) is left out.
          let name = String(cString: property_getName(list[index]))
          guard let value = value(forKey: name, of: object) else { continue }
          properties.append((name, value))
        }
        free(list)
      }
      current = class_getSuperclass(aClass)
    }
    #else
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, current.subjectType != base {
      for child in current.children {
        guard let label = child.label, !label.hasPrefix("standIn") else { continue }
        properties.append((label, unwrapped(child.value)))
      }
      mirror = current.superclassMirror
    }
    #endif
    return properties
  }

  /// A response's `code` as a number and, where the platform can tell, its case name.
  static func responseCode(of response: INIntentResponse) -> (rawValue: Int, name: String?)? {
    #if canImport(ObjectiveC)
    guard response.responds(to: NSSelectorFromString("code")),
      let number = response.value(forKey: "code") as? NSNumber
    else { return nil }
    return (number.intValue, nil)
    #else
    for (name, value) in declaredProperties(of: response, below: INIntentResponse.self)
    where name == "code" {
      guard let code = value as? any RawRepresentable, let raw = code.rawValue as? Int else {
        return nil
      }
      return (raw, value.map { String(describing: $0) })
    }
    return nil
    #endif
  }

  /// Whether `value` is an `Optional`, of any wrapped type.
  static func isOptional(_ value: Any) -> Bool {
    value is any AnyOptional
  }

  /// An optional inside an `Any` as its wrapped value or `nil`, so that `nil` is seen as such.
  static func unwrapped(_ value: Any) -> Any? {
    // A cast, not a Mirror: reflecting costs microseconds on every recorded result.
    guard let optional = value as? any AnyOptional else { return value }
    return optional.wrappedAny.flatMap(unwrapped)
  }

  #if canImport(IntentsUI) || !canImport(Intents)
  /// Which of IntentsUI's optional methods a controller implements.
  ///
  /// Linux cannot ask without calling; there both count as implemented, and
  /// ``missingOptionalMethods(in:)`` tells after the call.
  static func optionalMethods(of controller: any INUIHostedViewControlling) -> (
    configure: Bool, configureView: Bool
  ) {
    #if canImport(ObjectiveC)
    (
      controller.responds(
        to: #selector((any INUIHostedViewControlling).configure(with:context:completion:))),
      controller.responds(
        to: #selector(
          (any INUIHostedViewControlling).configureView(
            for:of:interactiveBehavior:context:completion:)))
    )
    #else
    // Only a call tells, unless the controller says, as the runtime would.
    guard let responding = controller as? any StandInSelectorResponding else { return (true, true) }
    return (
      responding.standInResponds(toSelector: "configureWithInteraction:context:completion:"),
      responding.standInResponds(
        toSelector:
          "configureViewForParameters:ofInteraction:interactiveBehavior:context:completion:")
    )
    #endif
  }
  #endif

  #if canImport(IntentsUI) || !canImport(Intents)
  /// Calls a controller's optional `configureView`; answers the method's name if the
  /// controller lacks it (and so never completes), nothing otherwise.
  static func configureView(
    of controller: any INUIHostedViewControlling, for parameters: Set<INParameter>,
    of interaction: INInteraction, interactiveBehavior: INUIInteractiveBehavior,
    context: INUIHostedViewContext,
    completion: @escaping @Sendable (Bool, Set<INParameter>, CGSize) -> Void
  ) -> [String] {
    #if canImport(ObjectiveC)
    let called: Void? = controller.configureView?(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
    return called == nil ? ["configureView(for:of:interactiveBehavior:context:completion:)"] : []
    #else
    return StandInOptionalMethodProbe.missingMethods {
      controller.configureView(
        for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
        context: context, completion: completion)
    }
    #endif
  }

  /// Calls a controller's optional `configure(with:context:completion:)`; answers the method's
  /// name if the controller lacks it (and so never completes), nothing otherwise.
  static func configure(
    _ controller: any INUIHostedViewControlling, with interaction: INInteraction,
    context: INUIHostedViewContext, completion: @escaping @Sendable (CGSize) -> Void
  ) -> [String] {
    #if canImport(ObjectiveC)
    let called: Void? = controller.configure?(
      with: interaction, context: context, completion: completion)
    return called == nil ? ["configure(with:context:completion:)"] : []
    #else
    return StandInOptionalMethodProbe.missingMethods {
      controller.configure(with: interaction, context: context, completion: completion)
    }
    #endif
  }
  #endif
}

/// An `Optional` of any wrapped type, so that one inside an `Any` can be opened.
private protocol AnyOptional {
  /// The wrapped value, or `nil`.
  var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
  fileprivate var wrappedAny: Any? { self.map { $0 } }
}
