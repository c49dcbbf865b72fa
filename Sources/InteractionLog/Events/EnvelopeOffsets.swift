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

  /// The offsets of the envelope's values among `fields`' members (`nil` for a missing one).
  init(_ fields: EventFields) {
    let line = fields.line
    var found = 0
    // Writers put the envelope first: once all twelve are found, the rest is the kind's own.
    for member in fields.members where found < 12 {
      guard member.keyIsPlain else {
        // An escaped key must be decoded to be compared: each field is looked up by name.
        self = Self(byName: fields)
        return
      }
      let key = member.key
      let value = member.value.lowerBound
      // A validated object has no duplicate keys: each slot is filled once at most.
      switch key.count {
      case 1 where line.hasBytes(("v" as StaticString).utf8Start, at: key): version = value
      case 3 where line.hasBytes(("seq" as StaticString).utf8Start, at: key): sequence = value
      case 3 where line.hasBytes(("pid" as StaticString).utf8Start, at: key): processID = value
      case 4 where line.hasBytes(("kind" as StaticString).utf8Start, at: key): kind = value
      case 4 where line.hasBytes(("time" as StaticString).utf8Start, at: key): time = value
      case 4 where line.hasBytes(("mono" as StaticString).utf8Start, at: key): monotonic = value
      case 4 where line.hasBytes(("role" as StaticString).utf8Start, at: key): role = value
      case 4 where line.hasBytes(("call" as StaticString).utf8Start, at: key): call = value
      case 6 where line.hasBytes(("thread" as StaticString).utf8Start, at: key): thread = value
      case 7 where line.hasBytes(("session" as StaticString).utf8Start, at: key): session = value
      case 8 where line.hasBytes(("instance" as StaticString).utf8Start, at: key):
        instance = value
      case 11 where line.hasBytes(("interaction" as StaticString).utf8Start, at: key):
        interaction = value
      default: continue
      }
      found += 1
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
