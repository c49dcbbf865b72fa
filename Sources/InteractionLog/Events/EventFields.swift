import InteractionModel

/// Typed access to the members of one object of a validated line, decoded from its bytes when
/// asked for, with errors that name the member's path.
///
/// The errors are those the decoder gave when it read a JSON tree, word for word, and a caller
/// asks for the fields in the order it did, so that a line is rejected with the same message.
struct EventFields {
  var line: JSONLine
  let members: JSONMembers
  let path: String

  private func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  private func name(_ key: StaticString) -> String { name(key.description) }

  /// The offset of the value of the member with `key`, if the object has one.
  func find(_ key: StaticString) -> Int? {
    guard key.isASCII else {
      for member in members where line.member(member, hasKey: key) {
        return member.value.lowerBound
      }
      return nil
    }
    // Called for every field of every event: the key's length rules out most members
    // before a byte is compared; an escaped key is decoded first.
    let count = key.utf8CodeUnitCount
    for member in members {
      if member.keyIsPlain {
        guard member.key.count == count, line.hasBytes(key.utf8Start, at: member.key) else {
          continue
        }
      } else if !line.member(member, hasKey: key) {
        continue
      }
      return member.value.lowerBound
    }
    return nil
  }

  /// The offset of the value of `key`, unless it is missing or `null`.
  func optional(_ key: StaticString) -> Int? {
    nonNull(find(key))
  }

  /// `offset`, a value's where one was found, unless that value is `null`.
  func nonNull(_ offset: Int?) -> Int? {
    guard let offset, !line.isNull(at: offset) else { return nil }
    return offset
  }

  func required(_ key: StaticString) throws(EventDecodingError) -> Int {
    try required(key, found: find(key))
  }

  /// `offset`, the value of `key` where it was found, or the error that it is missing.
  func required(_ key: StaticString, found offset: Int?) throws(EventDecodingError) -> Int {
    guard let offset else {
      throw EventDecodingError("missing \"\(name(key))\"")
    }
    return offset
  }

  private func mismatch(_ key: StaticString, _ expected: String, at offset: Int)
    -> EventDecodingError
  {
    mismatch(key.description, expected, at: offset)
  }

  private func mismatch(_ key: String, _ expected: String, at offset: Int) -> EventDecodingError {
    EventDecodingError("\"\(name(key))\": expected \(expected), found \(line.typeName(at: offset))")
  }

  /// The number at `offset`, or `nil` when the value there is not a number.
  private func number(at offset: Int) -> JSONValue? {
    let byte = line.firstByte(at: offset)
    guard byte == JSONByte.minus || JSONByte.isDigit(byte) else { return nil }
    return line.number(at: offset)
  }

  // Each getter of a field that every event carries also takes where a lookup found it
  // (`found`, `nil` when missing), so that the envelope is looked up in one pass
  // (``EnvelopeOffsets``) with the errors of a lookup by name.

  func string(_ key: StaticString) throws(EventDecodingError) -> String {
    try string(key, found: find(key))
  }

  func string(_ key: StaticString, found: Int?) throws(EventDecodingError) -> String {
    line.string(at: try stringOffset(key, found: found))
  }

  /// The offset of the string of `key`, checked to be one but not decoded.
  func stringOffset(_ key: StaticString, found: Int?) throws(EventDecodingError) -> Int {
    try checkString(key, at: try required(key, found: found))
  }

  /// `offset`, after checking that the value of `key` there is a string.
  private func checkString(_ key: StaticString, at offset: Int) throws(EventDecodingError) -> Int {
    guard line.firstByte(at: offset) == JSONByte.quote else {
      throw mismatch(key, "a string", at: offset)
    }
    return offset
  }

  /// The string of `key` when its bytes spell one of `known` (which then shares its storage,
  /// with nothing allocated), else the string decoded.
  func string(_ key: StaticString, among known: KnownNames) throws(EventDecodingError) -> String {
    try string(key, among: known, found: find(key))
  }

  func string(_ key: StaticString, among known: KnownNames, found: Int?)
    throws(EventDecodingError) -> String
  {
    try knownString(key, among: known, found: found).string
  }

