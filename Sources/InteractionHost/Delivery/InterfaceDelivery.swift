package import InteractionModel

/// SiriKit's delivery of an interaction to an Intents UI extension's view controller: the one
/// implementation of its rules, which ``SimulatedHost/runInterface(for:controller:presentation:)``
/// runs over the catalog's rows and a replay's host and chaos modes run over a recording's.
///
/// On iOS 11 and later, a controller that implements `ParameterViewConfiguring` gets only
/// `configureView` calls (R10), each on a new instance (R3; the instance made to see which
/// methods the controller has serves the first call): the sets of ``plan``, each without the
/// parameters earlier completions claimed, and a set that has lost every parameter that way is
/// skipped (R7). A controller may claim parameters it was not offered; they too are never offered
/// again. Claims count whether or not the completion reports success: with success false SiriKit
/// shows its default view for those parameters (R8), which displays them all the same.
///
/// Otherwise (iOS 10, or a controller without `configureView`) a controller that implements
/// `InteractionConfiguring` gets one `configure(with:context:completion:)` on a single instance,
/// and for a Maps card one more on the same instance per update (R11).
///
/// A completion that does not come within ``timeout`` counts as claiming nothing, and the
/// delivery goes on. ``faults`` inject departures from all this. An instance that lacks the
/// method of a call gets no call.
package struct InterfaceDelivery: Sendable {
  /// The parameter sets to offer, in order, before claimed parameters are taken out.
  package var plan: [Set<Parameter>]
  /// The departures from the documented behaviour to inject.
  package var faults: HostFaults
  /// The interactive behavior of every `configureView` call.
  package var interactiveBehavior: InteractiveBehavior
  /// The context of every call.
  package var context: HostedViewContext
  /// How long to wait for each completion, in seconds.
  package var timeout: Double
  /// How to wait for ``timeout``.
  package var sleep: HostOptions.Sleep

  /// Creates a delivery whose plan is a policy's order over an interface's rows.
  ///
  /// - Parameters:
  ///   - delivery: The order of the `configureView` calls.
  ///   - rows: The interface's rows, top to bottom, without the empty set; an explicit delivery
  ///     ignores them.
  ///   - faults: The faults to inject.
  ///   - interactiveBehavior: The interactive behavior of every `configureView` call.
  ///   - context: Where the view appears.
  ///   - timeout: How long to wait for each completion, in seconds.
  ///   - sleep: How to wait.
  package init(
    delivery: DeliveryPolicy, rows: [Set<Parameter>], faults: HostFaults,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext, timeout: Double,
    sleep: @escaping HostOptions.Sleep
  ) {
    plan = delivery.plan(rows: rows)
    self.faults = faults
    self.interactiveBehavior = interactiveBehavior
    self.context = context
    self.timeout = timeout
    self.sleep = sleep
  }

  /// Delivers an interaction as the platform does: `configureView` calls if the platform has them
  /// and the controller implements them, otherwise `configure` calls.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - updates: The interactions a Maps card receives later, by further `configure` calls.
  ///   - platform: The SiriKit played.
  ///   - observer: Makes the instances and sees the calls.
  /// - Returns: ``HostOutcome/completed``, or ``HostOutcome/noHostedViewMethod`` if the
  ///   controller implements no method the platform calls.
  @MainActor
  package func deliver<Observer: InterfaceDeliveryObserver>(
    _ interaction: Interaction, updates: [Interaction], platform: HostPlatform,
    to observer: inout Observer
  ) async -> HostOutcome {
    let first = observer.makeController()
    if platform == .iOS11AndLater, first is any ParameterViewConfiguring {
      // A controller that learns only by a call that it lacks configureView (the SiriKit
      // bridge's on Linux) falls back to configure, as SiriKit's choice would have.
      if await offerParameters(of: interaction, first: first, to: &observer) {
        return .completed
      }
    }
    guard first is any InteractionConfiguring else { return .noHostedViewMethod }
    for shown in [interaction] + updates {
      guard await configure(first, showing: shown, claimed: ClaimedParameters(), to: &observer)
      else {
        return .noHostedViewMethod
      }
    }
    return .completed
  }

  /// Offers the plan's sets to `configureView`, one call each, then with
  /// ``HostFaults/mixedAPI`` calls `configure` on a further instance.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - first: The instance that serves the first call, if one was made already.
  ///   - observer: Makes the instances and sees the calls.
  /// - Returns: `false` if the first call found that the controller lacks `configureView` (an
  ///   ``OptionalViewMethodProbing`` controller learns it only by calling), so that nothing was
  ///   offered; `true` otherwise.
  @MainActor
  @discardableResult
  package func offerParameters<Observer: InterfaceDeliveryObserver>(
    of interaction: Interaction, first: (any HostedViewControlling)? = nil,
    to observer: inout Observer
  ) async -> Bool {
    // The instance the next call goes to instead of a new one: the first instance made, or with
    // reuseInstance the one every call goes to.
    var kept = first
    // The running set, each call numbered by its plan position from 1.
    var claimed = ClaimedParameters()
    func nextController(_ observer: inout Observer) -> any HostedViewControlling {
      // Not `kept ?? observer.makeController()`: in a release build the region checker takes
      // the autoclosure of `??` for a main-actor closure that captures `observer`, and refuses it.
      let controller: any HostedViewControlling
      if let kept { controller = kept } else { controller = observer.makeController() }
      kept = faults.contains(.reuseInstance) ? controller : nil
      return controller
    }

    for (position, planned) in plan.enumerated() {
      let offered =
        faults.contains(.reaskClaimed) ? planned : planned.subtracting(claimed.parameters)
      if offered.isEmpty, !planned.isEmpty { continue }
      let controller = nextController(&observer)
      let call = ExtensionCall.configureView(
        parameters: offered.sorted(), interactiveBehavior: interactiveBehavior, context: context)
      let slot = CompletionSlot()
      let answering: @Sendable (Bool, Set<Parameter>, Size) -> Void = {
        slot.complete(.view(success: $0, claimed: $1.sorted(), size: $2))
      }
      let announce = { (observer: inout Observer) in
        observer.willCall(
          call, on: controller, showing: interaction, answeringInto: slot, claimed: claimed,
          outstanding: plan[(position + 1)...])
      }
      if let probing = controller as? any OptionalViewMethodProbing {
        // Only the call tells whether the method exists: made first, announced if it ran.
        guard
          probing.configureViewIfImplemented(
            for: offered, of: interaction, interactiveBehavior: interactiveBehavior,
            context: context, completion: answering)
        else {
          if position == 0 { return false }
          observer.lacksMethod(of: call, on: controller)
          continue
        }
        announce(&observer)
      } else if let configuring = controller as? any ParameterViewConfiguring {
        announce(&observer)
        configuring.configureView(
          for: offered, of: interaction, interactiveBehavior: interactiveBehavior,
          context: context, completion: answering)
      } else {
        observer.lacksMethod(of: call, on: controller)
        continue
      }
      let answer = await slot.firstAnswer(
        within: observer.completionWait ?? timeout, sleep: sleep)
      // The first answer claims; one that did not come in time claims nothing.
      if let answer {
        claimed.noteCompletion(ofCall: position + 1, claiming: answer.claimed ?? [])
      }
      observer.didCall(call, answer: answer, claimed: claimed)
    }
    if faults.contains(.mixedAPI) {
      await configure(
        nextController(&observer), showing: interaction, claimed: claimed, to: &observer)
    }
    return true
  }

  /// Calls `configure(with:context:completion:)` on a controller, if it implements it.
  ///
  /// - Returns: Whether the call was made.
  @MainActor
  @discardableResult
  private func configure<Observer: InterfaceDeliveryObserver>(
    _ controller: any HostedViewControlling, showing shown: Interaction,
    claimed: ClaimedParameters,
    to observer: inout Observer
  ) async -> Bool {
    let call = ExtensionCall.configure(context: context)
    let slot = CompletionSlot()
    if let probing = controller as? any OptionalViewMethodProbing {
      // Only the call tells whether the method exists: made first, announced if it ran.
      guard
        probing.configureIfImplemented(
          with: shown, context: context, completion: { slot.complete(.size($0)) })
      else {
        observer.lacksMethod(of: call, on: controller)
        return false
      }
      observer.willCall(
        call, on: controller, showing: shown, answeringInto: slot, claimed: claimed,
        outstanding: [])
    } else if let configuring = controller as? any InteractionConfiguring {
      observer.willCall(
        call, on: controller, showing: shown, answeringInto: slot, claimed: claimed,
        outstanding: [])
      configuring.configure(with: shown, context: context) { slot.complete(.size($0)) }
    } else {
      observer.lacksMethod(of: call, on: controller)
      return false
    }
    let answer = await slot.firstAnswer(
      within: observer.completionWait ?? timeout, sleep: sleep)
    observer.didCall(call, answer: answer, claimed: claimed)
    return true
  }
}
