public import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// The user's own conversion of an intent class outside the catalog, such as an Xcode-generated
/// custom intent, to the model and back.
///
/// Without one, the bridge records such an intent through the properties its class declares, and
/// cannot rebuild it for replay.
public struct SiriKitIntentMapping: Sendable {
  /// The intent's Objective-C class name, such as `OrderSoupIntent`.
  public let intentClassName: String
  /// The intent's properties as model values.
  public let properties: @Sendable (INIntent) throws -> [String: Value]
  /// An intent of the class with the given properties.
  public let intent: @Sendable ([String: Value]) throws -> INIntent

  /// Creates a mapping.
  ///
  /// - Parameters:
  ///   - intentClassName: The intent's Objective-C class name.
  ///   - properties: Converts an intent of the class to model values by property name.
  ///   - intent: Makes an intent of the class from model values by property name.
  public init(
    intentClassName: String,
    properties: @escaping @Sendable (INIntent) throws -> [String: Value],
    intent: @escaping @Sendable ([String: Value]) throws -> INIntent
  ) {
    self.intentClassName = intentClassName
    self.properties = properties
    self.intent = intent
  }
}