  /// The string of `key`, and its index among `known` if it is one of them: the stored name
  /// then, whose storage the event shares.
  func knownString(_ key: StaticString, among known: KnownNames, found: Int?)
    throws(EventDecodingError) -> (string: String, index: Int?)
  {
    let offset = try stringOffset(key, found: found)
    if let bytes = line.plainBytes(ofStringAt: offset), let index = known.index(bytes) {
      return (known[index], index)
    }
    // Escaped, or not known.
    let string = line.string(at: offset)
    return (string, known.index(of: string))
  }

  func optionalString(_ key: StaticString) throws(EventDecodingError) -> String? {
    try optionalString(key, found: find(key))
  }

  func optionalString(_ key: StaticString, found: Int?) throws(EventDecodingError) -> String? {
    guard let offset = try optionalStringOffset(key, found: found) else { return nil }
    return line.string(at: offset)
  }

  /// The offset of the string of `key` unless it is missing or `null`, checked to be a string
  /// but not decoded.
  func optionalStringOffset(_ key: StaticString, found: Int?) throws(EventDecodingError) -> Int? {
    guard let offset = nonNull(found) else { return nil }
    return try checkString(key, at: offset)
  }

  func integer(_ key: StaticString) throws(EventDecodingError) -> Int64 {
    try integer(key, found: find(key))
  }

  func integer(_ key: StaticString, found: Int?) throws(EventDecodingError) -> Int64 {
    let offset = try required(key, found: found)
    guard case .integer(let integer)? = number(at: offset) else {
      throw mismatch(key, "an integer", at: offset)
    }
    return integer
  }

  func optionalInteger(_ key: StaticString) throws(EventDecodingError) -> Int64? {
    let found = find(key)
    guard nonNull(found) != nil else { return nil }
    return try integer(key, found: found)
  }

  func unsigned(_ key: StaticString) throws(EventDecodingError) -> UInt64 {
    try unsigned(key, found: find(key))
  }

  func unsigned(_ key: StaticString, found: Int?) throws(EventDecodingError) -> UInt64 {
    let offset = try required(key, found: found)
    guard case .integer(let integer)? = number(at: offset), integer >= 0 else {
      throw mismatch(key, "a non-negative integer", at: offset)
    }
    return UInt64(integer)
  }

  func optionalUnsigned(_ key: StaticString) throws(EventDecodingError) -> UInt64? {
    try optionalUnsigned(key, found: find(key))
  }

  func optionalUnsigned(_ key: StaticString, found: Int?) throws(EventDecodingError) -> UInt64? {
    guard nonNull(found) != nil else { return nil }
    return try unsigned(key, found: found)
  }

  func double(_ key: StaticString) throws(EventDecodingError) -> Double {
    let offset = try required(key)
    switch number(at: offset) {
    case .double(let double)?: return double
    case .integer(let integer)?: return Double(integer)
    default: throw mismatch(key, "a number", at: offset)
    }
  }

  func bool(_ key: StaticString) throws(EventDecodingError) -> Bool {
    let offset = try required(key)
    switch line.firstByte(at: offset) {
    case JSONByte.lowerT: return true
    case JSONByte.lowerF: return false
    default: throw mismatch(key, "a boolean", at: offset)
    }
  }

  /// An RFC 3339 time, read from the string's bytes.
  func time(_ key: StaticString) throws(EventDecodingError) -> WallTime {
    try time(key, found: find(key))
  }

  func time(_ key: StaticString, found: Int?) throws(EventDecodingError) -> WallTime {
    let offset = try stringOffset(key, found: found)
    if let bytes = line.plainBytes(ofStringAt: offset), let time = WallTime(utf8: bytes) {
      return time
    }
    let text = line.string(at: offset)
    guard let time = WallTime(text) else {
      throw EventDecodingError("\"\(name(key))\": expected an RFC 3339 time, found \"\(text)\"")
    }
    return time
  }

  /// The offset of the array of `key`.
  func array(_ key: StaticString) throws(EventDecodingError) -> Int {
    let offset = try required(key)
    guard line.firstByte(at: offset) == JSONByte.openBracket else {
      throw mismatch(key, "an array", at: offset)
    }
    return offset
  }

  func nested(_ key: StaticString) throws(EventDecodingError) -> EventFields {
    try object(at: try required(key), path: name(key))
  }

  func object(at offset: Int, path: String) throws(EventDecodingError) -> EventFields {
    guard line.firstByte(at: offset) == JSONByte.openBrace else {
      throw EventDecodingError(
        "\"\(path)\": expected an object, found \(line.typeName(at: offset))")
    }
    return EventFields(line: line, members: line.members(ofObjectAt: offset), path: path)
  }

