public import InteractionModel

extension HostTranscript {
  /// The `configureView` steps, in order.
  public var viewSteps: [HostStep] {
    steps.filter { $0.call.offeredParameters != nil }
  }

  /// The parameter sets offered to `configureView`, in order.
  public var offeredSets: [Set<Parameter>] {
    steps.compactMap(\.call.offeredParameters)
  }

  /// Every parameter claimed by a `configureView` completion the host waited for.
  public var claimed: Set<Parameter> {
    steps.last(where: { $0.call.offeredParameters != nil })?.claimedAfter ?? []
  }

  /// The names of the parameters resolved, in order.
  public var resolvedParameters: [String] {
    steps.compactMap(\.call.resolvedParameter)
  }

  /// The kinds of the calls, in order, such as `["dispatch", "resolve", …]`.
  public var callKinds: [String] {
    steps.map(\.call.kindName)
  }

  /// The steps whose completion was called more than once.
  public var repeatedCompletions: [HostStep] {
    steps.filter(\.isRepeated)
  }

  /// The steps whose completion did not come in time.
  public var timedOutSteps: [HostStep] {
    steps.filter(\.timedOut)
  }
}
