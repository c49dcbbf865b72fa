import InteractionLog
public import InteractionModel

extension Recorder {
  /// Records a `configureView` call to a hosted view controller: the parameters offered, the
  /// interactive behavior and the context, then each completion's success flag, claimed
  /// parameters and size.
  ///
  /// On iOS the system creates the Intents UI extension's view controller itself, so it cannot be
  /// wrapped in a ``RecordingViewController``; forward its `configureView` through this instead:
  ///
  /// ```swift
  /// func configureView(for parameters: Set<Parameter>, of interaction: Interaction,
  ///                    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
  ///                    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void) {
  ///   recorder.recordConfigureView(
  ///     for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
  ///     context: context, instance: self, completion: completion
  ///   ) { completion in
  ///     // the controller's own code, unchanged, calling `completion`
  ///   }
  /// }
  /// ```
  ///
  /// The interaction's snapshot is written the first time its identifier is seen, and again
  /// when it changed; every event refers to it by identifier. The offered set has no order of its own (it is a `Set`), so the
  /// log lists it sorted; the order of the calls is the order of their events.
  ///
  /// - Parameters:
  ///   - parameters: The parameters SiriKit offers; may be empty.
  ///   - interaction: The interaction they belong to.
  ///   - interactiveBehavior: What the user can do with the view.
  ///   - context: Where the view appears.
  ///   - instance: The controller the call goes to.
  ///   - completion: The completion SiriKit gave; every completion reaches it.
  ///   - body: Configures the view, calling the completion it is given.
  public func recordConfigureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext, instance: AnyObject,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void,
    body: (_ completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void) -> Void
  ) {
    recordConfigureView(
      for: Array(parameters), ofInteraction: interaction.identifier, version: interaction.hashValue,
      snapshot: { interaction },
      interactiveBehavior: interactiveBehavior, context: context,
      instanceID: self.instanceID(of: instance), completion: completion, body: body)
  }

  /// Records a `configure(with:context:completion:)` call to a hosted view controller: the
  /// context, then each completion's size.
  ///
  /// Forward a controller's `configure` through this when it cannot be wrapped in a
  /// ``RecordingViewController``, as with
  /// ``recordConfigureView(for:of:interactiveBehavior:context:instance:completion:body:)``.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - context: Where the view appears.
  ///   - instance: The controller the call goes to.
  ///   - completion: The completion SiriKit gave; every completion reaches it.
  ///   - body: Configures the view, calling the completion it is given.
  public func recordConfigure(
    with interaction: Interaction, context: HostedViewContext, instance: AnyObject,
    completion: @escaping @Sendable (Size) -> Void,
    body: (_ completion: @escaping @Sendable (Size) -> Void) -> Void
  ) {
    recordConfigure(
      withInteraction: interaction.identifier, version: interaction.hashValue,
      snapshot: { interaction }, context: context,
      instanceID: self.instanceID(of: instance), completion: completion, body: body)
  }

  /// Records a `configureView` call whose interaction's snapshot is made only if its identifier
  /// is new to the log or `version` changed: the bridge converts SiriKit's interaction once per
  /// version, not on every call.
  ///
  /// The answer goes to the log only: the bridge forwards SiriKit's own objects itself. Claimed
  /// parameters come as a list, each once, so that a call need not build a set of them (hashing
  /// a parameter costs more than the rest of the answer).
  ///
  /// - Parameters:
  ///   - parameters: The parameters SiriKit offers, each once; may be empty.
  ///   - identifier: The interaction's identifier.
  ///   - version: A fingerprint of the interaction that changes when it may have changed.
  ///   - snapshot: Makes the interaction's snapshot.
  ///   - interactiveBehavior: What the user can do with the view.
  ///   - context: Where the view appears.
  ///   - instance: The controller the call goes to.
  ///   - body: Configures the view, calling the completion it is given with the success flag,
  ///     the claimed parameters (each once) and the size.
  package func recordConfigureView(
    for parameters: [Parameter], ofInteraction identifier: String,
    version: Int, snapshot: () -> Interaction, interactiveBehavior: InteractiveBehavior,
    context: HostedViewContext, instance: AnyObject,
    body: (_ completion: @escaping @Sendable (Bool, [Parameter], Size) -> Void) -> Void
  ) {
    recordConfigureView(
      for: parameters, ofInteraction: identifier, version: version, snapshot: snapshot,
      interactiveBehavior: interactiveBehavior, context: context,
      instanceID: self.instanceID(of: instance), body: body)
  }

  /// Records a `configure(with:context:completion:)` call whose interaction's snapshot is made
  /// only if its identifier is new to the log or `version` changed.
  ///
  /// - Parameters:
  ///   - identifier: The interaction's identifier.
  ///   - version: A fingerprint of the interaction that changes when it may have changed.
  ///   - snapshot: Makes the interaction's snapshot.
  ///   - context: Where the view appears.
  ///   - instance: The controller the call goes to.
  ///   - completion: The caller's completion; every completion reaches it.
  ///   - body: Configures the view, calling the completion it is given.
  package func recordConfigure(
    withInteraction identifier: String, version: Int, snapshot: () -> Interaction,
    context: HostedViewContext, instance: AnyObject,
    completion: @escaping @Sendable (Size) -> Void,
    body: (_ completion: @escaping @Sendable (Size) -> Void) -> Void
  ) {
    recordConfigure(
      withInteraction: identifier, version: version, snapshot: snapshot, context: context,
      instanceID: self.instanceID(of: instance), completion: completion, body: body)
  }

  func recordConfigureView(
    for parameters: [Parameter], ofInteraction identifier: String,
    version: Int, snapshot: () -> Interaction, interactiveBehavior: InteractiveBehavior,
    context: HostedViewContext, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void,
    body: (_ completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void) -> Void
  ) {
    recordConfigureView(
      for: parameters, ofInteraction: identifier, version: version, snapshot: snapshot,
      interactiveBehavior: interactiveBehavior, context: context, instanceID: instanceID(),
      body: { recordingCompletion in
        body { success, claimed, size in
          // Recorded first, then the caller gets the very set the controller passed.
          recordingCompletion(success, Array(claimed), size)
          completion(success, claimed, size)
        }
      })
  }

  /// What both forms share: the answer goes to the log only, its claimed parameters each once.
  private func recordConfigureView(
    for parameters: [Parameter], ofInteraction identifier: String,
    version: Int, snapshot: () -> Interaction, interactiveBehavior: InteractiveBehavior,
    context: HostedViewContext, instanceID: @autoclosure () -> String,
    body: (_ completion: @escaping @Sendable (Bool, [Parameter], Size) -> Void) -> Void
  ) {
    recordCall(
      {
        .configureView(
          parameters: parameters, interactiveBehavior: interactiveBehavior,
          context: context)
      },
      target: {
        CallTarget(
          interaction: noteInteraction(
            identifier: identifier, version: version, snapshot: snapshot),
          instance: instanceID())
      },
      completion: { (_: (Bool, [Parameter], Size)) in },
      completionPayload: { answer, latency in
        .configureViewCompletion(
          success: answer.0, claimed: answer.1, size: answer.2, latency: latency)
      },
      body: { recordingCompletion in
        body { success, claimed, size in recordingCompletion((success, claimed, size)) }
      })
  }

  func recordConfigure(
    withInteraction identifier: String, version: Int, snapshot: () -> Interaction,
    context: HostedViewContext, instanceID: @autoclosure () -> String,
    completion: @escaping @Sendable (Size) -> Void,
    body: (_ completion: @escaping @Sendable (Size) -> Void) -> Void
  ) {
    recordCall(
      { .configure(context: context) },
      target: {
        CallTarget(
          interaction: noteInteraction(
            identifier: identifier, version: version, snapshot: snapshot),
          instance: instanceID())
      },
      completion: completion,
      completionPayload: { size, latency in .configureCompletion(size: size, latency: latency) },
      body: body)
  }
}
