/// One interaction of a recording: which sample scenario, and how the simulated host plays it.
///
/// Codable, because the parent process hands it to the child processes of a two-process
/// recording, which must play it exactly as the parent would have.
struct PlannedInteraction: Codable, Hashable, Sendable {
  /// The order of the `configureView` calls.
  enum Delivery: Codable, Hashable, Sendable {
    /// The empty set first, then one call per row (R4).
    case documented
    /// The rows first, the empty set last (BNRun's header turned footer, D7).
    case emptySetLast
    /// The empty set and the rows in an order drawn from a seed.
    case seededPermutation(seed: UInt64)
  }

  /// The SiriKit the host plays.
  enum Platform: String, Codable, Hashable, Sendable {
    /// Only `configure(with:context:completion:)` exists.
    case iOS10
    /// `configureView` when the controller implements it (R10).
    case iOS11AndLater
  }

  /// Where the request comes from, and where the view appears.
  enum Source: String, Codable, Hashable, Sendable {
    /// Siri: resolve, confirm, handle; the view in a Siri snippet.
    case siri
    /// Maps ride booking: handle only (R14); the view in a Maps card that receives the sample
    /// ride-status updates (R11).
    case maps
  }

  /// The Intents UI extension's view controller.
  enum Controller: String, Codable, Hashable, Sendable {
    /// The scenario's own sample controller.
    case scenario
    /// ``InteractionSamples/ForgetfulViewController``: never answers a non-empty set.
    case forgetful
    /// ``InteractionSamples/RideCardViewController``: `configure` only, for Maps.
    case rideCard
    /// ``OverMemoryWorkoutViewController``: killed by the system while it lays out the workout.
    case overMemory
  }

  /// A departure from SiriKit's documented behaviour the host injects
  /// (``InteractionHost/HostFaults``).
  enum Fault: String, Codable, Hashable, Sendable {
    /// Offer every planned set whole, claimed parameters too (`reasked-claimed`, R7).
    case reaskClaimed
    /// Call `configure(with:context:)` too, after the `configureView` calls (`mixed-api`, R10).
    case mixedAPI
  }

  /// The Intents extension's handler provider.
  enum Provider: String, Codable, Hashable, Sendable {
    /// ``InteractionSamples/SampleIntentsExtension``: the scenarios' own handlers.
    case samples
    /// ``InteractionSamples/CachingHandlerProvider``: a message handler that caches state
    /// between calls (D1).
    case caching
  }

  /// The scenario's code in Docs/SiriKit.md, such as `S1`.
  var scenario: String
  /// The interaction's identifier, unique within the recording.
  var identifier: String
  var delivery: Delivery
  var platform: Platform = .iOS11AndLater
  var source: Source = .siri
  var controller: Controller = .scenario
  var faults: [Fault] = []
  var provider: Provider = .samples

  /// Whether playing this interaction kills the process that shows it, so that it can only be
  /// recorded in a child process.
  var killsItsProcess: Bool { controller == .overMemory }
}
