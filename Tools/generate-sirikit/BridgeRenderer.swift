/// Renders the bridge's generated code: per intent its conversions, code table, recording
/// handler and replay adapter; per enum and option set its model conversion; the registry of
/// them all.
struct BridgeRenderer {
  var table: SiriKitTable

  static let directory = "Sources/InteractionSiriKit/Generated"

  /// Every bridge file, in the table's order.
  func files() -> [GeneratedFile] {
    var files: [GeneratedFile] = []
    for entry in table.enums {
      files.append(enumFile(name: entry.name, cases: entry.cases))
    }
    for entry in table.options {
      files.append(optionsFile(entry))
    }
    for result in table.resultClasses where result.valueType != nil {
      files.append(enumResultFile(result))
    }
    for intent in table.intents {
      files.append(bridgeFile(intent))
      files.append(recordingFile(intent))
      files.append(replayFile(intent))
    }
    files.append(registryFile())
    files.append(supportFile())
    return files
  }

  private func file(_ name: String, _ body: String) -> GeneratedFile {
    GeneratedFile(path: "\(Self.directory)/\(name).swift", text: GeneratedFile.header + body)
  }

  private func enumFile(name: String, cases: [SiriKitTable.Case]) -> GeneratedFile {
    let names = cases.map { "    \($0.rawValue): \"\($0.name)\"," }.joined(separator: "\n")
    return file(
      "\(name)+ModelValueConvertible",
      """
      \(GeneratedFile.intentsImports("package"))

      \(deprecation(of: table.enums.first { $0.name == name }?.deprecated))extension \(name): SiriKitNamedCases {
        /// The case names by raw value, as the recordings spell them.
        package static let caseNames: [Int: String] = [
      \(names)
        ]
      }

      """)
  }

  private func optionsFile(_ entry: SiriKitTable.EnumEntry) -> GeneratedFile {
    let names = entry.cases.map { "    (\($0.rawValue), \"\($0.name)\")," }.joined(separator: "\n")
    return file(
      "\(entry.name)+ModelValueConvertible",
      """
      \(GeneratedFile.intentsImports("package"))

      \(deprecation(of: entry.deprecated))extension \(entry.name): SiriKitNamedOptions {
        /// The members' bits and names, as the recordings spell them.
        package static let memberNames: [(bit: UInt, name: String)] = [
      \(names)
        ]
      }

      """)
  }

  private func enumResultFile(_ result: SiriKitTable.ResultClassEntry) -> GeneratedFile {
    file(
      "\(result.class)+SiriKitResolutionResultMaking",
      """
      \(GeneratedFile.intentsImports("package"))

      \(deprecation(of: result.deprecated))extension \(result.class): SiriKitNamedResultMaking {
        package typealias Resolved = \(result.valueType ?? "")
      }

      """)
  }

  /// A statement about a property, under `#available` where the property is newer than the
  /// package's iOS 15 (always true on Linux, where the stand-in has every property).
  private func available(_ property: SiriKitTable.Property, _ statement: String) -> String {
    guard let system = property.available else { return "    " + statement }
    return "    if #available(\(system), *) {\n      \(statement)\n    }"
  }

  /// The deprecation attribute and a line break, or nothing for a current declaration.
  private func deprecation(of deprecation: SiriKitTable.Deprecation?) -> String {
    deprecation.map { "\($0.attribute)\n" } ?? ""
  }

  private func bridgeName(_ intent: SiriKitTable.IntentEntry) -> String {
    "\(intent.verb)IntentBridge"
  }

