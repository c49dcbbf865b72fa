/// Renders the stand-in's generated declarations: enums, option sets, intent and response
/// classes, result classes and handling protocols, each naming the Apple page it comes from.
struct StandInRenderer {
  var table: SiriKitTable

  static let directory = "Sources/SiriKitStandIn/Generated"

  /// Every stand-in file, in the table's order.
  func files() -> [GeneratedFile] {
    var files: [GeneratedFile] = []
    for entry in table.enums {
      files.append(
        enumFile(
          name: entry.name, page: entry.page, cases: entry.cases, deprecated: entry.deprecated))
    }
    for entry in table.options {
      files.append(optionsFile(entry))
    }
    for result in table.resultClasses {
      files.append(resultClassFile(result))
      if let reasons = result.unsupportedReasons {
        files.append(
          enumFile(
            name: reasons.name, page: reasons.page, cases: reasons.cases,
            deprecated: reasons.deprecated))
      }
    }
    for intent in table.intents {
      files.append(intentFile(intent))
      files.append(
        enumFile(
          name: intent.response.codeEnum, page: intent.response.codePage,
          cases: intent.response.codes, deprecated: intent.response.codeDeprecated))
      files.append(responseFile(intent))
      files.append(handlingFile(intent))
    }
    return files
  }

  private func file(_ name: String, _ body: String) -> GeneratedFile {
    GeneratedFile(path: "\(Self.directory)/\(name).swift", text: GeneratedFile.header + body)
  }

  /// The attribute lines, each ending in a line break, that give a declaration Apple's
  /// availability: its own deprecation, and the first system with it where that is later than
  /// the package's iOS 15 (a type's deprecation is its members' without one of their own).
  static func attributes(
    deprecated: SiriKitTable.Deprecation? = nil, available: String? = nil, indent: String = ""
  ) -> String {
    var lines: [String] = []
    if let available { lines.append("@available(\(available), *)") }
    if let deprecated { lines.append(deprecated.attribute) }
    return lines.map { indent + $0 + "\n" }.joined()
  }

  private func enumFile(
    name: String, page: String, cases: [SiriKitTable.Case], deprecated: SiriKitTable.Deprecation?
  ) -> GeneratedFile {
    // A case Swift lacks on iOS is unavailable there: a Swift enum holds no raw value without a
    // case, as an imported one does, so Linux keeps the case.
    let lines = cases.map { entry in
      let unavailable =
        entry.unavailable == nil
        ? ""
        : "  /// Not in Swift on iOS: kept for its raw value.\n  @available(iOS, unavailable)\n"
      return unavailable
        + Self.attributes(deprecated: entry.deprecated, available: entry.available, indent: "  ")
        + "  case \(entry.swift) = \(entry.rawValue)"
    }.joined(separator: "\n")
    return file(
      name,
      """
      /// `\(name)`, an Objective-C enumeration with Apple's cases and raw values.
      ///
      /// \(page)
      \(Self.attributes(deprecated: deprecated))public enum \(name): Int, Sendable {
      \(lines)
      }

      """)
  }

  private func optionsFile(_ entry: SiriKitTable.EnumEntry) -> GeneratedFile {
    let members = entry.cases.map { member in
      // A member the recordings name otherwise keeps that name too, for the package's code.
      let recorded =
        member.swiftName == nil
        ? ""
        : """

          /// The `\(member.swift)` member by the name the recordings give it, for the package.
          package static let \(member.name) = \(member.swift)
        """
      // Apple's name, even where it is not lowerCamelCase (`GIF`).
      let lint =
        member.swift.first?.isUppercase == true
        ? "  // swift-format-ignore: AlwaysUseLowerCamelCase\n" : ""
      return """
        \(lint)\
          /// The `\(member.swift)` member.
          ///
          /// \(entry.page)/\(member.swift.lowercased())
        \(Self.attributes(deprecated: member.deprecated, available: member.available, indent: "  "))\
          public static let \(member.swift) = \(entry.name)(rawValue: \(member.rawValue))\(recorded)
        """
    }.joined(separator: "\n")
    // Not Hashable: Swift imports an NS_OPTIONS type as an OptionSet that is not.
    return file(
      entry.name,
      """
      /// `\(entry.name)`, an Objective-C option set with Apple's members and bits.
      ///
      /// \(entry.page)
      \(Self.attributes(deprecated: entry.deprecated))public struct \(entry.name): OptionSet, Sendable {
        public let rawValue: UInt

        /// Creates the set of the members whose bits are set.
        ///
        /// https://developer.apple.com/documentation/swift/optionset/init(rawvalue:)
        public init(rawValue: UInt) {
          self.rawValue = rawValue
        }

      \(members)
      }

      """)
  }

