import InteractionHost
import InteractionLog
import InteractionModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Generates a deterministic recording of SiriKit interactions, as a host app's Intents and
/// Intents UI extensions would log them.
///
/// Each interaction follows the system's order. Its `interaction` snapshot comes first, since
/// FORMAT.md §3.3 wants it before every event that names the interaction; then the Intents
/// extension's calls, each with its completion and latency: `dispatch`, `resolve` per parameter
/// (sometimes a disambiguation and a second round), `confirm`, `handle`; then the UI extension's
/// `configureView` per shown element (`INSearchForAccountsIntentResponse.accounts[3]`), now and
/// then a legacy `configure`, a user's `note` or an `error`. About 17 events per interaction,
/// lines of 150 bytes to 3 KiB.
struct EventGenerator {
  private var random: SplitMix64
  private var events: [GeneratedEvent] = []
  /// The timeline: wall clock in microseconds, monotonic clock in nanoseconds.
  private var wallMicroseconds: Int64 = 1_795_290_000_000_000
  private var monotonicNanoseconds: UInt64 = 86_400_000_000_000
  private var nextCall: UInt64 = 1
  private var handlersCreated = 0
  private var viewControllersCreated = 0
  private let domainWeights = IntentDomain.catalogue.map(\.weight)

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The first `count` events of the recording for this generator's seed.
  ///
  /// - Throws: ``ParameterError`` if a generated parameter name does not parse (a bug here).
  mutating func generate(count: Int) throws(ParameterError) -> [GeneratedEvent] {
    events = []
    events.reserveCapacity(count + 64)
    while events.count < count { try generateInteraction() }
    return Array(events.prefix(count))
  }

  private var nowSeconds: Double { Double(wallMicroseconds) / 1_000_000 }

  private mutating func pass(nanoseconds: Double) {
    let step = UInt64(max(1_000, nanoseconds))
    monotonicNanoseconds += step
    wallMicroseconds += Int64(step / 1_000)
  }

  private mutating func pass(secondsBetween range: ClosedRange<Double>) {
    pass(nanoseconds: random.logUniform(in: range) * 1e9)
  }

  private mutating func emit(
    _ payload: EventPayload, interaction: String?, instance: String? = nil, call: UInt64? = nil
  ) {
    events.append(
      GeneratedEvent(
        payload: payload, interaction: interaction, instance: instance, call: call,
        time: WallTime(microsecondsSinceEpoch: wallMicroseconds),
        monotonicNanoseconds: monotonicNanoseconds))
  }

  /// Emits a call event, lets `latency` pass, emits its completion built with that latency.
  private mutating func call(
    _ payload: EventPayload, interaction: String, instance: String,
    latencySeconds range: ClosedRange<Double>, completion: (inout Self, UInt64) -> EventPayload
  ) {
    let call = nextCall
    nextCall += 1
    emit(payload, interaction: interaction, instance: instance, call: call)
    let latency = UInt64(random.logUniform(in: range) * 1e9)
    pass(nanoseconds: Double(latency))
    emit(completion(&self, latency), interaction: interaction, instance: instance, call: call)
    pass(secondsBetween: 0.000_02...0.004)
  }

  private mutating func generateInteraction() throws(ParameterError) {
    pass(secondsBetween: 0.5...90)
    let domain = IntentDomain.catalogue[random.weightedIndex(domainWeights)]
    let identifier = random.uuid()
    let intentProperties = domain.makeIntent(&random, nowSeconds)
    let intent = Intent(
      className: domain.intentClass, identifier: identifier, properties: intentProperties)
    // The snapshot as the extension sees it at dispatch: the intent, no response yet.
    emit(
      .interaction(
        Interaction(
          intent: intent, handlingStatus: .inProgress, direction: .outgoing,
          identifier: identifier, groupIdentifier: random.chance(0.2) ? random.uuid() : nil,
          dateInterval: DateInterval(start: Date(timeIntervalSince1970: nowSeconds), duration: 0))),
      interaction: identifier)

    call(
      .dispatch(intent: intent), interaction: identifier, instance: "IntentHandler#1",
      latencySeconds: 0.000_005...0.000_3
    ) { _, _ in .dispatchCompletion(handlerType: domain.handlerType) }
    handlersCreated += 1
    let handler = "\(domain.handlerType)#\(handlersCreated)"

    for parameter in domain.resolvedParameters where random.chance(0.85) {
      resolve(
        parameter, of: domain, value: intentProperties[parameter], in: identifier, by: handler)
    }

    let ready = IntentResponse(className: domain.responseClass, code: .ready)
    call(
      .confirm(intent: intent), interaction: identifier, instance: handler,
      latencySeconds: 0.000_1...0.05
    ) { _, latency in .confirmCompletion(response: ready, latency: latency) }

    let response = IntentResponse(
      className: domain.responseClass, code: domain.successCode,
      properties: domain.makeResponse(&random, intentProperties, nowSeconds))
    call(
      .handle(intent: intent), interaction: identifier, instance: handler,
      latencySeconds: 0.001...0.8
    ) { _, latency in .handleCompletion(response: response, latency: latency) }

    try configureViews(for: domain, response: response, in: identifier)

    if random.chance(0.08) {
      emit(
        .note(
          text: random.pick([
            "user tapped Confirm", "switched account before paying", "retry after timeout",
            "mark: snippet shown twice", "dismissed the snippet",
          ]),
          metadata: [
            "screen": random.pick(["snippet", "confirm", "result"]), "build": "4.2.1 (311)",
          ]),
        interaction: identifier)
    }
    if random.chance(0.01) {
      emit(
        .error(message: "keychain item not found for \(handler)", code: -25_300),
        interaction: identifier, instance: handler)
    }
  }

