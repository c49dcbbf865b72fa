/// Where the envelope's fields lie in a line, found in one pass over its members, so that each
/// field every event carries is not searched for among all the members in turn.
struct EnvelopeOffsets {
  var version: Int?
  var sequence: Int?
  var kind: Int?
  var time: Int?
  var monotonic: Int?
  var processID: Int?
  var role: Int?
  var thread: Int?
  var session: Int?
  var interaction: Int?
  var instance: Int?
  var call: Int?

  /// No field found yet: what the JSON fast path fills in as it reads the members.
  init() {}

  /// The offsets of the envelope's values among `fields`' members (`nil` for a missing one).
  init(_ fields: EventFields) {
    self.init()
    let input = fields.line.input
    for member in fields.members {
      guard member.keyIsPlain else {
        // An escaped key must be decoded to be compared: each field is looked up by name.
        self = Self(byName: fields)
        return
      }
      // The keys are matched as the fast path matches them (``member(key:prefix:valueStart:in:)``).
      let prefix = JSONScanner.keyPrefix(
        input, start: member.key.lowerBound, count: member.key.count)
      self.member(
        key: member.key, prefix: prefix, valueStart: member.value.lowerBound, in: input)
    }
  }

  private init(byName fields: EventFields) {
    version = fields.find("v")
    sequence = fields.find("seq")
    kind = fields.find("kind")
    time = fields.find("time")
    monotonic = fields.find("mono")
    processID = fields.find("pid")
    role = fields.find("role")
    thread = fields.find("thread")
    session = fields.find("session")
    interaction = fields.find("interaction")
    instance = fields.find("instance")
    call = fields.find("call")
  }
}

// The fast path tells the envelope's fields where they are as it validates the line, so that
// reading an event's head needs no list of members and no second pass over them.
extension EnvelopeOffsets: PlainMemberSink {
  mutating func reset() {
    self = Self()
  }

  @inline(__always)
  mutating func member(
    key: Range<Int>, prefix: UInt64, valueStart value: Int, in input: UnsafeRawBufferPointer
  ) {
    // `prefix` is the key's bytes as a little-endian word: "seq" is 0x71_6573. A validated
    // object has no duplicate keys: each slot is filled once at most.
    switch (key.count, prefix) {
    case (1, 0x76): version = value
    case (3, 0x71_6573): sequence = value
    case (3, 0x64_6970): processID = value
    case (4, 0x646E_696B): kind = value
    case (4, 0x656D_6974): time = value
    case (4, 0x6F6E_6F6D): monotonic = value
    case (4, 0x656C_6F72): role = value
    case (4, 0x6C6C_6163): call = value
    case (6, 0x6461_6572_6874): thread = value
    case (7, 0x6E_6F69_7373_6573): session = value
    case (8, 0x6563_6E61_7473_6E69): instance = value
    case (11, 0x7463_6172_6574_6E69)
    where input[key.lowerBound + 8] == UInt8(ascii: "i")
      && input[key.lowerBound + 9] == UInt8(ascii: "o")
      && input[key.lowerBound + 10] == UInt8(ascii: "n"):
      interaction = value
    default: break
    }
  }

  @inline(__always)
  mutating func memberValueEnds(at valueEnd: Int) {}
}
