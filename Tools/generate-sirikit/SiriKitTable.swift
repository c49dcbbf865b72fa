/// The table generate-sirikit reads: Apple's API facts for the catalog's intents.
///
/// Written from Apple's documentation pages and the selectors, raw values and availability of
/// the .NET bindings of the SDK (`src/intents.cs` in dotnet/macios). An entry marked `unbridged`
/// is a fact of Apple's API that the bridge leaves out, with the reason.
struct SiriKitTable: Decodable {
  /// Where the facts come from, in a sentence.
  var source: String
  /// The enums the intents' properties and resolve methods use.
  var enums: [EnumEntry]
  /// The option sets (`NS_OPTIONS`) they use, each member's `rawValue` its bit.
  var options: [EnumEntry]
  /// The result classes the stand-in lacks: an enum's, or an intent's subclass of a typed one.
  var resultClasses: [ResultClassEntry]
  /// One entry per intent of `IntentCatalog.standard`.
  var intents: [IntentEntry]

  /// An Objective-C `NS_ENUM` as Swift imports it.
  struct EnumEntry: Decodable {
    var name: String
    var page: String
    var cases: [Case]
    var deprecated: Deprecation?
  }

  /// Apple's deprecation of a declaration, as its interface states it.
  struct Deprecation: Decodable {
    /// The system and version, such as `iOS 15.0`.
    var system: String
    var message: String

    /// The attribute that marks what the bridge generates around the declaration deprecated
    /// too, so that using it there is not a warning: the bridge exists for apps that still
    /// support it.
    var attribute: String {
      let parts = system.split(separator: " ")
      return "@available(\(parts.first ?? "iOS"), deprecated: \(parts.last ?? ""), "
        + "message: \"\(message)\")"
    }
  }

  /// An enum case and its raw value.
  struct Case: Decodable {
    var name: String
    var rawValue: Int
  }

  /// A resolution result class: for an enum (`enum` set) or an option set (`options` set), or
  /// a subclass of `base`.
  struct ResultClassEntry: Decodable {
    var `class`: String
    var base: String
    var `enum`: String?
    var options: String?
    var page: String
    var deprecated: Deprecation?

    /// The enum or option set whose values the class's factory methods take.
    var valueType: String? { self.enum ?? options }
  }

  /// An intent class, its response and its handling protocol.
  struct IntentEntry: Decodable {
    var intentClass: String
    var page: String
    var properties: [Property]
    var response: Response
    var handling: Handling
    var deprecated: Deprecation?
  }

  /// A typed property of an intent.
  struct Property: Decodable {
    var name: String
    /// The Swift type without optionality, such as `INSpeakableString` or `[INPerson]`.
    var type: String
    var optional: Bool
    /// Whether `type` is one of the table's enums.
    var `enum`: Bool?
    /// Whether `type` is one of the table's option sets.
    var options: Bool?
    var page: String
    /// Why the bridge leaves the property out, if it does.
    var unbridged: String?
    /// The label of the property's argument in Apple's initializer, where it is not the name.
    var initializerLabel: String?
    /// How Apple lets the property be set: by the initializer (nil), only afterwards
    /// (`settable`), or never (`readOnly`: recorded, and carried by the model on replay).
    var access: String?
    /// An unbridged property that Apple's initializer still takes: passed `nil`.
    var initializerNil: Bool?
    /// The first system with the property, such as `iOS 16.0`, where it is later than iOS 15.
    var available: String?
  }

  /// A response class and its `Code` enum.
  struct Response: Decodable {
    var `class`: String
    var page: String
    var codeEnum: String
    var codePage: String
    var codes: [Case]
    /// The response's properties, each settable and optional, as Apple declares them.
    var properties: [Property]
  }

  /// A handling protocol.
  struct Handling: Decodable {
    var `protocol`: String
    var page: String
    var methods: [Method]
  }

  /// A method of a handling protocol: `resolve`, `confirm`, `handle`, or `other`.
  struct Method: Decodable {
    var kind: String
    var selector: String
    var swiftName: String?
    var parameter: String?
    var resultClass: String?
    var resultIsArray: Bool?
    var page: String?
    /// Why the bridge leaves the method out, if it does.
    var unbridged: String?
    /// An `other` method's Swift declaration, as Apple's interface has it.
    var declaration: String?
    /// How a wrapper forwards an `other` method: its call without the receiver.
    var forward: String?
  }
}

extension SiriKitTable.IntentEntry {
  /// The bridged properties that Apple's initializer takes, in its order.
  var initializerProperties: [SiriKitTable.Property] {
    properties.filter { ($0.unbridged == nil || $0.initializerNil == true) && $0.access == nil }
  }

  /// The properties the bridge converts.
  var bridgedProperties: [SiriKitTable.Property] { properties.filter { $0.unbridged == nil } }

  /// The response properties the bridge converts.
  var bridgedResponseProperties: [SiriKitTable.Property] {
    response.properties.filter { $0.unbridged == nil }
  }

  /// The resolve methods the bridge wraps.
  var resolveMethods: [SiriKitTable.Method] {
    handling.methods.filter { $0.kind == "resolve" && $0.unbridged == nil }
  }

  /// The confirm method, if the protocol has one.
  var confirmMethod: SiriKitTable.Method? { handling.methods.first { $0.kind == "confirm" } }

  /// The methods that are neither resolve, confirm nor handle but that Apple's protocol
  /// requires (a ride's status updates); wrappers forward them unrecorded.
  var requiredOtherMethods: [SiriKitTable.Method] {
    handling.methods.filter { $0.kind == "other" && $0.declaration != nil }
  }

  /// The handle method.
  var handleMethod: SiriKitTable.Method? { handling.methods.first { $0.kind == "handle" } }

  /// The class name without `IN` and `Intent`, such as `StartWorkout`.
  var verb: String { String(intentClass.dropFirst(2).dropLast(6)) }
}
