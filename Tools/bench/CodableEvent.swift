import InteractionLog
import InteractionModel

/// The event as a naive recorder would declare it for `JSONEncoder`: the envelope's fields and
/// every kind's fields as optionals, with the synthesized `Encodable` conformance.
///
/// The model types' own `Codable` conformances do the rest (``Value`` as tagged objects), so
/// the lines differ from the canonical ones; the row measures what writing events the obvious
/// Foundation way costs, not a compatible writer.
struct CodableEvent: Encodable {
  var v = 1
  var seq: UInt64
  var kind: String
  var time: String
  var mono: UInt64
  var pid: Int32
  var role: String
  var thread: UInt64
  var session: String
  var interaction: String?
  var instance: String?
  var call: UInt64?
  // The kinds' fields (FORMAT.md §3.3); absent ones are left out of the JSON.
  var snapshot: Interaction?
  var intent: Intent?
  var handler: String?
  var parameter: String?
  var value: Value?
  var results: [ResolutionResult]?
  var response: IntentResponse?
  var context: String?
  var size: Size?
  var parameters: [Parameter]?
  var interactiveBehavior: String?
  var success: Bool?
  var claimed: [Parameter]?
  var latency: UInt64?
  var text: String?
  var metadata: [String: String]?
  var message: String?
  var code: Int64?

  /// The event `generated` as logged by `identity` from `thread` at `time` and `mono`.
  init(
    _ generated: GeneratedEvent, sequence: UInt64, time: WallTime, mono: UInt64,
    identity: LogWriter.Identity, thread: UInt64
  ) {
    seq = sequence
    kind = generated.payload.kind.rawValue
    self.time = time.description
    self.mono = mono
    pid = identity.processID
    role = identity.role.rawValue
    self.thread = thread
    session = identity.session
    interaction = generated.interaction
    instance = generated.instance
    call = generated.call
    setFields(of: generated.payload)
  }

  private mutating func setFields(of payload: EventPayload) {
    switch payload {
    case .interaction(let interaction):
      snapshot = interaction
    case .dispatch(let intent), .confirm(let intent), .handle(let intent):
      self.intent = intent
    case .dispatchCompletion(let handlerType):
      handler = handlerType
    case .resolve(let parameter, let value):
      self.parameter = parameter
      self.value = value
    case .resolveCompletion(let parameter, let results, let latency):
      self.parameter = parameter
      self.results = results
      self.latency = latency
    case .confirmCompletion(let response, let latency),
      .handleCompletion(let response, let latency):
      self.response = response
      self.latency = latency
    case .configure(let context):
      self.context = context.name
    case .configureCompletion(let size, let latency):
      self.size = size
      self.latency = latency
    case .configureView(let parameters, let interactiveBehavior, let context):
      self.parameters = parameters
      self.interactiveBehavior = interactiveBehavior.name
      self.context = context.name
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      self.success = success
      self.claimed = claimed
      self.size = size
      self.latency = latency
    case .note(let text, let metadata):
      self.text = text
      self.metadata = metadata
    case .error(let message, let code):
      self.message = message
      self.code = code
    case .header, .end, .gap, .sourceValue, .unknown:
      // The generator writes none of these; the library writes header and end itself.
      break
    }
  }
}