  private func bridgeFile(_ intent: SiriKitTable.IntentEntry) -> GeneratedFile {
    let name = bridgeName(intent)
    let response = intent.response
    let properties = intent.bridgedProperties
    // A non-optional property at its empty value (an enum's zero case) is SiriKit's "not set":
    // left out, as an unset optional one is, and restored by `siriKitIntent(properties:)`.
    let toModel = properties.map { property -> String in
      property.optional
        ? "    properties[\"\(property.name)\"] = intent.\(property.name)?.modelValue"
        : "    if intent.\(property.name) != \(StandInRenderer.emptyValue(of: property, in: table)) {"
          + " properties[\"\(property.name)\"] = intent.\(property.name).modelValue }"
    }.joined(separator: "\n")
    let responseProperties = intent.bridgedResponseProperties
    // Lines after the first carry their own indentation: the template indents only the first.
    let responseToModel: String
    let responseFromModel: String
    if responseProperties.isEmpty {
      responseToModel = [
        "return IntentResponse(",
        "      className: responseClassName, code: IntentResponse.Code(rawValue: rawValue, name: name))",
      ].joined(separator: "\n")
      responseFromModel = "return \(response.class)(code: code, userActivity: nil)"
    } else {
      responseToModel =
        (["var properties: [String: Value] = [:]"]
        + responseProperties.map { property in
          available(
            property,
            property.optional
              ? "properties[\"\(property.name)\"] = response.\(property.name)?.modelValue"
              // At its empty value (an enum's zero case), SiriKit's "not set": left out.
              : "if response.\(property.name) != \(StandInRenderer.emptyValue(of: property, in: table)) {"
                + " properties[\"\(property.name)\"] = response.\(property.name).modelValue }")
        }
        + [
          "    return IntentResponse(",
          "      className: responseClassName, code: IntentResponse.Code(rawValue: rawValue, name: name),",
          "      properties: properties)",
        ]).joined(separator: "\n")
      responseFromModel =
        (["let made = \(response.class)(code: code, userActivity: nil)"]
        + responseProperties.map { property in
          let fallback =
            property.optional ? "" : " ?? \(StandInRenderer.emptyValue(of: property, in: table))"
          return available(
            property,
            "made.\(property.name) = try SiriKitGeneratedProperties.value("
              + "\"\(property.name)\", in: response.properties, as: \(property.type)?.self)\(fallback)"
          )
        }
        + ["    return made"]).joined(separator: "\n")
    }
    let propertyCases = properties.map { property -> String in
      property.optional
        ? "    case \"\(property.name)\": return intent.\(property.name)?.modelValue"
        // Not a ternary: its `nil` would be the model's null value, not "no value".
        : "    case \"\(property.name)\":\n      guard intent.\(property.name) != "
          + "\(StandInRenderer.emptyValue(of: property, in: table)) else { return nil }\n"
          + "      return intent.\(property.name).modelValue"
    }.joined(separator: "\n")
    let onePropertyBody =
      properties.isEmpty
      ? "    return nil"
      : "    switch name {\n\(propertyCases)\n    default: return nil\n    }"
    // Each value read into a local first: one expression of them all is too much for the type
    // checker. Apple's initializer takes some; others are set after it; read-only ones cannot be.
    let reads = properties.filter { $0.access != "readOnly" }.map { property -> String in
      let fallback =
        property.optional ? "" : " ?? \(StandInRenderer.emptyValue(of: property, in: table))"
      return "    let \(property.name) = try SiriKitGeneratedProperties.value("
        + "\"\(property.name)\", in: properties, as: \(property.type)?.self)\(fallback)"
    }
    let arguments = intent.initializerProperties.map { property in
      "      \(property.initializerLabel ?? property.name): "
        + "\(property.initializerNil == true ? "nil" : property.name)"
    }.joined(separator: ",\n")
    let settings = properties.filter { $0.access == "settable" }.map {
      "    made.\($0.name) = \($0.name)"
    }
    let make =
      properties.isEmpty
      ? "    \(intent.intentClass)()"
      : (reads + ["    let made = \(intent.intentClass)(\n\(arguments)\n    )"] + settings
        + ["    return made"]).joined(separator: "\n")
    let resultEntries = intent.resolveMethods.map {
      "    \"\($0.parameter ?? "")\": \($0.resultClass ?? "INIntentResolutionResult").self,"
    }
    let results = resultEntries.isEmpty ? "    :" : resultEntries.joined(separator: "\n")
    let codes = response.codes.map { "    \($0.rawValue): \"\($0.name)\"," }.joined(separator: "\n")
    let replayChoice =
      intent.confirmMethod.map { confirm in
        [
          "    if SiriKitGeneratedProperties.responds(handler, to: \"\(confirm.selector)\") {",
          "      return \(intent.verb)IntentReplayHandlerConfirming(handler)",
          "    }",
          "    return \(intent.verb)IntentReplayHandler(handler)",
        ].joined(separator: "\n")
      } ?? "    return \(intent.verb)IntentReplayHandler(handler)"
    // Foundation for the value types a response property may have.
    let needsFoundation = (responseProperties + properties).contains {
      ["Date", "DateComponents", "NSNumber"].contains($0.type)
    }
    return file(
      name,
      """
      \(needsFoundation ? "import Foundation\n" : "")\
      import InteractionModel
      import InteractionRecorder

      \(GeneratedFile.intentsImports(""))

      /// The conversions and wrappers of `\(intent.intentClass)` and `\(response.class)`.
      ///
      /// \(intent.page)
      \(deprecation(of: intent.deprecated))enum \(name): SiriKitGeneratedIntentBridge {
        package static let intentClassName = "\(intent.intentClass)"
        package static let responseClassName = "\(response.class)"
        package static var intentClass: INIntent.Type { \(intent.intentClass).self }
        package static var responseClass: INIntentResponse.Type { \(response.class).self }

        static let resultClasses: [String: any SiriKitResolutionResultMaking.Type] = [
      \(results)
        ]

        /// The names of `\(response.codeEnum)`'s cases by raw value.
        ///
        /// \(response.codePage)
        package static let codeNames: [Int: String] = [
      \(codes)
        ]

        package static func modelProperties(of intent: INIntent) throws(SiriKitConversionError)
          -> [String: Value]
        {
          guard \(properties.isEmpty ? "intent is \(intent.intentClass)" : "let intent = intent as? \(intent.intentClass)") else {
            throw SiriKitConversionError(.unsupportedClass(SiriKitNames.className(of: type(of: intent))))
          }
      \(properties.isEmpty ? "    return [:]" : "    var properties: [String: Value] = [:]\n" + toModel + "\n    return properties")
        }

        package static func modelProperty(_ name: String, of intent: INIntent)
          throws(SiriKitConversionError) -> Value?
        {
          guard \(properties.isEmpty ? "intent is \(intent.intentClass)" : "let intent = intent as? \(intent.intentClass)") else {
            throw SiriKitConversionError(.unsupportedClass(SiriKitNames.className(of: type(of: intent))))
          }
      \(onePropertyBody)
        }

        package static func siriKitIntent(properties: [String: Value]) throws(SiriKitConversionError)
          -> INIntent
        {
      \(make)
        }

        package static func modelResponse(from response: INIntentResponse)
          throws(SiriKitConversionError) -> IntentResponse
        {
          guard let response = response as? \(response.class) else {
            throw SiriKitConversionError(.unsupportedClass(SiriKitNames.className(of: type(of: response))))
          }
          let rawValue = response.code.rawValue
          guard let name = codeNames[rawValue] else {
            throw SiriKitConversionError(
              .unknownCase(type: "\(response.codeEnum)", name: String(rawValue)), at: "code")
          }
          \(responseToModel)
        }

        package static func siriKitResponse(from response: IntentResponse)
          throws(SiriKitConversionError) -> INIntentResponse
        {
          guard let rawValue = codeNames.first(where: { $0.value == response.code.name })?.key,
            let code = \(response.codeEnum)(rawValue: rawValue)
          else {
            throw SiriKitConversionError(
              .unknownCase(type: "\(response.codeEnum)", name: response.code.name), at: "code")
          }
          \(responseFromModel)
        }

        package static func recordingHandler(wrapping handler: Any, recorder: Recorder) -> AnyObject? {
          guard let handler = handler as? any \(intent.handling.protocol) else { return nil }
          return Recording\(intent.verb)IntentHandler(wrapping: handler, recorder: recorder)
        }

        package static func replayHandler(wrapping handler: Any) -> (any IntentHandler)? {
          guard let handler = handler as? any \(intent.handling.protocol) else { return nil }
      \(replayChoice)
        }
      }

      """)
  }

