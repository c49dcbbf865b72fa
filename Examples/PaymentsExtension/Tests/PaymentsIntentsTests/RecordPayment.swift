import InteractionHost
import InteractionLog
import InteractionRecorder
import PaymentsIntents

/// Records one payment through the simulated host: each extension's objects wrapped by its own
/// `Recorder`, both logs in the session directory `directory/payment`.
@MainActor
func recordPayment(into directory: String) async -> HostTranscript {
  let intents = Recorder(directory: directory, session: "payment", role: .intentsExtension)
  let interface = Recorder(directory: directory, session: "payment", role: .uiExtension)
  let transcript = await SimulatedHost().run(
    PaymentScenario.intent,
    provider: intents.recordingProvider(wrapping: PaymentsIntentsExtension()),
    controller: { interface.recordingController(wrapping: PaymentViewController()) },
    interactionIdentifier: "payment-1")
  intents.close()  // closing writes each log's end
  interface.close()
  return transcript
}
