/// The role of the process that wrote a file: which SiriKit extension, the app, or a test.
public struct ProcessRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

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
