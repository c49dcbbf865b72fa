/// The role of the process that wrote a file: which SiriKit extension, the app, or a test.
///
/// Every event carries its writer's role in its `role` field. Besides the four roles defined
/// here, a role may be another lowercase word (FORMAT.md §3.2).
public struct ProcessRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The role's name, as written in the `role` field, such as `intents-extension`.
  public var rawValue: String

  /// Creates the role written as `rawValue`.
  ///
  /// - Parameter rawValue: The name as written in an event's `role` field.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The role's name, as written in the `role` field.
  public var description: String { rawValue }

  /// The Intents extension, which dispatches, resolves, confirms and handles.
  public static let intentsExtension = ProcessRole(rawValue: "intents-extension")
  /// The Intents UI extension, whose view controllers are configured.
  public static let uiExtension = ProcessRole(rawValue: "ui-extension")
  /// The containing app.
  public static let app = ProcessRole(rawValue: "app")
  /// A test or a simulated host.
  public static let test = ProcessRole(rawValue: "test")
}