  func strings(_ key: StaticString) throws(EventDecodingError) -> [String: String] {
    let object = try nested(key)
    var strings: [String: String] = [:]
    for member in object.members {
      let memberKey = line.key(of: member)
      guard line.firstByte(at: member.value.lowerBound) == JSONByte.quote else {
        throw object.mismatch(memberKey, "a string", at: member.value.lowerBound)
      }
      strings[memberKey] = line.string(at: member.value.lowerBound)
    }
    return strings
  }

  func parameters(_ key: StaticString) throws(EventDecodingError) -> [Parameter] {
    var parameters: [Parameter] = []
    var failure: EventDecodingError?
    var index = 0
    line.forEachElement(ofArrayAt: try array(key)) { offset in
      guard failure == nil else { return }
      defer { index += 1 }
      guard line.firstByte(at: offset) == JSONByte.quote else {
        failure = EventDecodingError(
          "\"\(name(key))[\(index)]\": expected a parameter string, found "
            + line.typeName(at: offset))
        return
      }
      do {
        parameters.append(try Parameter(line.string(at: offset)))
      } catch {
        failure = EventDecodingError("\"\(name(key))[\(index)]\": \(error)")
      }
    }
    if let failure { throw failure }
    return parameters
  }

  func context() throws(EventDecodingError) -> HostedViewContext {
    let text = try string("context")
    guard let context = HostedViewContext(name: text) else {
      throw EventDecodingError("\"\(name("context"))\": unknown value \"\(text)\"")
    }
    return context
  }

  func size() throws(EventDecodingError) -> Size {
    Size(width: try length("width"), height: try length("height"))
  }

  /// A width or height: a number, or the name of one JSON has no number for (FORMAT.md §3.5).
  ///
  /// Anything else is rejected as before, `null` included, which writers of 0.1.0 wrote for
  /// those and which does not say what the controller answered.
  private func length(_ key: StaticString) throws(EventDecodingError) -> Double {
    let offset = try required(key)
    guard line.firstByte(at: offset) == JSONByte.quote else { return try double(key) }
    guard let length = Size.length(nonFiniteName: line.string(at: offset)) else {
      throw EventDecodingError(
        "\"\(name(key))\": expected a number, \"NaN\", \"Infinity\" or \"-Infinity\", found "
          + "another string")
    }
    return length
  }

  /// The `properties` object's values; with `keeping` false they are checked, and `[:]` is
  /// returned.
  func properties(keeping: Bool) throws(EventDecodingError) -> [String: Value] {
    guard let offset = optional("properties") else { return [:] }
    guard line.firstByte(at: offset) == JSONByte.openBrace else {
      throw mismatch("properties", "an object", at: offset)
    }
    if !keeping && !mayHoldDate(from: offset) { return [:] }
    let members = line.members(ofObjectAt: offset)
    var properties = [String: Value](minimumCapacity: keeping ? members.count : 0)
    for member in members {
      let key = line.key(of: member)
      let decoded = try value(
        at: member.value.lowerBound, path: "\(name("properties")).\(key)", keeping: keeping)
      if keeping { properties[key] = decoded }
    }
    return properties
  }

  func intent(keepingProperties: Bool = true) throws(EventDecodingError) -> Intent {
    Intent(
      className: try string("class"), identifier: try optionalString("identifier"),
      properties: try properties(keeping: keepingProperties))
  }

  func response(keepingProperties: Bool = true) throws(EventDecodingError) -> IntentResponse {
    let code = try nested("code")
    return IntentResponse(
      className: try string("class"),
      code: IntentResponse.Code(
        rawValue: Int(clamping: try code.integer("value")), name: try code.string("name")),
      properties: try properties(keeping: keepingProperties))
  }

  func interaction() throws(EventDecodingError) -> Interaction {
    let statusName = try string("handlingStatus")
    guard let status = HandlingStatus(name: statusName) else {
      throw EventDecodingError("\"\(name("handlingStatus"))\": unknown value \"\(statusName)\"")
    }
    let directionName = try string("direction")
    guard let direction = InteractionDirection(name: directionName) else {
      throw EventDecodingError("\"\(name("direction"))\": unknown value \"\(directionName)\"")
    }
    var interval: DateIntervalFields?
    if optional("dateInterval") != nil {
      let fields = try nested("dateInterval")
      let start = try fields.time("start")
      interval = DateIntervalFields(start: start, duration: try fields.double("duration"))
    }
    return Interaction(
      intent: try nested("intent").intent(),
      response: optional("response") == nil ? nil : try nested("response").response(),
      handlingStatus: status, direction: direction, identifier: try string("identifier"),
      groupIdentifier: try optionalString("groupIdentifier"),
      dateInterval: interval.map { $0.dateInterval })
  }

