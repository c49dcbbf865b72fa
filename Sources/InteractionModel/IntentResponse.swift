/// An Intents extension's answer to confirm or handle, mirroring `INIntentResponse`.
public struct IntentResponse: Hashable, Codable, Sendable {
  /// The Objective-C class name, such as `INStartWorkoutIntentResponse`.
  public var className: String
  /// The response code, whose meaning depends on ``className``.
  public var code: Code
  /// The response's properties by KVC name, such as `rideStatus` or `accounts`.
  public var properties: [String: Value]

  /// Creates a response from its parts, each the property of the same name.
  public init(className: String, code: Code, properties: [String: Value] = [:]) {
    self.className = className
    self.code = code
    self.properties = properties
  }

  /// The property with a KVC name; setting `nil` removes it.
  ///
  /// - Parameter name: The property's KVC name, such as `accounts`.
  /// - Returns: The property's value, or `nil` if the response has none by that name.
  public subscript(name: String) -> Value? {
    get { properties[name] }
    set { properties[name] = newValue }
  }
}
