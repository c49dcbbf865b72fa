/// A request SiriKit sends an Intents extension, mirroring `INIntent`.
///
/// The intent's own properties (`workoutName`, `recipients`, `content`…) are flattened into
/// ``properties``, keyed by their KVC names, so that a ``Parameter`` key path can reach them.
public struct Intent: Hashable, Codable, Sendable {
  /// The Objective-C class name, such as `INStartWorkoutIntent`.
  public var className: String
  /// The intent's `identifier`, which SiriKit sets when it creates the intent.
  public var identifier: String?
  /// The intent's properties by KVC name.
  public var properties: [String: Value]

  /// Creates an intent from its parts, each the property of the same name.
  public init(className: String, identifier: String? = nil, properties: [String: Value] = [:]) {
    self.className = className
    self.identifier = identifier
    self.properties = properties
  }

  /// The property with a KVC name; setting `nil` removes it.
  ///
  /// - Parameter name: The property's KVC name, such as `workoutName`.
  /// - Returns: The property's value, or `nil` if the intent has none by that name.
  public subscript(name: String) -> Value? {
    get { properties[name] }
    set { properties[name] = newValue }
  }
}
