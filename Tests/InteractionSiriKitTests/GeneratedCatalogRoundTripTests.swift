import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// Every intent of the catalog through its generated bridge and stand-in classes and back: each
/// property, each response code, each property as a parameter with an index, and each resolve
/// method's results.
@Suite struct GeneratedCatalogRoundTripTests {
  @Test func theTableAndTheBridgesCoverTheCatalog() throws {
    let table = try GeneratedTable.load()
    let catalog = Set(IntentCatalog.standard.entries.keys)
    #expect(Set(table.intents.map(\.intentClass)) == catalog)
    #expect(Set(SiriKitIntentRegistry.catalogBridges.map { $0.intentClassName }) == catalog)
    for intent in table.intents {
      let bridge = try GeneratedTable.bridge(intent.intentClass)
      #expect(bridge.responseClassName == intent.response.class)
      #expect(SiriKitNames.className(of: bridge.intentClass) == intent.intentClass)
      #expect(SiriKitNames.className(of: bridge.responseClass) == intent.response.class)
    }
  }

  @Test(arguments: try GeneratedTable.load().intents.map(\.intentClass))
  func everyPropertyRoundTrips(_ intentClass: String) throws {
    let table = try GeneratedTable.load()
    let intent = try #require(table.intents.first { $0.intentClass == intentClass })
    let bridge = try GeneratedTable.bridge(intentClass)
    var properties: [String: Value] = [:]
    for property in intent.properties where property.unbridged == nil {
      properties[property.name] = table.sample(of: property.type)
    }
    let made = try bridge.siriKitIntent(properties: properties)
    #expect(SiriKitNames.className(of: type(of: made)) == intentClass)
    // What Apple does not let an app set (a search's operators) stays in the model: a replayed
    // intent has it at its empty value, so it is absent.
    for property in intent.properties where property.access == "readOnly" {
      properties[property.name] = nil
    }
    #expect(try bridge.modelProperties(of: made) == properties)
    // Unset, every property is absent: a non-optional one at its empty value (an enum's zero
    // case) is SiriKit's "not set".
    let unset = try bridge.siriKitIntent(properties: [:])
    #expect(try bridge.modelProperties(of: unset) == [:])
    for property in intent.properties where property.unbridged == nil {
      #expect(try bridge.modelProperty(property.name, of: unset) == nil, "\(property.name)")
      #expect(try bridge.modelProperty(property.name, of: made) == properties[property.name])
    }
  }

  @Test(arguments: try GeneratedTable.load().intents.map(\.intentClass))
  func everyResponseCodeRoundTrips(_ intentClass: String) throws {
    let table = try GeneratedTable.load()
    let intent = try #require(table.intents.first { $0.intentClass == intentClass })
    let bridge = try GeneratedTable.bridge(intentClass)
    #expect(!intent.response.codes.isEmpty)
    for code in intent.response.codes {
      let model = IntentResponse(
        className: intent.response.class,
        code: IntentResponse.Code(rawValue: code.rawValue, name: code.name))
      let made = try bridge.siriKitResponse(from: model)
      #expect(try bridge.modelResponse(from: made) == model)
    }
    let unknown = IntentResponse(
      className: intent.response.class, code: IntentResponse.Code(rawValue: 99, name: "nope"))
    #expect(throws: SiriKitConversionError.self) { try bridge.siriKitResponse(from: unknown) }
  }

  @Test(arguments: try GeneratedTable.load().intents.map(\.intentClass))
  func everyResponsePropertyRoundTrips(_ intentClass: String) throws {
    let table = try GeneratedTable.load()
    let intent = try #require(table.intents.first { $0.intentClass == intentClass })
    let bridge = try GeneratedTable.bridge(intentClass)
    let code = try #require(intent.response.codes.last)
    var properties: [String: Value] = [:]
    for property in intent.response.properties where property.unbridged == nil {
      properties[property.name] = table.sample(of: property.type)
    }
    let model = IntentResponse(
      className: intent.response.class,
      code: IntentResponse.Code(rawValue: code.rawValue, name: code.name), properties: properties)
    #expect(try bridge.modelResponse(from: try bridge.siriKitResponse(from: model)) == model)
    // A property of the wrong shape says which (a number object takes a Boolean: a date does
    // not fit it).
    if let first = properties.keys.sorted().first {
      var wrong = model
      let type = intent.response.properties.first { $0.name == first }?.type
      wrong.properties[first] =
        type == "NSNumber" ? .date(Date(timeIntervalSince1970: 0)) : .bool(true)
      #expect {
        try bridge.siriKitResponse(from: wrong)
      } throws: { error in
        "\(error)".contains(first)
      }
    }
  }

  @Test(arguments: try GeneratedTable.load().intents.map(\.intentClass))
  func everyPropertyIsAParameterWithItsIndex(_ intentClass: String) throws {
    let table = try GeneratedTable.load()
    let intent = try #require(table.intents.first { $0.intentClass == intentClass })
    let bridge = try GeneratedTable.bridge(intentClass)
    for property in intent.properties {
      let isArray = property.type.hasPrefix("[")
      let model = try Parameter(
        for: intentClass, keyPath: property.name + (isArray ? "[1]" : ""))
      let siriKit = INParameter.converted(from: model, for: bridge.intentClass)
      #expect(siriKit.parameterKeyPath == property.name)
      #expect(
        siriKit.index(forSubKeyPath: property.name) == (isArray ? 1 : NSNotFound),
        "\(property.name)")
      #expect(try Parameter(siriKit) == model)
    }
  }

  @Test(arguments: try GeneratedTable.load().intents.map(\.intentClass))
  func everyResolutionResultRoundTrips(_ intentClass: String) throws {
    let table = try GeneratedTable.load()
    let intent = try #require(table.intents.first { $0.intentClass == intentClass })
    let bridge = try GeneratedTable.bridge(intentClass)
    let resolves = intent.handling.methods.filter { $0.kind == "resolve" && $0.unbridged == nil }
    #expect(Set(bridge.resultClasses.keys) == Set(resolves.compactMap(\.parameter)))
    for method in resolves {
      let parameter = try #require(method.parameter)
      let resultClass = try #require(bridge.resultClasses[parameter])
      #expect(SiriKitNames.className(of: resultClass) == method.resultClass)
      let type = try #require(intent.properties.first { $0.name == parameter }).type
      // A list parameter resolves element by element.
      let elementType = type.hasPrefix("[") ? String(type.dropFirst().dropLast()) : type
      let value = table.sample(of: elementType)
      var results: [ResolutionResult] = [
        .success(value), .confirmationRequired(value), .needsValue, .notRequired,
        .unsupported(reason: nil), .unsupported(reason: UnsupportedReason(rawValue: 2)),
      ]
      // Apple's result classes of enums, option sets, numbers and Booleans have no
      // disambiguation.
      let scalar =
        table.enums.contains { $0.name == elementType }
        || table.options.contains { $0.name == elementType }
        || ["Int", "Double", "Bool"].contains(elementType)
      if !scalar { results.append(.disambiguation([value, value])) }
      for result in results {
        let made = try resultClass.converted(from: result)
        #expect(made.isKind(of: resultClass))
        #expect(
          try ResolutionResult(made, reading: .everyResult) == result,
          "\(intentClass).\(parameter): \(result)")
      }
    }
  }
}