  private func recordingFile(_ intent: SiriKitTable.IntentEntry) -> GeneratedFile {
    let name = "Recording\(intent.verb)IntentHandler"
    let optional = intent.handling.methods.filter { $0.kind != "handle" }.map(\.selector)
    let selectors = optional.map { "    \"\($0)\"," }.joined(separator: "\n")
    var methods: [String] = []
    if let handle = intent.handleMethod {
      methods.append(answerMethod(handle, "recordHandle", intent))
    }
    if let confirm = intent.confirmMethod {
      methods.append(answerMethod(confirm, "recordConfirm", intent))
    }
    for method in intent.resolveMethods {
      let swiftName = method.swiftName.map { String($0.prefix { $0 != "(" }) } ?? ""
      methods.append(
        """
          /// Records the call and each result, and forwards them.
          ///
          /// \(method.page ?? intent.handling.page)
          package \(StandInRenderer.declaration(of: method, in: intent)) {
            SiriKitGeneratedProperties.recordOptional(wrapped.\(swiftName), intent) { body in
              recorder.recordResolve(
                parameter: "\(method.parameter ?? "")", for: intent, instanceID: instanceID,
                completion: completion, body: body)
            }
          }
        """)
    }
    for method in intent.requiredOtherMethods {
      methods.append(
        """
          /// Forwarded unrecorded: required by the protocol, and not a call the log describes.
          ///
          /// \(method.page ?? intent.handling.page)
          \(method.declaration ?? "") {
            wrapped.\(method.forward ?? "")
          }
        """)
    }
    return file(
      name,
      """
      import Foundation
      import InteractionRecorder

      \(GeneratedFile.intentsImports(""))

      /// Records every call SiriKit makes to an `\(intent.handling.protocol)` handler, then
      /// forwards it: the recording handler the bridge returns from `handler(for:)`.
      ///
      /// It answers `responds(to:)` for the protocol's optional methods as the wrapped handler
      /// does, so SiriKit calls the same methods through it:
      /// - On Apple platforms it asks the Objective-C runtime about the wrapped handler, the one
      ///   line under `os(iOS) || os(watchOS)`; methods the table leaves out are forwarded to the
      ///   wrapped handler unrecorded (`forwardingTarget(for:)`), so SiriKit still reaches them.
      /// - On Linux, which has no selectors, each optional method is a requirement of the
      ///   stand-in protocol whose default tells the stand-in's probe that the handler lacks it;
      ///   this handler forwards every call, so a probe around a call through it reports the
      ///   same missing methods as one around a call to the wrapped handler.
      ///
      /// \(intent.handling.page)
      \(deprecation(of: intent.deprecated))final class \(name): NSObject, \(intent.handling.protocol), @unchecked Sendable {
        /// The user's handler.
        let wrapped: any \(intent.handling.protocol)
        /// Converts and records each call.
        let recorder: SiriKitRecorder
        /// The wrapped handler's id in the log, found once: it is the same for every call.
        let instanceID: String

        /// The selectors of the protocol's optional methods, the bridged and the others.
        static let optionalSelectors: Set<String> = [
      \(selectors)
        ]

        init(wrapping handler: any \(intent.handling.protocol), recorder: Recorder) {
          wrapped = handler
          self.recorder = recorder.siriKit
          instanceID = recorder.instanceID(of: handler)
          super.init()
        }

        #if os(iOS) || os(watchOS)
        override func responds(to aSelector: Selector!) -> Bool {
          guard let aSelector, Self.optionalSelectors.contains(NSStringFromSelector(aSelector)) else {
            return super.responds(to: aSelector)
          }
          return wrapped.responds(to: aSelector)
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
          wrapped
        }
        #endif

      \(methods.joined(separator: "\n\n"))
      }

      #if !os(iOS) && !os(watchOS)
      \(deprecation(of: intent.deprecated))extension Recording\(intent.verb)IntentHandler: StandInSelectorResponding {
        /// Answers for the protocol's optional methods as the wrapped handler does, where it
        /// says (Linux's stand-in for `responds(to:)`); every other method is this handler's own.
        func standInResponds(toSelector selector: String) -> Bool {
          !Self.optionalSelectors.contains(selector)
            || SiriKitGeneratedProperties.responds(wrapped, to: selector)
        }
      }
      #endif

      """)
  }

