import InteractionLog
import InteractionModel
import InteractionProjection

extension InteractionReport {
  /// The report of an interaction as the projection assembled it, without findings yet.
  init(_ projected: ProjectedInteraction) {
    self.init(
      position: projected.position, intentClass: projected.intentClass,
      classOrdinal: projected.classOrdinal, identifier: projected.identifier)
    if let first = projected.snapshots.first {
      snapshot = first.interaction
      snapshotEvent = EventReference(file: first.file, sequence: first.sequence)
    }
    if projected.snapshots.count > 1 {
      laterVersions = projected.snapshots.dropFirst().map { version in
        SnapshotVersion(
          snapshot: version.interaction,
          event: EventReference(file: version.file, sequence: version.sequence))
      }
    }
    link = projected.link.map {
      switch $0 {
      case .interactionIdentifier: .interactionIdentifier
      case .intent: .intent
      }
    }
    handling = projected.handling.map(HandlingPhase.init)
    if !projected.interface.isEmpty {
      interface = InterfacePhase(
        calls: projected.interface.enumerated().compactMap { offset, call in
          UICall(call, index: offset + 1)
        })
    }
    isTruncated = projected.isTruncated
  }
}

extension HandlingPhase {
  /// A run's calls, each with the type of the handler it was made on, once a dispatch before
  /// it returned that handler.
  init(_ run: ProjectedRun) {
    self.init(intentClass: run.intentClass, intentIdentifier: run.intentIdentifier, file: run.file)
    var handlerTypes: [String: String] = [:]
    for call in run.calls {
      guard var report = HandlingCall(call, index: calls.count + 1) else { continue }
      if report.method == .dispatch {
        if let handler = report.completions.first?.handler,
          let type = report.completions.first?.handlerType
        {
          handlerTypes[handler] = type
        }
      } else {
        report.handlerType = report.instance.flatMap { handlerTypes[$0] }
      }
      calls.append(report)
    }
  }
}

extension HandlingCall {
  /// A handling call and its completions; `nil` for an event that is not one.
  init?(_ call: ProjectedCall, index: Int) {
    let method: Method
    var parameter: String?
    switch call.event.payload {
    case .dispatch: method = .dispatch
    case .resolve(let name, _):
      method = .resolve
      parameter = name
    case .confirm: method = .confirm
    case .handle: method = .handle
    default: return nil
    }
    self.init(
      index: index, method: method, instance: call.event.instance, parameter: parameter,
      event: EventReference(file: call.file, sequence: call.event.sequence),
      callID: call.event.call)
    time = call.event.time
    completions = call.completions.compactMap { HandlingCompletion($0, file: call.file) }
    isCutOff = call.isCutOff
  }
}

extension HandlingCompletion {
  /// A handling completion event; `nil` for an event that is not one.
  init?(_ event: Event, file: String) {
    let reference = EventReference(file: file, sequence: event.sequence)
    switch event.payload {
    case .dispatchCompletion(let handlerType):
      self.init(
        event: reference, latency: nil, handler: handlerType == nil ? nil : event.instance,
        handlerType: handlerType)
    case .resolveCompletion(_, let results, let latency):
      self.init(event: reference, latency: latency, results: results)
    case .confirmCompletion(let response, let latency),
      .handleCompletion(let response, let latency):
      self.init(
        event: reference, latency: latency, responseClass: response.className,
        code: response.code)
    default:
      return nil
    }
  }
}

extension UICall {
  /// An interface call and its completions; `nil` for an event that is not one.
  init?(_ call: ProjectedCall, index: Int) {
    let method: Method
    var offered: [Parameter]?
    var behavior: InteractiveBehavior?
    let context: HostedViewContext
    switch call.event.payload {
    case .configureView(let parameters, let interactiveBehavior, let viewContext):
      method = .configureView
      offered = parameters
      behavior = interactiveBehavior
      context = viewContext
    case .configure(let viewContext):
      method = .configure
      context = viewContext
    default:
      return nil
    }
    self.init(
      index: index, method: method, instance: call.event.instance, offered: offered,
      interactiveBehavior: behavior, context: context,
      event: EventReference(file: call.file, sequence: call.event.sequence),
      callID: call.event.call, claimedAfter: call.claimedAfter)
    time = call.event.time
    completions = call.completions.compactMap { UICompletion($0, file: call.file) }
    isCutOff = call.isCutOff
  }
}

extension UICompletion {
  /// An interface completion event; `nil` for an event that is not one.
  init?(_ event: Event, file: String) {
    let reference = EventReference(file: file, sequence: event.sequence)
    switch event.payload {
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      self.init(
        event: reference, success: success, claimed: claimed, size: size, latency: latency)
    case .configureCompletion(let size, let latency):
      self.init(event: reference, success: nil, claimed: nil, size: size, latency: latency)
    default:
      return nil
    }
  }
}
