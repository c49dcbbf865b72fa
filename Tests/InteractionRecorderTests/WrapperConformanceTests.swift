import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// A wrapper adopts exactly the optional protocols the wrapped object adopts.
@Suite struct WrapperConformanceTests {
  static let handlers: [@Sendable () -> any IntentHandler] = [
    { HandleOnlyHandler() }, { ConfirmingHandler() }, { ResolvingHandler() }, { FullHandler() },
  ]

  @Test(arguments: 0..<4)
  func aHandlerWrapperConformsExactlyAsTheHandler(kind: Int) {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let handler = Self.handlers[kind]()
    let wrapped = recorder.recordingHandler(wrapping: handler)
    #expect(wrapped !== handler)
    #expect((wrapped is any IntentConfirming) == (handler is any IntentConfirming))
    #expect((wrapped is any IntentResolving) == (handler is any IntentResolving))
    #expect(
      (wrapped as? any IntentResolving)?.resolvableParameters
        == (handler as? any IntentResolving)?.resolvableParameters)
  }

  @Test func theProviderWrapsEachHandlerForItsOwnType() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let provider = RecordingHandlerProvider(
      wrapping: SampleProvider(reusesHandlers: false), recorder: recorder)
    let start = provider.handler(for: Fixtures.startWorkout)
    let end = provider.handler(for: Fixtures.endWorkout)
    #expect(start is any IntentConfirming && start is any IntentResolving)
    #expect(end is any IntentConfirming && !(end is any IntentResolving))
    #expect(start is RecordingIntentHandler<FullHandler>)
    #expect(end is RecordingIntentHandler<ConfirmingHandler>)
  }

  @Test func theDynamicTypeDecidesNotTheStaticOne() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let handler: HandleOnlyHandler = ConfirmingHandler()
    #expect(recorder.recordingHandler(wrapping: handler) is any IntentConfirming)
  }

  @Test func aStaticallyTypedWrapperConformsByItsTypeArgument() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let resolving = RecordingIntentHandler(wrapping: ResolvingHandler(), recorder: recorder)
    let asHandler: any IntentHandler = resolving
    #expect(asHandler is any IntentResolving)
    #expect(!(asHandler is any IntentConfirming))
    #expect(resolving.instanceID == "ResolvingHandler#1")
  }

  @Test func aWrapperIsNotWrappedAgain() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let once = recorder.recordingHandler(wrapping: FullHandler())
    #expect(recorder.recordingHandler(wrapping: once) === once)
    let provider = recorder.recordingProvider(wrapping: SampleProvider(reusesHandlers: true))
    #expect(
      recorder.recordingProvider(wrapping: provider) is RecordingHandlerProvider<SampleProvider>)
  }

  @MainActor
  @Test func aControllerWrapperConformsExactlyAsTheController() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let controllers: [any HostedViewControlling] = [
      ViewController(), AugmentingController(), BothController(), MarkerController(),
    ]
    for controller in controllers {
      let wrapped = recorder.recordingController(wrapping: controller)
      #expect(wrapped !== controller)
      #expect((wrapped is any InteractionConfiguring) == (controller is any InteractionConfiguring))
      #expect(
        (wrapped is any ParameterViewConfiguring) == (controller is any ParameterViewConfiguring))
      #expect(recorder.recordingController(wrapping: wrapped) === wrapped)
    }
  }

  @MainActor
  @Test func bothMethodsOfABothController() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    let controller = BothController()
    let wrapped = RecordingViewController(wrapping: controller, recorder: recorder)
    wrapped.configure(with: Fixtures.interaction, context: .siriSnippet) { _ in }
    wrapped.configureView(
      for: [], of: Fixtures.interaction, interactiveBehavior: .launch, context: .mapsCard
    ) { _, _, _ in }
    recorder.close()
    #expect(controller.calls == 2)
    let events = try cleanEvents(recorder.path)
    #expect(
      events.map(\.kind) == [
        .header, .interaction, .configure, .configureCompletion, .configureView,
        .configureViewCompletion, .end,
      ])
    #expect(Set(events.compactMap(\.instance)) == ["BothController#1"])
  }
}
