/// Departures from SiriKit's documented behaviour that the host injects on request, so that
/// recordings, the inspector and the replayer can be tested against them.
///
/// Each fault produces the exception the inspector flags under the code in its description.
public struct HostFaults: OptionSet, Hashable, Sendable {
  /// The faults' bits, one per fault.
  public let rawValue: Int

  /// Creates a set of faults from its raw value.
  ///
  /// - Parameter rawValue: The faults' bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Offer every planned set whole, even parameters an earlier completion claimed
  /// (`reasked-claimed`; violates R7).
  public static let reaskClaimed = HostFaults(rawValue: 1 << 0)
  /// After the `configureView` calls, call `configure(with:context:completion:)` too, on a further
  /// instance, if the controller implements it (`mixed-api`; violates R10).
  public static let mixedAPI = HostFaults(rawValue: 1 << 1)
  /// Make one controller instance and send it every call (`instance-reused`; violates R3).
  public static let reuseInstance = HostFaults(rawValue: 1 << 2)
}