  private func answerMethod(
    _ method: SiriKitTable.Method, _ record: String, _ intent: SiriKitTable.IntentEntry
  ) -> String {
    """
      /// Records the call and each response, and forwards them.
      ///
      /// \(method.page ?? intent.handling.page)
      \(StandInRenderer.declaration(of: method, in: intent)) {
    \(method.kind == "handle" ? """
        recorder.\(record)(intent: intent, instanceID: instanceID, completion: completion) {
          completion in
          \(forwardAnswer(method, receiver: "wrapped", intent: "intent", completion: "completion"))
        }
    """ : """
        SiriKitGeneratedProperties.recordOptional(
          wrapped.confirm(\(StandInRenderer.intentLabel(of: method)):completion:), intent
        ) { body in
          recorder.\(record)(intent: intent, instanceID: instanceID, completion: completion, body: body)
        }
    """)
      }
    """
  }

  /// A call of a handle method, or of an optional confirm method through `callOptional`, with
  /// the intent's argument labelled as Apple labels it.
  private func forwardAnswer(
    _ method: SiriKitTable.Method, receiver: String, intent: String, completion: String
  ) -> String {
    let label = StandInRenderer.intentLabel(of: method)
    return method.kind == "handle"
      ? "\(receiver).handle(\(label): \(intent), completion: \(completion))"
      : "SiriKitGeneratedProperties.callOptional(\(receiver).confirm(\(label):completion:), "
        + "\(intent), \(completion))"
  }

