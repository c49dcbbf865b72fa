import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension SiriKitConverter {
  /// A SiriKit intent for a model intent, for replay: through the catalog's bridge or the
  /// user's mapping, with the recorded identifier.
  ///
  /// - Throws: A ``SiriKitConversionError`` for a class with neither, or a property that does
  ///   not convert.
  package func siriKitIntent(_ intent: Intent) throws(SiriKitConversionError) -> INIntent {
    var properties = intent.properties
    let description = properties.removeValue(forKey: "intentDescription")?.stringValue
    let made: INIntent
    if let bridge = registry.bridge(forIntent: intent.className) {
      made = try bridge.siriKitIntent(properties: properties)
    } else if let mapping = registry.mappings[intent.className] {
      do {
        made = try mapping.intent(properties)
      } catch {
        throw SiriKitConversionError(.invalid("the app's mapping failed: \(error)"))
      }
    } else {
      throw SiriKitConversionError(.unsupportedClass(intent.className))
    }
    SiriKitRuntime.setIdentifier(intent.identifier, of: made)
    if let description { SiriKitRuntime.setIntentDescription(description, of: made) }
    return made
  }

  /// A SiriKit response for a model response, for replay, through the catalog's bridge.
  ///
  /// - Throws: A ``SiriKitConversionError`` for a response class without a bridge, an unknown
  ///   code name, or a property that does not convert.
  package func siriKitResponse(_ response: IntentResponse) throws(SiriKitConversionError)
    -> INIntentResponse
  {
    guard let bridge = registry.bridge(forResponse: response.className) else {
      throw SiriKitConversionError(.unsupportedClass(response.className))
    }
    return try bridge.siriKitResponse(from: response)
  }

  /// A SiriKit interaction for a model interaction, for replay, with the recorded status,
  /// direction, identifiers and dates.
  ///
  /// - Throws: A ``SiriKitConversionError`` when the intent or response cannot be made.
  package func siriKitInteraction(_ interaction: Interaction) throws(SiriKitConversionError)
    -> INInteraction
  {
    let intent: INIntent
    do {
      intent = try siriKitIntent(interaction.intent)
    } catch {
      throw error.within("intent")
    }
    var response: INIntentResponse?
    if let recorded = interaction.response {
      do {
        response = try siriKitResponse(recorded)
      } catch {
        throw error.within("response")
      }
    }
    let made = INInteraction(intent: intent, response: response)
    SiriKitRuntime.setHandlingStatus(INIntentHandlingStatus(interaction.handlingStatus), of: made)
    made.direction = INInteractionDirection(interaction.direction)
    made.identifier = interaction.identifier
    made.groupIdentifier = interaction.groupIdentifier
    made.dateInterval = interaction.dateInterval
    return made
  }

  /// A SiriKit parameter for a model parameter of an interaction: its class is the interaction's
  /// intent's or response's class, whichever has the parameter's class name.
  ///
  /// - Throws: A ``SiriKitConversionError`` when neither has that class name.
  package func siriKitParameter(
    _ parameter: Parameter, of interaction: INInteraction
  ) throws(SiriKitConversionError) -> INParameter {
    let intentClass: AnyClass = type(of: interaction.intent)
    if SiriKitNames.className(of: intentClass) == parameter.className {
      return INParameter.converted(from: parameter, for: intentClass)
    }
    if let response = interaction.intentResponse,
      SiriKitNames.className(of: type(of: response)) == parameter.className
    {
      return INParameter.converted(from: parameter, for: type(of: response))
    }
    if let bridge = registry.bridge(forIntent: parameter.className) {
      return INParameter.converted(from: parameter, for: bridge.intentClass)
    }
    if let bridge = registry.bridge(forResponse: parameter.className) {
      return INParameter.converted(from: parameter, for: bridge.responseClass)
    }
    throw SiriKitConversionError(.unsupportedClass(parameter.className))
  }
}
