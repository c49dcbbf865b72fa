public import InteractionModel

extension SiriKitHost {
  /// Drives an Intents UI extension's view controller through an interaction, as SiriKit does.
  ///
  /// On iOS 11 and later, a controller that implements `ParameterViewConfiguring` gets only
  /// `configureView` calls (R10), each on a new instance (R3): the sets of
  /// ``HostOptions/delivery``'s plan over the catalog's rows (for ``DeliveryPolicy/documented``,
  /// the empty set first, then one row per call, R4), each without the parameters earlier
  /// completions claimed, and a set that has lost every parameter that way is skipped (R7). A
  /// controller may claim parameters it was not offered; they too are never offered again.
  ///
  /// Otherwise (iOS 10, or a controller without `configureView`) a controller that implements
  /// `InteractionConfiguring` gets one `configure(with:context:completion:)` on a single
  /// instance, and for a Maps card one more on the same instance per update (R11).
  ///
  /// A completion that does not come within ``HostOptions/timeout`` is marked on its step and the
  /// host goes on, as if the controller had claimed nothing; one that comes twice is reported on
  /// its step, and the first answer is the one the host acts on. ``HostOptions/faults`` inject
  /// departures from all this.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show, such as the one
  ///     ``runIntents(_:provider:source:interactionIdentifier:direction:isolation:)`` built.
  ///   - makeController: Makes a new controller instance; called once per `configureView` call,
  ///     once for `configure`.
  ///   - presentation: Where the view appears, with a Maps card's updates.
  /// - Returns: The steps, the interaction, and ``HostOutcome/completed``, or
  ///   ``HostOutcome/noHostedViewMethod`` if the controller implements no method the platform
  ///   calls.
  @MainActor
  public func runInterface(
    for interaction: Interaction,
    controller makeController: @escaping @MainActor () -> any HostedViewControlling,
    presentation: HostedViewPresentation = .siriSnippet
  ) async -> HostTranscript {
    var run = InterfaceRun(
      options: options, interaction: interaction, context: presentation.context,
      makeController: makeController)
    // The instance that shows which methods the controller has serves the first call.
    let first = makeController()
    if options.platform == .iOS11AndLater, first is any ParameterViewConfiguring {
      await run.offerParameters(rows: catalog.rows(for: interaction), first: first)
      if options.faults.contains(.mixedAPI) {
        let further = run.nextController()
        await run.configure(further, with: interaction)
      }
    } else if first is any InteractionConfiguring {
      for shown in [interaction] + presentation.updates {
        await run.configure(first, with: shown)
      }
    } else {
      return run.builder.transcript(interaction: interaction, outcome: .noHostedViewMethod)
    }
    return run.builder.transcript(interaction: interaction, outcome: .completed)
  }
}

/// The state of one ``SiriKitHost/runInterface(for:controller:presentation:)``.
@MainActor
private struct InterfaceRun {
  let options: HostOptions
  let interaction: Interaction
  let context: HostedViewContext
  let makeController: @MainActor () -> any HostedViewControlling
  var builder = TranscriptBuilder()
  var controllers = InstanceRegistry()
  var claimed = Set<Parameter>()
  /// The instance the next call goes to instead of a new one: the first instance made, or with
  /// ``HostFaults/reuseInstance`` the one every call goes to.
  var kept: (any HostedViewControlling)?

  init(
    options: HostOptions, interaction: Interaction, context: HostedViewContext,
    makeController: @escaping @MainActor () -> any HostedViewControlling
  ) {
    self.options = options
    self.interaction = interaction
    self.context = context
    self.makeController = makeController
  }

  /// The controller for the next call: a new instance, unless one is kept.
  mutating func nextController() -> any HostedViewControlling {
    let controller = kept ?? makeController()
    kept = options.faults.contains(.reuseInstance) ? controller : nil
    return controller
  }

  /// Offers the delivery plan's sets to `configureView`, one call each.
  mutating func offerParameters(
    rows: [Set<Parameter>], first: any HostedViewControlling
  ) async {
    kept = first
    for planned in options.delivery.plan(rows: rows) {
      let offered =
        options.faults.contains(.reaskClaimed) ? planned : planned.subtracting(claimed)
      if offered.isEmpty, !planned.isEmpty { continue }
      let controller = nextController()
      // A factory whose later instances lack the method gets no call for them.
      guard let configuring = controller as? any ParameterViewConfiguring else { continue }
      let slot = CompletionSlot()
      let position = builder.append(
        HostStep(
          call: .configureView(
            parameters: offered, interactiveBehavior: options.interactiveBehavior,
            context: context),
          instance: controllers.label(for: controller)),
        slot: slot)
      configuring.configureView(
        for: offered, of: interaction, interactiveBehavior: options.interactiveBehavior,
        context: context
      ) { success, claimed, desiredSize in
        slot.complete(
          .view(ConfigureViewResult(success: success, claimed: claimed, desiredSize: desiredSize)))
      }
      let answer = await slot.firstAnswer(within: options.timeout, sleep: options.sleep)
      // Claimed whether or not success: with success false SiriKit shows its default view for
      // those parameters (R8), which displays them all the same.
      claimed.formUnion(answer?.view?.claimed ?? [])
      builder.update(position) { [claimed] step in
        step.timedOut = answer == nil
        step.claimedAfter = claimed
      }
    }
  }

  /// Calls `configure(with:context:completion:)` on a controller, if it implements it.
  mutating func configure(_ controller: any HostedViewControlling, with shown: Interaction) async {
    guard let configuring = controller as? any InteractionConfiguring else { return }
    let slot = CompletionSlot()
    let position = builder.append(
      HostStep(
        call: .configure(interaction: shown, context: context),
        instance: controllers.label(for: controller)),
      slot: slot)
    configuring.configure(with: shown, context: context) { slot.complete(.size($0)) }
    if await slot.firstAnswer(within: options.timeout, sleep: options.sleep) == nil {
      builder.update(position) { $0.timedOut = true }
    }
  }
}