  private func replayFile(_ intent: SiriKitTable.IntentEntry) -> GeneratedFile {
    let name = "\(intent.verb)IntentReplayHandler"
    let resolves = intent.resolveMethods
    let parameterList = resolves.map { "\"\($0.parameter ?? "")\"" }.joined(separator: ", ")
    let selectorList = resolves.map { "\"\($0.selector)\"" }.joined(separator: ", ")
    let cases = resolves.map { method -> String in
      let swiftName = method.swiftName.map { String($0.prefix { $0 != "(" }) } ?? ""
      let convert =
        method.resultIsArray == true
        ? "completion(results.compactMap { try? ResolutionResult($0) })"
        : "completion([try? ResolutionResult(results)].compactMap { $0 })"
      // The result's type named: Apple keeps a deprecated method of the same name beside some.
      let result = method.resultClass ?? "INIntentResolutionResult"
      let type = method.resultIsArray == true ? "[\(result)]" : result
      return """
            case "\(method.parameter ?? "")":
              return SiriKitGeneratedProperties.callOptional(handler.\(swiftName), typed) {
                (results: \(type)) in \(convert)
              }
        """
    }.joined(separator: "\n")
    // A separate class for handlers that confirm: the host asks the model handler's protocols,
    // not `responds(to:)`, whether to confirm.
    let confirming =
      intent.confirmMethod.map { confirm in
        """

        /// The replay handler of a handler that implements `confirm(intent:completion:)`.
        \(deprecation(of: intent.deprecated))final class \(name)Confirming: \(name), IntentConfirming, @unchecked Sendable {
          func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
            _ = confirmIfImplemented(intent: intent, completion: completion)
          }

          override func confirmIfImplemented(
            intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void
          ) -> Bool {
            // An intent that does not convert gets no completion, which the replay reports.
            guard let typed = typedIntent(intent) else { return true }
            let converter = converter
            return \(forwardAnswer(confirm, receiver: "handler", intent: "typed", completion: "{ completion(converter.response($0).value) }"))
          }
        }

        """
      } ?? ""
    return file(
      name,
      """
      import InteractionModel

      \(GeneratedFile.intentsImports(""))

      /// A model handler that replays calls through an `\(intent.handling.protocol)` handler's
      /// typed methods, by parameter name.
      ///
      /// An intent that does not convert back to `\(intent.intentClass)` gets no call and no
      /// completion, which the replayer reports as a divergence.
      ///
      /// It is named after the handler's type, so a replay labels the handler as the recorder did.
      ///
      /// \(intent.handling.page)
      /// On Linux it learns whether the handler implements an optional method only by calling it,
      /// so the host calls it through `OptionalIntentMethodProbing`, which says so.
      ///
      \(deprecation(of: intent.deprecated))class \(name): IntentResolving, OptionalIntentMethodProbing, WrappedTypeNaming, @unchecked Sendable {
        fileprivate let handler: any \(intent.handling.protocol)
        fileprivate let converter = SiriKitConverter.catalog
        let wrappedTypeName: String

        init(_ handler: any \(intent.handling.protocol)) {
          self.handler = handler
          wrappedTypeName = SiriKitNames.className(of: type(of: handler))
        }

        /// The parameters whose resolve method the handler implements; on Linux, every one the
        /// protocol has, since only a call tells (the host skips those `resolveIfImplemented`
        /// finds missing).
        var resolvableParameters: [String] {
          let parameters: [String] = [\(parameterList)]
          let selectors: [String] = [\(selectorList)]
          return zip(parameters, selectors).filter { SiriKitGeneratedProperties.responds(handler, to: $0.1) }
            .map(\\.0)
        }

        fileprivate func typedIntent(_ intent: Intent) -> \(intent.intentClass)? {
          (try? converter.siriKitIntent(intent)) as? \(intent.intentClass)
        }

        func resolve(
          parameter name: String, for intent: Intent,
          completion: @escaping @Sendable ([ResolutionResult]) -> Void
        ) {
          _ = resolveIfImplemented(parameter: name, for: intent, completion: completion)
        }

        func resolveIfImplemented(
          parameter name: String, for intent: Intent,
          completion: @escaping @Sendable ([ResolutionResult]) -> Void
        ) -> Bool {
          // An intent that does not convert gets no completion, which the replay reports.
          guard let typed = typedIntent(intent) else { return true }
          switch name {
      \(cases.isEmpty ? "" : cases + "\n")    default:
            // No resolve method of that name in the protocol.
            _ = typed
            return false
          }
        }

        /// A handler that confirms is replayed by the `Confirming` subclass.
        func confirmIfImplemented(
          intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void
        ) -> Bool {
          false
        }

        func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
          guard let typed = typedIntent(intent) else { return }
          let converter = converter
          \(intent.handleMethod.map { forwardAnswer($0, receiver: "handler", intent: "typed", completion: "{ completion(converter.response($0).value) }") } ?? "")
        }
      }
      \(confirming)
      """)
  }