  private func resultClassFile(_ result: SiriKitTable.ResultClassEntry) -> GeneratedFile {
    let attributes = Self.attributes(deprecated: result.deprecated)
    guard let enumName = result.valueType else { return subclassFile(result) }
    // Swift imports an Objective-C option-set parameter with an empty set as its default.
    let empty = result.options == nil ? "" : " = []"
    return file(
      result.class,
      """
      /// `\(result.class)`: the outcome of resolving a parameter whose value is ``\(enumName)``.
      ///
      /// \(result.page)
      \(attributes)open class \(result.class): INIntentResolutionResult {
        /// A result saying the parameter resolved to a value.
        ///
        /// \(result.page)/success(with:)
        open class func success(with resolvedValue: \(enumName)\(empty)) -> Self {
          standIn(.success, value: resolvedValue)
        }

        /// A result asking the user to confirm a value.
        ///
        /// \(result.page)/confirmationrequired(with:)
        open class func confirmationRequired(with valueToConfirm: \(enumName)\(empty)) -> Self {
          standIn(.confirmationRequired, itemToConfirm: valueToConfirm)
        }
      }

      """)
  }

  /// An intent's own subclass of a typed result class: the initializer that makes one from a
  /// result of the base class (iOS 11's), and `unsupported(forReason:)` with the class's reasons
  /// where Apple gives them, the reason kept as its raw value, which the bridge records.
  private func subclassFile(_ result: SiriKitTable.ResultClassEntry) -> GeneratedFile {
    let label = result.baseInitializerLabel
    let unsupported =
      result.unsupportedReasons.map { reasons in
        """
          /// A result saying the extension does not support the value, for one of the class's
          /// reasons.
          ///
          /// \(result.page)/unsupported(forreason:)
          open class func unsupported(forReason reason: \(reasons.name)) -> Self {
            unsupported(withReason: reason.rawValue)
          }


        """
      } ?? ""
    return file(
      result.class,
      """
      /// `\(result.class)`: the intent's own result class, with the factory methods of
      /// ``\(result.base)``.
      ///
      /// \(result.page)
      \(Self.attributes(deprecated: result.deprecated))open class \(result.class): \(result.base) {
      \(unsupported)\
        /// A result of this class that says what `\(label)` says:
        /// how a handler passes on a result made for the base class.
        ///
        /// \(result.page)/init(\(label.lowercased()):)
        public convenience init(\(label): \(result.base)) {
          self.init()
          standInContents = \(label).standInContents
        }
      }

      """)
  }

  /// The value of a non-optional property that SiriKit leaves unset: an enum's case 0 (its
  /// `unknown`), an empty option set, string or array.
  static func emptyValue(of property: SiriKitTable.Property, in table: SiriKitTable) -> String {
    if property.enum == true, let entry = table.enums.first(where: { $0.name == property.type }) {
      let zero = entry.cases.first { $0.rawValue == 0 } ?? entry.cases[0]
      return ".\(zero.swift)"
    }
    if property.options == true { return "[]" }
    return property.type.hasPrefix("[") ? "[]" : "\"\""
  }

  private func swiftType(_ property: SiriKitTable.Property) -> String {
    property.type + (property.optional ? "?" : "")
  }

