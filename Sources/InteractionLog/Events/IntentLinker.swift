import InteractionModel

/// Finds the intent class each event of a stream concerns, following the links a log records.
///
/// Only dispatch, confirm and handle events and interaction snapshots carry an intent. The others
/// reach one through what FORMAT.md §3.2 links: a completion through its `call`, a resolve call
/// through the handler `instance` that `dispatchCompletion` named, and any event through its
/// `interaction`. Feed it every event in order (of one file, or of a session merged by time);
/// calls and instances are told apart per process.
public struct IntentLinker: Sendable {
  private struct Key: Hashable, Sendable {
    var process: Int32
    var name: String
  }

  private var calls: [Key: String] = [:]
  private var instances: [Key: String] = [:]
  private var interactions: [String: String] = [:]

  /// Creates a linker that knows no links yet.
  public init() {}

  /// The intent class `event` concerns, or `nil` when no link leads to one; records the links
  /// `event` makes for the events after it.
  ///
  /// A `configureView` event that no link leads from is given the class of its first
  /// parameter, or of the intent whose response that parameter is.
  ///
  /// - Parameter event: The next event of the stream, in order.
  /// - Returns: The intent's class name, such as `INStartWorkoutIntent`, or `nil`.
  public mutating func intentClass(of event: Event) -> String? {
    let call = event.call.map { Key(process: event.processID, name: String($0)) }
    let instance = event.instance.map { Key(process: event.processID, name: $0) }
    var found: String?
    switch event.payload {
    case .dispatch(let intent), .confirm(let intent), .handle(let intent):
      found = intent.className
    case .interaction(let interaction):
      found = interaction.intent.className
      interactions[interaction.identifier] = found
    case .configureView(let parameters, _, _):
      found = linked(call, instance, event.interaction) ?? parameters.first.map(Self.intentClass)
    default:
      found = linked(call, instance, event.interaction)
    }
    guard let found else { return nil }
    if let call { calls[call] = found }
    if let interaction = event.interaction { interactions[interaction] = found }
    switch event.payload {
    case .dispatch:
      // The dispatcher is not the handler: dispatchCompletion names the handler instance.
      break
    default:
      if let instance { instances[instance] = found }
    }
    return found
  }

  private func linked(_ call: Key?, _ instance: Key?, _ interaction: String?) -> String? {
    if let call, let found = calls[call] { return found }
    if let instance, let found = instances[instance] { return found }
    if let interaction, let found = interactions[interaction] { return found }
    return nil
  }

  /// A parameter's intent class: its class, or its response's intent (`INFooIntentResponse`).
  private static func intentClass(of parameter: Parameter) -> String {
    let name = parameter.className
    return name.hasSuffix("IntentResponse") ? String(name.dropLast("Response".count)) : name
  }
}
