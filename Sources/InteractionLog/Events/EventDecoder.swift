import InteractionModel

/// Reads `ilog/1` lines back into events, strictly: every envelope field must be present and of
/// its type; unknown keys are ignored and unknown kinds kept (FORMAT.md §3, §7).
///
/// The line is validated in one pass without building a JSON tree (every rule of
/// ``JSONParser``, with its errors), then each field is decoded from the line's bytes as it is
/// asked for. With ``Detail/omittingCallValues`` the free-form values of calls are checked as
/// strictly but not kept, for readers (the inspector, `ilog events --json`) that never look at
/// them.
package struct EventDecoder: Sendable {
  /// Keys of the envelope, which an unknown kind's fields leave out.
  package static let envelopeKeys: Set<String> = [
    "v", "seq", "kind", "time", "mono", "pid", "role", "thread", "session", "interaction",
    "instance", "call",
  ]

  /// How much of an event a decoder turns into Swift values.
  package enum Detail: Hashable, Sendable {
    /// Every field.
    case full
    /// Every field but the properties of the intents of `dispatch`, `confirm` and `handle`
    /// and of the responses of their completions, and the value of a `resolve`, which are
    /// left empty (checked as strictly as in ``full``, so the same lines are damage).
    case omittingCallValues
  }

  /// The names of the kinds and roles this version defines, decoded without allocating.
  private static let knownRoles = KnownNames(
    [ProcessRole.intentsExtension, .uiExtension, .app, .test].map(\.rawValue))

  private let maximumDepth: Int
  private let keepsCallValues: Bool

  package init(maximumDepth: Int = JSONParser.defaultMaximumDepth, detail: Detail = .full) {
    precondition(maximumDepth >= 0, "EventDecoder: negative maximum depth \(maximumDepth)")
    self.maximumDepth = maximumDepth
    keepsCallValues = detail == .full
  }

  /// What decoding keeps from line to line for a caller that reads many: storage that has
  /// grown to the lines' size, and the strings they repeat.
  ///
  /// For one reader at a time.
  final class Storage {
    /// The structure of the line being decoded, which the fast path recorded.
    let tape = JSONTape()
    /// The outermost members of a line the strict pass read.
    var members: [JSONMember] = []
    /// Strings decoded by earlier lines, whose storage a line's equal strings share; behind a
    /// pointer, which the lines being decoded hold.
    let strings: UnsafeMutablePointer<InternedStrings>
    /// Values decoded by earlier lines, which a line that repeats their bytes shares; each
    /// decoded to the detail of the one decoder that uses this storage.
    var intents = RepeatedValues<Intent>()
    var responses = RepeatedValues<IntentResponse>()
    var parameterLists = RepeatedValues<[Parameter]>()
    var resolutionResults = RepeatedValues<[ResolutionResult]>()

    init() {
      strings = .allocate(capacity: 1)
      strings.initialize(to: InternedStrings())
    }

    deinit {
      strings.deinitialize(count: 1)
      strings.deallocate()
    }
  }

  /// Decodes one line (without its newline).
  package func decode(_ line: UnsafeRawBufferPointer) throws(EventDecodingError) -> Event {
    try decode(line, reusing: Storage())
  }

  /// Decodes one line (without its newline) with `storage` kept from line to line.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - storage: What earlier lines left; its strings may be shared with the event.
  /// - Returns: The line's event.
  /// - Throws: ``EventDecodingError`` as ``decode(_:)`` would.
  func decode(
    _ line: UnsafeRawBufferPointer, reusing storage: Storage
  ) throws(EventDecodingError) -> Event {
    var fields: EventFields
    let found: EnvelopeOffsets
    var tape = storage.tape
    if line.count <= LogFormat.maximumBlockPayload,
      let root = JSONScanner(line, maximumDepth: maximumDepth).validatePlainDocument(into: &tape)
    {
      // The fast path accepts objects alone, and recorded where every member is.
      assert(line[root] == JSONByte.openBrace)
      var json = JSONLine(input: line)
      json.tape = tape.view
      fields = EventFields(line: json, members: json.members(ofObjectAt: root), path: "")
      found = tape.envelope
    } else {
      fields = try validatedFields(of: line, members: &storage.members)
      found = EnvelopeOffsets(fields)
    }
    fields.line.strings = storage.strings
    return try decode(fields, found, storage)
  }

  /// The event of a validated line's `fields`, whose envelope is `found`.
  private func decode(_ fields: EventFields, _ found: EnvelopeOffsets, _ storage: Storage)
    throws(EventDecodingError) -> Event
  {
    let head = try head(of: fields, found)
    let payload = try payload(head.kind, known: head.known, fields, storage)
    return Event(
      sequence: head.sequence, time: head.time,
      monotonicNanoseconds: try fields.unsigned("mono", found: found.monotonic),
      processID: Int32(clamping: try fields.integer("pid", found: found.processID)),
      role: ProcessRole(
        rawValue: try fields.string("role", among: Self.knownRoles, found: found.role)),
      thread: try fields.unsigned("thread", found: found.thread),
      session: try fields.string("session", found: found.session),
      interaction: try fields.optionalString("interaction", found: found.interaction),
      instance: try fields.optionalString("instance", found: found.instance),
      call: try fields.optionalUnsigned("call", found: found.call),
      payload: payload)
  }

  /// Checks one line (without its newline) as ``decode(_:)`` would, but for its kind's own
  /// fields, and decodes its head alone (``EventHead``).
  ///
  /// The line's JSON is validated as strictly, and every envelope field must be present and of
  /// its type, with the same errors; nothing else is decoded, and nothing is allocated for a
  /// line of a kind and role this version knows once `members` has grown to the lines' size.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - members: Storage for the line's members, kept from line to line by a caller that
  ///     reads many.
  /// - Returns: The line's head, and the offset in the line of its interaction's string, if it
  ///   has one, to be decoded when asked.
  /// - Throws: ``EventDecodingError`` as ``decode(_:)`` would for the line's JSON or envelope.
  func decodeHead(
    _ line: UnsafeRawBufferPointer, members: inout [JSONMember]
  ) throws(EventDecodingError) -> (head: EventHead, interaction: Int?) {
    let fields: EventFields
    var found = EnvelopeOffsets()
    if line.count <= LogFormat.maximumBlockPayload,
      let root = JSONScanner(line, maximumDepth: maximumDepth).validatePlainDocument(into: &found)
    {
      // The fast path accepts objects alone, and told where the envelope's fields are.
      assert(line[root] == JSONByte.openBrace)
      fields = EventFields(line: JSONLine(input: line), members: JSONMembers([]), path: "")
    } else {
      fields = try validatedFields(of: line, members: &members)
      found = EnvelopeOffsets(fields)
    }
    let (sequence, kind, _, time) = try head(of: fields, found)
    // The rest of the envelope, checked in the order and with the errors of `decode`.
    _ = try fields.unsigned("mono", found: found.monotonic)
    let processID = Int32(clamping: try fields.integer("pid", found: found.processID))
    let role = ProcessRole(
      rawValue: try fields.string("role", among: Self.knownRoles, found: found.role))
    _ = try fields.unsigned("thread", found: found.thread)
    _ = try fields.stringOffset("session", found: found.session)
    let interaction = try fields.optionalStringOffset("interaction", found: found.interaction)
    _ = try fields.optionalStringOffset("instance", found: found.instance)
    _ = try fields.optionalUnsigned("call", found: found.call)
    let head = EventHead(
      sequence: sequence, kind: kind, time: time, processID: processID, role: role)
    return (head, interaction)
  }

  /// ``decodeHead(_:members:)`` of one line alone.
  package func decodeHead(_ line: UnsafeRawBufferPointer) throws(EventDecodingError) -> EventHead {
    var members: [JSONMember] = []
    return try decodeHead(line, members: &members).head
  }

  /// The members of the line's object, after validating the line with the strict pass: for a
  /// line the fast path did not accept, so that the pass names its error.
  private func validatedFields(
    of line: UnsafeRawBufferPointer, members: inout [JSONMember]
  ) throws(EventDecodingError) -> EventFields {
    let limit = LogFormat.maximumBlockPayload
    guard line.count <= limit else {
      let error = JSONParseError(.inputTooLong(length: line.count, limit: limit), at: limit)
      throw EventDecodingError("invalid JSON: \(error) of the line")
    }
    var scanner = JSONScanner(line, maximumDepth: maximumDepth)
    members.reserveCapacity(16)
    let root: Int
    do {
      root = try scanner.validateDocumentStrictly(members: &members)
    } catch {
      throw EventDecodingError("invalid JSON: \(error) of the line")
    }
    let json = JSONLine(input: line)
    guard json.firstByte(at: root) == JSONByte.openBrace else {
      throw EventDecodingError("expected a JSON object, found \(json.typeName(at: root))")
    }
    return EventFields(line: json, members: JSONMembers(members), path: "")
  }

  /// The version, which must be this reader's, then the sequence number, kind and time.
  private func head(of fields: EventFields, _ found: EnvelopeOffsets) throws(EventDecodingError)
    -> (sequence: UInt64, kind: EventKind, known: KnownKind?, time: WallTime)
  {
    let version = try fields.integer("v", found: found.version)
    guard version == Int64(LogFormat.version) else {
      throw EventDecodingError(
        "format version \(version), this reader reads version \(LogFormat.version)")
    }
    let sequence = try fields.unsigned("seq", found: found.sequence)
    let kind = try fields.knownString("kind", among: KnownKind.names, found: found.kind)
    return (
      sequence: sequence, kind: EventKind(rawValue: kind.string),
      known: kind.index.flatMap(KnownKind.init(rawValue:)),
      time: try fields.time("time", found: found.time)
    )
  }

  private func payload(
    _ kind: EventKind, known: KnownKind?, _ fields: EventFields, _ storage: Storage
  ) throws(EventDecodingError) -> EventPayload {
    let keeps = keepsCallValues
    guard let known else {
      var kept: [String: Value] = [:]
      for member in fields.members {
        let key = fields.line.key(of: member)
        guard !Self.envelopeKeys.contains(key) else { continue }
        kept[key] = try fields.value(at: member.value.lowerBound, path: key, keeping: true)
      }
      return .unknown(kind: kind, fields: kept)
    }
    switch known {
    case .header:
      return .header(
        format: try fields.string("format"), tool: try fields.string("tool"),
        platform: try fields.string("platform"), metadata: try fields.strings("metadata"))
    case .end:
      return .end(
        events: try fields.unsigned("events"), dropped: try fields.unsigned("dropped"),
        errors: try fields.unsigned("errors"))
    case .interaction:
      return .interaction(try fields.nested("snapshot").interaction())
    case .dispatch:
      return .dispatch(intent: try intent(of: fields, storage))
    case .dispatchCompletion:
      return .dispatchCompletion(handlerType: try fields.optionalString("handler"))
    case .resolve:
      let parameter = try fields.string("parameter")
      var value: Value?
      if let offset = fields.optional("value") {
        let checked = try fields.value(at: offset, path: "value", keeping: keeps)
        if keeps { value = checked }
      }
      return .resolve(parameter: parameter, value: value)
    case .resolveCompletion:
      let results = try repeated("results", of: fields, in: &storage.resolutionResults) {
        () throws(EventDecodingError) in
        let results = try fields.array("results")
        var decoded: [ResolutionResult] = []
        var index = 0
        try fields.line.forEachElement(ofArrayAt: results) { offset throws(EventDecodingError) in
          decoded.append(
            try fields.object(at: offset, path: "results[\(index)]").resolutionResult())
          index += 1
        }
        return decoded
      }
      return .resolveCompletion(
        parameter: try fields.string("parameter"), results: results,
        latency: try fields.optionalUnsigned("latency"))
    case .confirm:
      return .confirm(intent: try intent(of: fields, storage))
    case .confirmCompletion:
      return .confirmCompletion(
        response: try response(of: fields, storage),
        latency: try fields.optionalUnsigned("latency"))
    case .handle:
      return .handle(intent: try intent(of: fields, storage))
    case .handleCompletion:
      return .handleCompletion(
        response: try response(of: fields, storage),
        latency: try fields.optionalUnsigned("latency"))
    case .configure:
      return .configure(context: try fields.context())
    case .configureCompletion:
      return .configureCompletion(
        size: try fields.nested("size").size(), latency: try fields.optionalUnsigned("latency"))
    case .configureView:
      let behaviorName = try fields.string("interactiveBehavior")
      guard let behavior = InteractiveBehavior(name: behaviorName) else {
        throw EventDecodingError("\"interactiveBehavior\": unknown value \"\(behaviorName)\"")
      }
      return .configureView(
        parameters: try repeated("parameters", of: fields, in: &storage.parameterLists) {
          () throws(EventDecodingError) in try fields.parameters("parameters")
        },
        interactiveBehavior: behavior,
        context: try fields.context())
    case .configureViewCompletion:
      return .configureViewCompletion(
        success: try fields.bool("success"),
        claimed: try repeated("claimed", of: fields, in: &storage.parameterLists) {
          () throws(EventDecodingError) in try fields.parameters("claimed")
        },
        size: try fields.nested("size").size(), latency: try fields.optionalUnsigned("latency"))
    case .note:
      return .note(
        text: try fields.string("text"),
        metadata: fields.optional("metadata") == nil ? [:] : try fields.strings("metadata"))
    case .error:
      return .error(message: try fields.string("message"), code: try fields.optionalInteger("code"))
    case .gap:
      return .gap(dropped: try fields.unsigned("dropped"), reason: try fields.string("reason"))
    case .sourceValue:
      return .sourceValue(source: try fields.string("source"), value: try fields.string("value"))
    }
  }

  /// The `intent` of a dispatch, confirm or handle call.
  private func intent(of fields: EventFields, _ storage: Storage) throws(EventDecodingError)
    -> Intent
  {
    try repeated("intent", of: fields, in: &storage.intents) { () throws(EventDecodingError) in
      try fields.nested("intent").intent(keepingProperties: keepsCallValues)
    }
  }

  /// The `response` of a confirm or handle call's completion.
  private func response(of fields: EventFields, _ storage: Storage) throws(EventDecodingError)
    -> IntentResponse
  {
    try repeated("response", of: fields, in: &storage.responses) {
      () throws(EventDecodingError) in
      try fields.nested("response").response(keepingProperties: keepsCallValues)
    }
  }

  /// The value of `key`: `values`' when an earlier line wrote it with the same bytes, else
  /// `decode()`'s, which reads it (and throws its errors, a missing `key` included) as if
  /// nothing were kept.
  private func repeated<Value>(
    _ key: StaticString, of fields: EventFields, in values: inout RepeatedValues<Value>,
    decode: () throws(EventDecodingError) -> Value
  ) throws(EventDecodingError) -> Value {
    guard let offset = fields.find(key) else { return try decode() }
    let bytes = fields.line.input[offset..<fields.line.endOfValue(from: offset)]
    return try values.value(of: UnsafeRawBufferPointer(rebasing: bytes), decode: decode)
  }
}
