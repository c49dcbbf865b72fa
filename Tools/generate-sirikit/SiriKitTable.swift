/// The table generate-sirikit reads: Apple's API facts for the catalog's intents.
///
/// Written from Apple's documentation pages and the selectors, raw values and availability of
/// the .NET bindings of the SDK (`src/intents.cs` in dotnet/macios); deprecations and
/// initializer defaults as an iPhoneOS SDK's Swift interface has them, which
/// `Tools/stand-in-check` compares with the stand-in. An entry marked `unbridged` is a fact of
/// Apple's API that the bridge leaves out, with the reason.
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
  /// The files the catalog's entries go in, `CatalogEntry+<name>.swift`, each with the comment
  /// that heads it, line by line without `// `.
  var catalogFiles: [CatalogFile]

  /// An Objective-C `NS_ENUM` as Swift imports it.
  struct EnumEntry: Decodable {
    var name: String
    var page: String
    var cases: [Case]
    var deprecated: Deprecation?
  }

  /// Apple's deprecation of a declaration, as its interface states it.
  ///
  /// A type's deprecation is its members' too, as Swift imports them; a member's own, where it
  /// differs (another version, or no message), is the member's `deprecated`.
  struct Deprecation: Decodable {
    /// The system and version, such as `iOS 15.0`.
    var system: String
    /// The message, if Apple gives one.
    var message: String?

    /// The attribute that marks the stand-in's declaration as Apple's is, and what the bridge
    /// generates around it deprecated too, so that using it there is not a warning: the bridge
    /// exists for apps that still support it.
    var attribute: String {
      let parts = system.split(separator: " ")
      let platform = "@available(\(parts.first ?? "iOS"), deprecated: \(parts.last ?? "")"
      return platform + (message.map { ", message: \"\($0)\")" } ?? ")")
    }
  }

  /// An enum case and its raw value.
  struct Case: Decodable {
    /// The name the recordings spell: Apple's Swift name, unless `swiftName` gives that.
    var name: String
    var rawValue: Int
    /// Apple's Swift name where it is not `name`: the recordings keep `name`.
    var swiftName: String?
    /// The case's own deprecation, where it is not its type's.
    var deprecated: Deprecation?
    /// The first system with the case, such as `iOS 17.0`, where it is later than iOS 15.
    var available: String?
    /// Why Swift on iOS has no such case, if it has none: the stand-in marks it unavailable on
    /// iOS (Linux needs the case to hold the raw value, which an imported enum holds without
    /// one), and the recordings name it.
    var unavailable: String?

    /// The case's name in Swift.
    var swift: String { swiftName ?? name }
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
    /// A subclass's own reasons for `unsupported(forReason:)`, where Apple gives it some: the
    /// enum the stand-in declares, as the SDK's interface has it.
    var unsupportedReasons: EnumEntry?

    /// The enum or option set whose values the class's factory methods take.
    var valueType: String? { self.enum ?? options }

    /// The label of a subclass's initializer from a result of its base class, as Apple names it
    /// (`personResolutionResult` for `INPersonResolutionResult`).
    var baseInitializerLabel: String {
      let name = base.dropFirst(2)
      return (name.first?.lowercased() ?? "") + name.dropFirst()
    }
  }

  /// An intent class, its response and its handling protocol.
  struct IntentEntry: Decodable {
    var intentClass: String
    var page: String
    var properties: [Property]
    var response: Response
    var handling: Handling
    var deprecated: Deprecation?
    /// The initializer's own deprecation, where it is not the class's.
    var initializerDeprecated: Deprecation?
    /// The intent's entry in `IntentCatalog.standard`.
    var catalog: CatalogFacts
  }

  /// What the simulated host knows about an intent: a `CatalogEntry`, written as a static
  /// property of `CatalogEntry` in `Sources/InteractionModel/Catalog/Generated/`.
  struct CatalogFacts: Decodable {
    /// The name of the file the entry goes in: one of the table's `catalogFiles`.
    var file: String
    /// The entry's name on `CatalogEntry`, such as `sendPayment`.
    var property: String
    /// The entry's doc comment, line by line without `/// `: which orders it has, and why.
    var documentation: [String]
    /// The parameters in the order the host resolves them.
    var resolvableParameters: [String]
    /// The default interface's rows, top to bottom.
    var rows: [Row]
    /// Where the orders come from, in a sentence; `nil` when both are the SDK's declaration
    /// order, which `CatalogEntry.sdkDeclarationOrder(_:)` words the same for every intent.
    var orderSource: String?
  }

  /// A `ParameterRow`: its text form, written as a string, or an object with `text` and
  /// `groupsElements` for a `[]` row whose elements are offered in one call.
  struct Row: Decodable {
    var text: String
    var groupsElements = false

    private enum CodingKeys: String, CodingKey {
      case text, groupsElements
    }

    init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        self.text = text
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      text = try container.decode(String.self, forKey: .text)
      groupsElements = try container.decodeIfPresent(Bool.self, forKey: .groupsElements) ?? false
    }
  }

  /// A generated file of catalog entries and the comment that heads it.
  struct CatalogFile: Decodable {
    var name: String
    var comment: [String]
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
    /// The property's own deprecation, where it is not its class's.
    var deprecated: Deprecation?
    /// The default of the property's argument in Apple's initializer, if it has one (`nil`,
    /// `[]`, `.unknown`).
    var initializerDefault: String?
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
    /// The response class's deprecation.
    var deprecated: Deprecation?
    /// The `Code` enum's deprecation (its message names the enum, or the intent).
    var codeDeprecated: Deprecation?
  }

  /// A handling protocol.
  struct Handling: Decodable {
    var `protocol`: String
    var page: String
    var methods: [Method]
    /// The protocol's deprecation.
    var deprecated: Deprecation?
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
    /// The method's own deprecation, where it is not its protocol's.
    var deprecated: Deprecation?
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