  private func intentFile(_ intent: SiriKitTable.IntentEntry) -> GeneratedFile {
    let properties = intent.bridgedProperties
    // Foundation only for its value types (a number Apple keeps as NSNumber): the stand-in
    // declares the rest.
    let foundation =
      properties.contains { $0.type == "NSNumber" } ? "public import Foundation\n\n" : ""
    var body = """
      \(foundation)/// `\(intent.intentClass)`, with the typed properties the bridge converts.
      ///
      /// \(intent.page)
      \(Self.attributes(deprecated: intent.deprecated))open class \(intent.intentClass): INIntent {

      """
    guard !properties.isEmpty else {
      return file(intent.intentClass, body + "}\n")
    }
    for property in properties {
      // As Apple lets it be set: by the initializer, afterwards, or never (package-set here,
      // so that the stand-in's tests can make an intent as SiriKit would).
      let declaration =
        switch property.access {
        case "settable": "open var \(property.name): \(swiftType(property))"
        case "readOnly":
          "public package(set) var \(property.name): \(swiftType(property)) = "
            + (property.optional ? "nil" : Self.emptyValue(of: property, in: table))
        default: "public let \(property.name): \(swiftType(property))"
        }
      let attributes = Self.attributes(
        deprecated: property.deprecated, available: property.available, indent: "  ")
      body += """
          /// The intent's `\(property.name)` parameter, as Apple declares it.
          ///
          /// \(property.page)
        \(attributes)  \(declaration)

        """
    }
    let initializer = intent.initializerProperties
    let parameters = initializer.map { property -> String in
      let type = swiftType(property) + (property.initializerDefault.map { " = \($0)" } ?? "")
      guard let label = property.initializerLabel else { return "\(property.name): \(type)" }
      return "\(label) \(property.name): \(type)"
    }.joined(separator: ", ")
    let assignments = initializer.filter { $0.initializerNil != true }
      .map { "    self.\($0.name) = \($0.name)" }.joined(separator: "\n")
    let defaults = initializer.map { property -> String in
      "\(property.initializerLabel ?? property.name): "
        + (property.optional ? "nil" : Self.emptyValue(of: property, in: table))
    }.joined(separator: ", ")
    body += """

        /// Creates the intent with its parameters, as Apple's designated initializer takes
        /// them; an argument the bridge leaves out is ignored.
        ///
        /// \(intent.page)
      \(Self.attributes(deprecated: intent.initializerDeprecated, indent: "  "))\
        public init(\(parameters)) {
      \(assignments)
          super.init()
        }

        /// Creates the intent without parameters, as `NSObject`'s `init()` does.
        ///
        /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
        public convenience override init() {
          self.init(\(defaults))
        }
      }

      """
    return file(intent.intentClass, body)
  }

  private func responseFile(_ intent: SiriKitTable.IntentEntry) -> GeneratedFile {
    let response = intent.response
    let properties = intent.bridgedResponseProperties.map { property in
      let attributes = Self.attributes(
        deprecated: property.deprecated, available: property.available, indent: "  ")
      return """

            /// The response's `\(property.name)`, as Apple declares it.
            ///
            /// \(property.page)
          \(attributes)\
            open var \(property.name): \(swiftType(property))\(property.optional ? "" : " = \(Self.emptyValue(of: property, in: table))")
        """
    }.joined(separator: "\n")
    // Foundation only for its value types: the stand-in declares the rest.
    let foundationTypes: Set<String> = [
      "Date", "DateComponents", "[Date]", "[DateComponents]", "NSNumber",
    ]
    let needsFoundation = intent.bridgedResponseProperties.contains {
      foundationTypes.contains($0.type)
    }
    return file(
      response.class,
      """
      \(needsFoundation ? "public import Foundation\n\n" : "")\
      /// `\(response.class)`: the extension's answer to ``\(intent.intentClass)``.
      ///
      /// \(response.page)
      \(Self.attributes(deprecated: response.deprecated))open class \(response.class): INIntentResponse {
        /// The response's code.
        ///
        /// \(response.page)/code
        public let code: \(response.codeEnum)\(properties)

        /// Creates a response with a code and the activity to hand the app, if any.
        ///
        /// \(response.page)/init(code:useractivity:)
        public init(code: \(response.codeEnum), userActivity: NSUserActivity?) {
          self.code = code
          super.init()
          self.userActivity = userActivity
        }
      }

      """)
  }

