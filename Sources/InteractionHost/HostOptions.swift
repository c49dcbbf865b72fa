public import InteractionModel

/// How the simulated host behaves: the platform it plays, the order it offers parameters in, the
/// faults it injects, and how long it waits for a completion.
public struct HostOptions: Sendable {
  /// Suspends for a number of seconds; the host's only source of time, so tests can replace it.
  ///
  /// It may return early when its task is cancelled (the host cancels it once the completion
  /// came), by throwing or not. Seconds rather than a `Duration`, which needs iOS 16 and
  /// macOS 13.
  public typealias Sleep = @Sendable (_ seconds: Double) async throws -> Void

  /// The SiriKit the host plays.
  public var platform: HostPlatform
  /// The order of the `configureView` calls.
  public var delivery: DeliveryPolicy
  /// The departures from documented behaviour to inject.
  public var faults: HostFaults
  /// The interactive behavior passed to every `configureView` call.
  public var interactiveBehavior: InteractiveBehavior
  /// How long the host waits for each completion before it records the call as timed out, in
  /// seconds.
  public var timeout: Double
  /// How the host waits for ``timeout``.
  public var sleep: Sleep

  /// Creates options; the defaults play iOS 11 or later as Apple documents it.
  ///
  /// - Parameters:
  ///   - platform: The SiriKit to play.
  ///   - delivery: The order of the `configureView` calls.
  ///   - faults: The faults to inject.
  ///   - interactiveBehavior: The interactive behavior of every `configureView` call.
  ///   - timeout: How long to wait for each completion, in seconds.
  ///   - sleep: How to wait; `Task.sleep` unless a test injects its own.
  public init(
    platform: HostPlatform = .iOS11AndLater,
    delivery: DeliveryPolicy = .documented,
    faults: HostFaults = [],
    interactiveBehavior: InteractiveBehavior = .none,
    timeout: Double = 10,
    sleep: @escaping Sleep = { seconds in
      // Clamped so that the conversion cannot trap: zero for NaN, at most 570 years.
      try await Task.sleep(nanoseconds: seconds > 0 ? UInt64(min(seconds, 18e9) * 1e9) : 0)
    }
  ) {
    self.platform = platform
    self.delivery = delivery
    self.faults = faults
    self.interactiveBehavior = interactiveBehavior
    self.timeout = timeout
    self.sleep = sleep
  }
}
