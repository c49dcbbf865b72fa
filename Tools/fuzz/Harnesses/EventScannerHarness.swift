import InteractionLog
import InteractionLogReference
import InteractionModel

/// The line scanner against the JSON tree it replaced, on one line of a log (differential).
///
/// The scanner's fast path is checked against its strict pass alone as well: what it accepts,
/// the strict pass accepts with the same members.
///
/// The same bytes go to ``JSONScanProbe`` and ``JSONParser`` (at the reader's depth limit and
/// at a small one, so that depth errors are reached by short inputs), and to ``EventDecoder``
/// and ``TreeEventDecoder``, the decoder the reader used before. Invariants: both accept or
/// both reject; a rejection names the same problem at the same byte (the same message); what
/// both accept is the same value, the same event. The decoder that omits the values of calls
/// rejects the same lines with the same message and returns the same event but those values.
/// The input as a parameter's text form reads the same as bytes as it does as Characters.
/// Reading the head alone (``EventDecoder/decodeHead(_:)``) accepts every event, with its head.
enum EventScannerHarness {
  private static let depths = [JSONParser.defaultMaximumDepth, 4]

  static func run(_ input: UnsafeRawBufferPointer) {
    for depth in depths {
      // The fast path, on its own, may only accept what the strict pass accepts, alike.
      require(
        JSONScanProbe.fastPathAccepts(input, maximumDepth: depth) != nil,
        "depth \(depth): the fast path accepts what the strict pass rejects, or reads other members"
      )
      let tree = Result { () throws(JSONParseError) in
        try JSONParser(maximumDepth: depth).parse(input)
      }
      let scanned = JSONScanProbe.scan(input, maximumDepth: depth)
      switch (tree, scanned) {
      case (.success(let expected), .success(let found)):
        require(
          expected == found, "depth \(depth): the parser read \(expected), the scanner \(found)")
      case (.failure(let expected), .failure(let found)):
        require(
          expected == found, "depth \(depth): the parser says \(expected), the scanner \(found)")
      case (.success(let expected), .failure(let found)):
        fatalError("depth \(depth): the parser accepts (\(expected)), the scanner says \(found)")
      case (.failure(let expected), .success(let found)):
        fatalError("depth \(depth): the parser says \(expected), the scanner accepts (\(found))")
      }
    }
    // Parameters: read as bytes when printable ASCII, as Characters otherwise; the same.
    let text = String(decoding: input, as: UTF8.self)
    let characters = try? Parameter(parsingCharacters: text)
    let bytes = Parameter(printableASCII: text)
    let printable = input.allSatisfy { (0x20...0x7E).contains($0) }
    require(
      bytes == nil ? !(printable && characters != nil) : bytes == characters,
      "parameter \(text): as Characters \(String(describing: characters)), as bytes \(String(describing: bytes))"
    )
    let reference = Result { () throws(EventDecodingError) in try TreeEventDecoder().decode(input) }
    let full = Result { () throws(EventDecodingError) in try EventDecoder().decode(input) }
    let lean = Result { () throws(EventDecodingError) in
      try EventDecoder(detail: .omittingCallValues).decode(input)
    }
    switch (reference, full, lean) {
    case (.success(let expected), .success(let found), .success(let leanFound)):
      require(expected == found, "the tree decoder read \(expected), the scanner \(found)")
      let stripped = withoutCallValues(expected)
      require(
        stripped == leanFound, "without call values, expected \(stripped), found \(leanFound)")
    case (.failure(let expected), .failure(let found), .failure(let leanFound)):
      require(
        expected == found && expected == leanFound,
        "the tree decoder says \(expected), the scanner \(found), without call values \(leanFound)")
    default:
      fatalError("accepted differently: tree \(reference), scanner \(full), lean \(lean)")
    }
    // Heads check the JSON and the envelope alone: every event's head is read, and a line
    // whose head is rejected is no event.
    let head = Result { () throws(EventDecodingError) in try EventDecoder().decodeHead(input) }
    switch (full, head) {
    case (.success(let event), .success(let found)):
      require(event.head == found, "the event's head is \(event.head), read alone \(found)")
    case (.success(let event), .failure(let error)):
      fatalError("an event (\(event)) whose head is rejected: \(error)")
    case (.failure, .success(let found)):
      // A line whose kind's own fields are wrong passes as a head, but only valid JSON does.
      let json = Result { () throws(JSONParseError) in
        try JSONParser(maximumDepth: JSONParser.defaultMaximumDepth).parse(input)
      }
      if case .failure(let error) = json {
        fatalError("a head (\(found)) read from a line that is not JSON: \(error)")
      }
    case (.failure, .failure):
      break
    }
  }

  /// The event as ``EventDecoder/Detail/omittingCallValues`` reads it.
  private static func withoutCallValues(_ event: Event) -> Event {
    var event = event
    func bare(_ intent: Intent) -> Intent {
      Intent(className: intent.className, identifier: intent.identifier, properties: [:])
    }
    func bare(_ response: IntentResponse) -> IntentResponse {
      IntentResponse(className: response.className, code: response.code, properties: [:])
    }
    switch event.payload {
    case .dispatch(let intent): event.payload = .dispatch(intent: bare(intent))
    case .confirm(let intent): event.payload = .confirm(intent: bare(intent))
    case .handle(let intent): event.payload = .handle(intent: bare(intent))
    case .resolve(let parameter, _): event.payload = .resolve(parameter: parameter, value: nil)
    case .confirmCompletion(let response, let latency):
      event.payload = .confirmCompletion(response: bare(response), latency: latency)
    case .handleCompletion(let response, let latency):
      event.payload = .handleCompletion(response: bare(response), latency: latency)
    default: break
    }
    return event
  }
}