  private func supportFile() -> GeneratedFile {
    file(
      "SiriKitGeneratedProperties",
      """
      import Foundation
      import InteractionModel
      import InteractionRecorder

      \(GeneratedFile.intentsImports(""))

      /// A generated bridge: also names the result class of each resolve method it wraps.
      protocol SiriKitGeneratedIntentBridge: SiriKitIntentBridge {
        /// The result class of each wrapped resolve method, by parameter name.
        static var resultClasses: [String: any SiriKitResolutionResultMaking.Type] { get }
      }

      /// What the generated bridges share: reading a typed property from model values, and asking
      /// whether a handler implements an optional method.
      enum SiriKitGeneratedProperties {
        /// The property `name` of `properties` as `Wrapped`, `nil` where it is absent or null.
        ///
        /// - Throws: A ``SiriKitConversionError`` at the property's name.
        static func value<Wrapped: ModelValueConvertible>(
          _ name: String, in properties: [String: Value], as type: Wrapped?.Type
        ) throws(SiriKitConversionError) -> Wrapped? {
          do {
            return try Wrapped?(modelValue: properties[name] ?? .null)
          } catch {
            throw error.within(name)
          }
        }

        /// Calls a handler's optional method if the handler implements it.
        ///
        /// On Apple platforms Swift sees an optional Objective-C requirement as an optional
        /// function, `nil` when the handler lacks it. On Linux the stand-in's default stands in
        /// for a missing method: it reports to the stand-in's probe and never completes.
        ///
        /// - Returns: Whether the handler implements the method, and so was called.
        @discardableResult
        static func callOptional<Argument, Answer>(
          _ method: ((Argument, @escaping @Sendable (Answer) -> Void) -> Void)?,
          _ argument: Argument, _ completion: @escaping @Sendable (Answer) -> Void
        ) -> Bool {
          guard let method else { return false }
          #if os(iOS) || os(watchOS)
          method(argument, completion)
          return true
          #else
          return StandInOptionalMethodProbe.missingMethods { method(argument, completion) }.isEmpty
          #endif
        }

        /// Calls a wrapped handler's optional method through `record`, which writes the call
        /// and its answers and runs the body it is given.
        ///
        /// On Apple platforms SiriKit calls the recording handler's method only if the wrapped
        /// handler has it (the recording handler answers `responds(to:)` for it). On Linux only
        /// the call tells: the method is called first with its answers held, and the call is
        /// recorded, then its answers, only if the method ran, so a recording never holds a
        /// call SiriKit would not make.
        static func recordOptional<Argument, Answer>(
          _ method: ((Argument, @escaping @Sendable (Answer) -> Void) -> Void)?,
          _ argument: Argument,
          record: (_ body: (_ completion: @escaping @Sendable (Answer) -> Void) -> Void) -> Void
        ) {
          #if os(iOS) || os(watchOS)
          record { completion in callOptional(method, argument, completion) }
          #else
          let held = HeldAnswers<Answer>()
          guard callOptional(method, argument, held.receive) else { return }
          record(held.release(to:))
          #endif
        }

        /// Whether `object` implements the optional method with Objective-C selector `selector`.
        ///
        /// On Apple platforms the runtime answers. On Linux an object that adopts the
        /// stand-in's `StandInSelectorResponding` answers for itself; any other counts every
        /// method as implemented, since only a call tells (through the stand-in's probe).
        static func responds(_ object: AnyObject, to selector: String) -> Bool {
          #if os(iOS) || os(watchOS)
          return (object as? any NSObjectProtocol)?.responds(to: NSSelectorFromString(selector)) ?? false
          #else
          return (object as? any StandInSelectorResponding)?.standInResponds(toSelector: selector)
            ?? true
          #endif
        }
      }

      """)
  }

  private func registryFile() -> GeneratedFile {
    let bridges = table.intents.map { "      \(bridgeName($0)).self," }.joined(separator: "\n")
    return file(
      "SiriKitIntentRegistry+GeneratedCatalog",
      """
      extension SiriKitIntentRegistry: SiriKitGeneratedCatalog {
        /// One bridge per intent of `IntentCatalog.standard`, in the table's order.
        ///
        /// Deprecated as the bridges of deprecated intents are; read through
        /// `SiriKitGeneratedCatalog`, where that is no warning.
        @available(iOS, deprecated: 13.0, message: "lists the bridges of deprecated intents")
        package static var intentBridges: [any SiriKitIntentBridge.Type] {
          [
      \(bridges)
          ]
        }
      }

      """)
  }
}