  private mutating func resolve(
    _ parameter: String, of domain: IntentDomain, value: Value?, in interaction: String,
    by handler: String
  ) {
    let draw = random.double(in: 0...1)
    let needsSecondRound = value != nil && draw < 0.1
    call(
      .resolve(parameter: parameter, value: value), interaction: interaction, instance: handler,
      latencySeconds: 0.000_03...0.005
    ) { generator, latency in
      let result: ResolutionResult
      switch (value, draw) {
      case (nil, _):
        result = generator.random.chance(0.5) ? .needsValue : .notRequired
      case (let value?, ..<0.1):
        // Two other plausible values of the same shape, from another intent of the domain.
        let others = (0..<2).map { _ in
          domain.makeIntent(&generator.random, generator.nowSeconds)[parameter] ?? .null
        }
        result = .disambiguation([value] + others)
      case (let value?, ..<0.16):
        result = .confirmationRequired(value)
      case (_, ..<0.21):
        result = .unsupported(
          reason: generator.random.chance(0.7)
            ? UnsupportedReason(rawValue: generator.random.int(in: 1...4), name: "noAccount")
            : nil)
      case (let value?, _):
        result = .success(value)
      }
      return .resolveCompletion(parameter: parameter, results: [result], latency: latency)
    }
    if needsSecondRound {
      call(
        .resolve(parameter: parameter, value: value), interaction: interaction, instance: handler,
        latencySeconds: 0.000_03...0.002
      ) { _, latency in
        .resolveCompletion(
          parameter: parameter, results: [.success(value ?? .null)], latency: latency)
      }
    }
  }

  private mutating func configureViews(
    for domain: IntentDomain, response: IntentResponse, in interaction: String
  ) throws(ParameterError) {
    viewControllersCreated += 1
    let controller = "IntentViewController#\(viewControllersCreated)"
    let context: HostedViewContext = random.chance(0.9) ? .siriSnippet : .mapsCard
    if random.chance(0.15) {
      let size = randomSize()
      call(
        .configure(context: context), interaction: interaction, instance: controller,
        latencySeconds: 0.000_5...0.03
      ) { _, latency in .configureCompletion(size: size, latency: latency) }
    }
    // One view per element of the response's list, else one for the resolved parameters.
    var views: [[Parameter]] = []
    if let key = domain.listedResponseKey, let list = response.properties[key]?.arrayValue {
      for index in list.indices {
        views.append([try Parameter("\(domain.responseClass).\(key)[\(index)]")])
      }
    } else {
      var parameters: [Parameter] = []
      for name in domain.resolvedParameters.prefix(random.int(in: 1...3)) {
        parameters.append(try Parameter("\(domain.intentClass).\(name)"))
      }
      views.append(parameters)
    }
    for parameters in views {
      let behavior = random.pick(InteractiveBehavior.allCases)
      let success = random.chance(0.95)
      let size = randomSize()
      call(
        .configureView(parameters: parameters, interactiveBehavior: behavior, context: context),
        interaction: interaction, instance: controller, latencySeconds: 0.000_5...0.04
      ) { _, latency in
        .configureViewCompletion(
          success: success, claimed: success ? parameters : [], size: success ? size : .zero,
          latency: latency)
      }
    }
  }

  private mutating func randomSize() -> Size {
    Size(
      width: random.pick([320, 375, 390, 393, 414, 428]),
      height: Double(random.int(in: 88...1_040)) / 2)
  }
}
