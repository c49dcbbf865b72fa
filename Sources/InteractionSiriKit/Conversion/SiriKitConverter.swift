import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

/// Converts SiriKit's intents, responses, interactions and parameters to the model and back,
/// through the generated catalog's bridges, the user's mappings, or what a class declares.
///
/// Converting to the model never fails: what the converter does not understand is left out or
/// kept as it is, and each such decision is returned as a note for the log. Converting back, for
/// replay, throws instead: a replay cannot go on with an object it could not make.
package struct SiriKitConverter: Sendable {
  /// The catalog's bridges and the user's mappings.
  package let registry: SiriKitIntentRegistry

  /// Creates a converter.
  ///
  /// - Parameter registry: The bridges and mappings; the generated catalog's by default.
  package init(registry: SiriKitIntentRegistry = SiriKitIntentRegistry()) {
    self.registry = registry
  }

  /// The generated catalog's conversions without mappings, made once: `recorder.siriKit` may be
  /// asked for on every call.
  package static let catalog = SiriKitConverter()

  /// A conversion to the model, with what it could not understand.
  package struct Converted<Result> {
    /// The model value.
    package var value: Result
    /// One sentence per thing left out or kept as it was, for `Recorder.note`.
    package var notes: [String]
  }

  /// The model intent of a SiriKit intent: its class name, identifier and properties.
  ///
  /// The catalog's bridge converts the typed properties; without one, a user's mapping does;
  /// without either, each property the class declares that converts is kept, each other one is
  /// left out with a note. An intent without an identifier is kept without one, with a note.
  package func intent(_ intent: INIntent) -> Converted<Intent> {
    let className = SiriKitNames.className(of: type(of: intent))
    var notes: [String] = []
    var properties: [String: Value] = [:]
    if let bridge = registry.bridge(forIntent: className) {
      do {
        properties = try bridge.modelProperties(of: intent)
      } catch {
        notes.append("\(className): \(error.within(className)); the intent is recorded without it")
        properties = declaredProperties(of: intent, below: INIntent.self, notes: &notes)
      }
    } else if let mapping = registry.mappings[className] {
      do {
        properties = try mapping.properties(intent)
      } catch {
        notes.append("\(className): the app's mapping failed: \(error)")
      }
    } else {
      notes.append(
        "\(className) is not in the catalog and has no mapping; recorded through its declared "
          + "properties")
      properties = declaredProperties(of: intent, below: INIntent.self, notes: &notes)
    }
    if let description = intent.intentDescription, properties["intentDescription"] == nil {
      properties["intentDescription"] = .string(description)
    }
    if intent.identifier == nil {
      notes.append("\(className) has no identifier; recorded without one")
    }
    return Converted(
      value: Intent(className: className, identifier: intent.identifier, properties: properties),
      notes: notes)
  }

  /// One property of a SiriKit intent as a model value, with the intent's class name: what a
  /// resolve call records.
  ///
  /// The catalog's bridge converts just that property; otherwise the whole intent is converted,
  /// as ``intent(_:)`` does, and its notes are returned with the property.
  package func property(_ name: String, of intent: INIntent) -> Converted<
    (className: String, value: Value?)
  > {
    // A catalog class is found by identity, its name known without asking the runtime.
    if let bridge = registry.bridge(forIntentOfClass: type(of: intent)) {
      let className = bridge.intentClassName
      do {
        let value = try bridge.modelProperty(name, of: intent)
        let notes =
          intent.identifier == nil ? ["\(className) has no identifier; recorded without one"] : []
        return Converted(value: (className, value), notes: notes)
      } catch {
        // The whole conversion below says what did not convert, in a note.
      }
    }
    let whole = self.intent(intent)
    return Converted(
      value: (whole.value.className, whole.value.properties[name]), notes: whole.notes)
  }

  /// The model response of a SiriKit response: its code's name from the catalog's table, and its
  /// properties.
  ///
  /// A response class without a code table is kept with its code's raw value and the name
  /// `unknown` (Linux names the case), with a note; its properties are those its class declares.
  package func response(_ response: INIntentResponse) -> Converted<IntentResponse> {
    let className = SiriKitNames.className(of: type(of: response))
    var notes: [String] = []
    if let bridge = registry.bridge(forResponse: className) {
      do {
        return Converted(value: try bridge.modelResponse(from: response), notes: [])
      } catch {
        notes.append(
          "\(className): \(error.within(className)); recorded through its declared properties")
      }
    } else {
      notes.append("\(className) has no code table; its code is recorded by raw value")
    }
    let code: IntentResponse.Code
    if let found = SiriKitRuntime.responseCode(of: response) {
      let name = found.name.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber } ? $0 : nil }
      code = IntentResponse.Code(rawValue: found.rawValue, name: name ?? "unknown")
    } else {
      notes.append("\(className) has no code property; recorded as unspecified")
      code = .unspecified
    }
    let properties = declaredProperties(
      of: response, below: INIntentResponse.self, excluding: ["code", "userActivity"],
      notes: &notes)
    return Converted(
      value: IntentResponse(className: className, code: code, properties: properties),
      notes: notes)
  }

  /// The model interaction of a SiriKit interaction.
  package func interaction(_ interaction: INInteraction) -> Converted<Interaction> {
    let intent = self.intent(interaction.intent)
    let response = interaction.intentResponse.map(self.response)
    let converted = Interaction(
      intent: intent.value, response: response?.value,
      handlingStatus: HandlingStatus(interaction.intentHandlingStatus),
      direction: InteractionDirection(interaction.direction),
      identifier: interaction.identifier, groupIdentifier: interaction.groupIdentifier,
      dateInterval: interaction.dateInterval)
    return Converted(value: converted, notes: intent.notes + (response?.notes ?? []))
  }

  /// The model parameters of SiriKit parameters; one that cannot be a model parameter is left
  /// out, with a note, and one naming a class that is neither the interaction's intent's nor
  /// its response's is kept, with a note.
  package func parameters(
    _ parameters: Set<INParameter>, of interaction: INInteraction
  ) -> Converted<[(model: Parameter, siriKit: INParameter)]> {
    // Only the classes, so that a call need not convert the interaction itself.
    let intentClass = ObjectIdentifier(type(of: interaction.intent))
    let responseClass = interaction.intentResponse.map { ObjectIdentifier(type(of: $0)) }
    // Pairs, not a dictionary: hashing a model parameter costs more than the rest of a call.
    var converted: [(model: Parameter, siriKit: INParameter)] = []
    converted.reserveCapacity(parameters.count)
    var notes: [String] = []
    for parameter in parameters {
      do {
        let model = try Parameter(parameter)
        let parameterClass = ObjectIdentifier(parameter.parameterClass)
        if parameterClass != intentClass && parameterClass != responseClass {
          notes.append(
            "parameter \(model) names neither the interaction's intent nor its response; "
              + "recorded as it is")
        }
        converted.append((model, parameter))
      } catch {
        notes.append("parameter \(parameter) left out: \(error)")
      }
    }
    return Converted(value: converted, notes: notes)
  }

  /// The properties an object's class declares below `base` that convert, by name.
  ///
  /// Each other one is left out with a note. Unset (`nil`) properties are left out, as the
  /// model does.
  private func declaredProperties(
    of object: NSObject, below base: AnyClass, excluding excluded: Set<String> = [],
    notes: inout [String]
  ) -> [String: Value] {
    let className = SiriKitNames.className(of: type(of: object))
    var properties: [String: Value] = [:]
    for (name, value) in SiriKitRuntime.declaredProperties(of: object, below: base)
    where !excluded.contains(name) {
      do {
        let converted = try SiriKitValues.modelValue(of: value)
        if !converted.isNull { properties[name] = converted }
      } catch {
        notes.append("\(className).\(name) left out: \(error)")
      }
    }
    return properties
  }
}
