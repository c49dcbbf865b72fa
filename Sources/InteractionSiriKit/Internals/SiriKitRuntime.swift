import Foundation
import InteractionModel

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif
#if os(iOS)
import IntentsUI
#endif

/// What SiriKit keeps private or leaves to the Objective-C runtime.
///
/// Each is read the one way each platform allows, through public API only: on Apple platforms
/// what ``SiriKitResolution`` kept on a result and `responds(to:)`, on Linux the stand-in's
/// `package` members. Everything else in the bridge is the same code on both.
enum SiriKitRuntime {
  /// A resolution result's outcome and values, as the stand-in holds them.
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

  #if !os(iOS) && !os(watchOS)
  /// The contents of a stand-in resolution result.
  static func contents(of result: INIntentResolutionResult) -> ResolutionContents {
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
  }
  #endif

  /// Gives a rebuilt intent the identifier SiriKit had given the recorded one, where the
  /// platform lets it be set: Apple's is read-only, and there the model carries the value.
  static func setIdentifier(_ identifier: String?, of intent: INIntent) {
    #if !os(iOS) && !os(watchOS)
    intent.standInIdentifier = identifier
    #endif
  }

  /// Gives a rebuilt intent the description SiriKit had given the recorded one, where the
  /// platform lets it be set: Apple's is read-only, and there the model carries the value.
  static func setIntentDescription(_ description: String, of intent: INIntent) {
    #if !os(iOS) && !os(watchOS)
    intent.standInIntentDescription = description
    #endif
  }

  /// Gives a rebuilt interaction the handling status SiriKit had given the recorded one, where
  /// the platform lets it be set: Apple's is read-only, and there the model carries the value.
  static func setHandlingStatus(_ status: INIntentHandlingStatus, of interaction: INInteraction) {
    #if !os(iOS) && !os(watchOS)
    interaction.standInIntentHandlingStatus = status
    #endif
  }

  #if os(iOS) || os(watchOS)
  /// A public property's value through key-value coding, only where the object has a getter of
  /// that name: key-value coding raises an exception for a key without one, which would end the
  /// app.
  private static func value(ofProperty name: String, of object: NSObject) -> Any? {
    object.responds(to: NSSelectorFromString(name)) ? object.value(forKey: name) : nil
  }

  /// Whether a class is one of Apple's, whose undocumented properties the bridge must not read.
  private static func isApples(_ aClass: AnyClass) -> Bool {
    Bundle(for: aClass).bundleIdentifier?.hasPrefix("com.apple.") ?? false
  }
  #endif

  /// The properties an object's class and its superclasses declare below `base`, by name, with
  /// their values: what the bridge records of an intent or response it has no table for.
  ///
  /// On Apple platforms only the app's own classes are read, such as Xcode's generated custom
  /// intents, whose properties are the app's: the walk stops at the first of Apple's classes,
  /// whose runtime properties include undocumented ones.
  static func declaredProperties(of object: NSObject, below base: AnyClass) -> [(String, Any?)] {
    var properties: [(String, Any?)] = []
    #if os(iOS) || os(watchOS)
    var current: AnyClass? = type(of: object)
    while let aClass = current, aClass != base, !isApples(aClass) {
      var count: UInt32 = 0
      if let list = class_copyPropertyList(aClass, &count) {
        for index in 0..<Int(count) {
          // A property key-value coding cannot reach (a getter of another name) is left out.
          let name = String(cString: property_getName(list[index]))
          guard let value = value(ofProperty: name, of: object) else { continue }
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
    #if os(iOS) || os(watchOS)
    // `code` is public on every response class, each with its own enum type.
    guard let number = value(ofProperty: "code", of: response) as? NSNumber else { return nil }
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

  #if !os(watchOS)
  /// Which of IntentsUI's optional methods a controller implements.
  ///
  /// Linux cannot ask without calling; there both count as implemented, and
  /// ``missingOptionalMethods(in:)`` tells after the call.
  static func optionalMethods(of controller: any INUIHostedViewControlling) -> (
    configure: Bool, configureView: Bool
  ) {
    #if os(iOS) || os(watchOS)
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

  #if !os(watchOS)
  /// Calls a controller's optional `configureView`; answers the method's name if the
  /// controller lacks it (and so never completes), nothing otherwise.
  static func configureView(
    of controller: any INUIHostedViewControlling, for parameters: Set<INParameter>,
    of interaction: INInteraction, interactiveBehavior: INUIInteractiveBehavior,
    context: INUIHostedViewContext,
    completion: @escaping @Sendable (Bool, Set<INParameter>, CGSize) -> Void
  ) -> [String] {
    #if os(iOS) || os(watchOS)
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
    #if os(iOS) || os(watchOS)
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
