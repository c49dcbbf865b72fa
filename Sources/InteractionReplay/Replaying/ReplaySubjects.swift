public import InteractionModel

/// The user's types a replay drives: an Intents extension's handler provider and an Intents UI
/// extension's view controller, each made through a factory that receives the replay's
/// `ValueSources`.
///
/// ```swift
/// let subjects = ReplaySubjects(
///   provider: { _ in IntentHandler() },
///   controller: { sources in IntentViewController(sources: sources) })
/// ```
public struct ReplaySubjects: Sendable {
  /// Makes the handler provider, once per replay; `nil` skips the handling steps.
  public var makeProvider: (@Sendable (any ValueSources) -> any IntentHandlerProviding)?
  /// Makes a new view controller instance, once per `configureView` call; `nil` skips the UI
  /// steps.
  public var makeController: (@MainActor @Sendable (any ValueSources) -> any HostedViewControlling)?
  /// What must hold of every interaction these subjects replay, registered with them: every
  /// replay and exploration of the subjects checks these besides
  /// ``ReplayOptions/properties`` (a `ReplayCommand`'s and an `ExploreCommand`'s too).
  public var properties: [ReplayProperty]

  /// Creates subjects whose factories receive the replay's sources.
  ///
  /// - Parameters:
  ///   - provider: Makes the handler provider.
  ///   - controller: Makes a new view controller instance.
  ///   - properties: What must hold of every interaction they replay.
  public init(
    provider: (@Sendable (any ValueSources) -> any IntentHandlerProviding)? = nil,
    controller: (@MainActor @Sendable (any ValueSources) -> any HostedViewControlling)? = nil,
    properties: [ReplayProperty] = []
  ) {
    makeProvider = provider
    makeController = controller
    self.properties = properties
  }

  /// Creates subjects that do not read time or UUIDs through sources.
  ///
  /// - Parameters:
  ///   - provider: Makes the handler provider.
  ///   - controller: Makes a new view controller instance.
  ///   - properties: What must hold of every interaction they replay.
  /// - Returns: Subjects whose factories ignore the replayed sources.
  public static func types(
    provider: (@Sendable () -> any IntentHandlerProviding)? = nil,
    controller: (@MainActor @Sendable () -> any HostedViewControlling)? = nil,
    properties: [ReplayProperty] = []
  ) -> ReplaySubjects {
    var subjects = ReplaySubjects(properties: properties)
    if let provider {
      subjects.makeProvider = { _ in provider() }
    }
    if let controller {
      subjects.makeController = { @MainActor _ in controller() }
    }
    return subjects
  }
}
