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

extension InteractionReport {
  /// The heading of an interaction's report alone: its place, intent class, identifier and
  /// whether it was cut off, with no snapshot, phase or finding; what a rendering that shows
  /// only interactions with findings counts of one that has none.
  init(heading projected: ProjectedInteraction) {
    self.init(
      position: projected.position, intentClass: projected.intentClass,
      classOrdinal: projected.classOrdinal, identifier: projected.identifier)
    isTruncated = projected.isTruncated
  }
}

extension HandlingPhase {
  /// A run's calls, each with the type of the handler it was made on, once a dispatch before
  /// it returned that handler.
  init(_ run: ProjectedRun) {
    self.init(intentClass: run.intentClass, intentIdentifier: run.intentIdentifier, file: run.file)
    calls.reserveCapacity(run.calls.count)
    // Read through `run.calls[index]`, not a copy of each call, which would retain its fields.
    for index in run.calls.indices {
      guard let report = HandlingCall(run.calls[index], index: calls.count + 1) else { continue }
      calls.append(report)
    }
  }
}

extension HandlingCall {
  /// A handling call and its completions; `nil` for a UI call.
  init?(_ call: ProjectedCall, index: Int) {
    let method: Method
    var parameter: String?
    switch call.method {
    case .dispatch: method = .dispatch
    case .resolve(let name, _):
      method = .resolve
      parameter = name
    case .confirm: method = .confirm
    case .handle: method = .handle
    case .configureView, .configure: return nil
    }
    self.init(
      index: index, method: method, instance: call.instance, parameter: parameter,
      event: EventReference(file: call.file, sequence: call.sequence), callID: call.callID)
    time = call.time
    handlerType = call.handler?.type
    completions = call.completions.compactMap { HandlingCompletion($0, file: call.file) }
    isCutOff = call.isCutOff
  }
}

extension HandlingCompletion {
  /// A handling call's completion; `nil` for a UI call's.
  init?(_ completion: ProjectedCompletion, file: String) {
    let reference = EventReference(file: file, sequence: completion.sequence)
    switch completion.answer {
    case .handler(let type):
      self.init(
        event: reference, latency: nil, handler: type == nil ? nil : completion.instance,
        handlerType: type)
    case .resolution(_, let results):
      self.init(event: reference, latency: completion.latency, results: results)
    case .response(let response):
      self.init(
        event: reference, latency: completion.latency, responseClass: response.className,
        code: response.code)
    case .view, .size:
      return nil
    }
  }
}

extension UICall {
  /// An interface call and its completions; `nil` for a handling call.
  init?(_ call: ProjectedCall, index: Int) {
    let method: Method
    var offered: [Parameter]?
    var behavior: InteractiveBehavior?
    let context: HostedViewContext
    switch call.method {
    case .configureView(let parameters, let interactiveBehavior, let viewContext):
      method = .configureView
      offered = parameters
      behavior = interactiveBehavior
      context = viewContext
    case .configure(let viewContext):
      method = .configure
      context = viewContext
    case .dispatch, .resolve, .confirm, .handle:
      return nil
    }
    self.init(
      index: index, method: method, instance: call.instance, offered: offered,
      interactiveBehavior: behavior, context: context,
      event: EventReference(file: call.file, sequence: call.sequence),
      callID: call.callID, claimedAfter: call.claimedAfter.sorted)
    time = call.time
    completions = call.completions.compactMap { UICompletion($0, file: call.file) }
    isCutOff = call.isCutOff
  }
}

extension UICompletion {
  /// An interface call's completion; `nil` for a handling call's.
  init?(_ completion: ProjectedCompletion, file: String) {
    let reference = EventReference(file: file, sequence: completion.sequence)
    switch completion.answer {
    case .view(let success, let claimed, let size):
      self.init(
        event: reference, success: success, claimed: claimed, size: size,
        latency: completion.latency)
    case .size(let size):
      self.init(
        event: reference, success: nil, claimed: nil, size: size, latency: completion.latency)
    case .handler, .resolution, .response:
      return nil
    }
  }
}