  /// A handling method's Swift declaration, without a body.
  static func declaration(
    of method: SiriKitTable.Method, in intent: SiriKitTable.IntentEntry
  ) -> String {
    let response = intent.response.class
    switch method.kind {
    case "resolve":
      let name = method.swiftName.map { String($0.prefix { $0 != "(" }) } ?? ""
      let result = method.resultClass ?? "INIntentResolutionResult"
      let type = method.resultIsArray == true ? "[\(result)]" : result
      return "func \(name)(for intent: \(intent.intentClass), "
        + "with completion: @escaping @Sendable (\(type)) -> Void)"
    case "other":
      return method.declaration ?? ""
    default:
      return "func \(method.kind)(\(intentArgument(of: method, in: intent)), "
        + "completion: @escaping @Sendable (\(response)) -> Void)"
    }
  }

  /// The intent's argument of a handle or confirm method as Apple labels it: `intent:` for most,
  /// `cancelRide intent:` where the Swift name says `handle(cancelRide:completion:)`.
  static func intentArgument(
    of method: SiriKitTable.Method, in intent: SiriKitTable.IntentEntry
  ) -> String {
    let label = intentLabel(of: method)
    return label == "intent"
      ? "intent: \(intent.intentClass)" : "\(label) intent: \(intent.intentClass)"
  }

  /// The first argument label of a method's Swift name, `intent` when the table has none.
  static func intentLabel(of method: SiriKitTable.Method) -> String {
    guard let name = method.swiftName, let open = name.firstIndex(of: "("),
      let colon = name.firstIndex(of: ":")
    else { return "intent" }
    return String(name[name.index(after: open)..<colon])
  }

  private func handlingFile(_ intent: SiriKitTable.IntentEntry) -> GeneratedFile {
    let handling = intent.handling
    let methods =
      [intent.handleMethod, intent.confirmMethod].compactMap { $0 } + intent.resolveMethods
      + intent.requiredOtherMethods
    let requirements = methods.map { method in
      """
        /// \(method.page ?? handling.page)
      \(Self.attributes(deprecated: method.deprecated, indent: "  "))\
        \(Self.declaration(of: method, in: intent))
      """
    }.joined(separator: "\n\n")
    let defaults = methods.filter { $0.kind != "handle" && $0.kind != "other" }.map { method in
      """
        /// Absent unless the handler implements it: tells the stand-in's probe, as Objective-C
        /// answers `responds(to:)` with false for `\(method.selector)`.
      \(Self.attributes(deprecated: method.deprecated, indent: "  "))\
        public \(Self.declaration(of: method, in: intent)) {
          StandInOptionalMethodProbe.reportMissing("\(method.selector)")
        }
      """
    }.joined(separator: "\n\n")
    return file(
      handling.protocol,
      """
      public import Foundation

      /// `\(handling.protocol)`: the methods SiriKit calls to resolve, confirm and handle
      /// ``\(intent.intentClass)``.
      ///
      /// \(handling.page)
      ///
      /// Swift on Linux has no optional protocol requirements: every optional method is a
      /// requirement here, with a default that does nothing but tell
      /// `StandInOptionalMethodProbe` that the handler lacks it. A caller that runs a call under
      /// the probe learns what Objective-C's `responds(to:)` would have answered.
      \(Self.attributes(deprecated: handling.deprecated))public protocol \(handling.protocol): NSObjectProtocol {
      \(requirements)
      }

      \(Self.attributes(deprecated: handling.deprecated))extension \(handling.protocol) {
      \(defaults)
      }

      """)
  }
}