  func resolutionResult() throws(EventDecodingError) -> ResolutionResult {
    let kind = try string("result")
    switch kind {
    case "success":
      return .success(try value(at: try required("value"), path: name("value"), keeping: true))
    case "confirmationRequired":
      return .confirmationRequired(
        try value(at: try required("value"), path: name("value"), keeping: true))
    case "disambiguation":
      var options: [Value] = []
      var index = 0
      try line.forEachElement(ofArrayAt: try array("options")) {
        offset throws(EventDecodingError) in
        options.append(try value(at: offset, path: "\(name("options"))[\(index)]", keeping: true))
        index += 1
      }
      return .disambiguation(options)
    case "needsValue": return .needsValue
    case "notRequired": return .notRequired
    case "unsupported":
      guard optional("reason") != nil else { return .unsupported(reason: nil) }
      let reason = try nested("reason")
      return .unsupported(
        reason: UnsupportedReason(
          rawValue: Int(clamping: try reason.integer("value")),
          name: try reason.optionalString("name")))
    default:
      throw EventDecodingError("\"\(name("result"))\": unknown resolution result \"\(kind)\"")
    }
  }

  /// Whether the container at `offset` may hold a `{"$date": …}` object, the one free-form value
  /// that can be invalid in valid JSON: its key, even escaped as `\u0024`, holds a `$` or a `\`.
  private func mayHoldDate(from offset: Int) -> Bool {
    let bytes = UnsafeRawBufferPointer(rebasing: line.input[offset..<line.endOfValue(from: offset)])
    return bytes.contains { $0 == 0x24 || $0 == JSONByte.backslash }
  }

  /// Converts the JSON value at `offset` to a model value; `{"$date": "…"}` becomes a date.
  ///
  /// With `keeping` false the value is only checked (its dates must be times) and `.null` is
  /// returned. `path` is built only for an error message.
  func value(at offset: Int, path: @autoclosure () -> String, keeping: Bool)
    throws(EventDecodingError) -> Value
  {
    switch line.firstByte(at: offset) {
    case JSONByte.lowerN: return .null
    case JSONByte.lowerT: return .bool(true)
    case JSONByte.lowerF: return .bool(false)
    case JSONByte.quote: return keeping ? .string(line.string(at: offset)) : .null
    case JSONByte.openBracket:
      if !keeping && !mayHoldDate(from: offset) { return .null }
      var values: [Value] = []
      var index = 0
      try line.forEachElement(ofArrayAt: offset) { element throws(EventDecodingError) in
        let decoded = try value(at: element, path: "\(path())[\(index)]", keeping: keeping)
        if keeping { values.append(decoded) }
        index += 1
      }
      return keeping ? .array(values) : .null
    case JSONByte.openBrace:
      if !keeping && !mayHoldDate(from: offset) { return .null }
      let members = line.members(ofObjectAt: offset)
      var iterator = members.makeIterator()
      if let first = iterator.next(), iterator.next() == nil, line.member(first, hasKey: "$date"),
        line.firstByte(at: first.value.lowerBound) == JSONByte.quote
      {
        let text = line.string(at: first.value.lowerBound)
        guard let time = WallTime(text) else {
          throw EventDecodingError(
            "\"\(path()).$date\": expected an RFC 3339 time, found \"\(text)\"")
        }
        return keeping ? .date(time.date) : .null
      }
      var values = [String: Value](minimumCapacity: keeping ? members.count : 0)
      for member in members {
        let key = line.key(of: member)
        let decoded = try value(
          at: member.value.lowerBound, path: "\(path()).\(key)", keeping: keeping)
        if keeping { values[key] = decoded }
      }
      return keeping ? .object(values) : .null
    default:
      guard keeping else { return .null }
      switch line.number(at: offset) {
      case .integer(let integer): return .integer(integer)
      case .double(let double): return .double(double)
      default: return .null
      }
    }
  }
}
