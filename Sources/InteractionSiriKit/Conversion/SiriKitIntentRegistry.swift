/// The intent bridges of the catalog by class name, and the user's own mappings.
///
/// The generated code adds the catalog's bridges by making this type adopt
/// ``SiriKitGeneratedCatalog``; the bridge asks for that conformance at run time, so the
/// hand-written code builds with or without the generated files.
///
/// A class, immutable: the converter that holds it is copied into each recorded call's
/// closures, and a reference copies with one retain where four dictionaries take four.
package final class SiriKitIntentRegistry: Sendable {
  /// The catalog's bridges by intent class name.
  private let bridgesByIntent: [String: any SiriKitIntentBridge.Type]
  /// The catalog's bridges by response class name.
  private let bridgesByResponse: [String: any SiriKitIntentBridge.Type]
  /// The catalog's bridges by intent class: found without the class's name, on every call.
  private let bridgesByIntentClass: [ObjectIdentifier: any SiriKitIntentBridge.Type]
  /// The user's mappings by intent class name; they take precedence over the catalog's.
  package let mappings: [String: SiriKitIntentMapping]

  /// The generated catalog's bridges, or none while the generated code is absent.
  package static var catalogBridges: [any SiriKitIntentBridge.Type] {
    (SiriKitIntentRegistry.self as Any.Type as? any SiriKitGeneratedCatalog.Type)?
      .intentBridges ?? []
  }

  /// Creates a registry of the catalog's bridges and the user's mappings.
  ///
  /// - Parameters:
  ///   - bridges: The bridges to look up; the generated catalog's by default.
  ///   - mappings: The user's own mappings, for intents outside the catalog.
  package init(
    bridges: [any SiriKitIntentBridge.Type] = SiriKitIntentRegistry.catalogBridges,
    mappings: [SiriKitIntentMapping] = []
  ) {
    var byIntent: [String: any SiriKitIntentBridge.Type] = [:]
    var byResponse: [String: any SiriKitIntentBridge.Type] = [:]
    var byIntentClass: [ObjectIdentifier: any SiriKitIntentBridge.Type] = [:]
    for bridge in bridges {
      byIntent[bridge.intentClassName] = bridge
      byResponse[bridge.responseClassName] = bridge
      byIntentClass[ObjectIdentifier(bridge.intentClass)] = bridge
    }
    bridgesByIntent = byIntent
    bridgesByResponse = byResponse
    bridgesByIntentClass = byIntentClass
    self.mappings = Dictionary(mappings.map { ($0.intentClassName, $0) }) { _, last in last }
  }

  /// The bridge of an intent class, if the catalog has one.
  package func bridge(forIntent className: String) -> (any SiriKitIntentBridge.Type)? {
    bridgesByIntent[className]
  }

  /// The bridge of an intent's class, if the catalog has one: the class itself, not a subclass.
  package func bridge(forIntentOfClass intentClass: AnyClass) -> (any SiriKitIntentBridge.Type)? {
    bridgesByIntentClass[ObjectIdentifier(intentClass)]
  }

  /// The bridge whose response class this is, if the catalog has one.
  package func bridge(forResponse className: String) -> (any SiriKitIntentBridge.Type)? {
    bridgesByResponse[className]
  }
}

/// What the generated code adopts on ``SiriKitIntentRegistry`` to hand it the catalog's bridges.
package protocol SiriKitGeneratedCatalog {
  /// One bridge per intent of the catalog.
  static var intentBridges: [any SiriKitIntentBridge.Type] { get }
}
