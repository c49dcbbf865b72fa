import InteractionHost
import InteractionReplay
import InteractionTesting
import PaymentsIntents
import Testing

let payments = ReplaySubjects.types(
  provider: { PaymentsIntentsExtension() }, controller: { PaymentViewController() })

@Test @MainActor func paymentReplaysAsRecorded() async {
  await expectReplay(
    of: "Recordings/payment",  // relative to the package root
    subjects: payments,
    recordingIntent: PaymentScenario.intent)  // records it when it is missing; replays twice
}

@Test @MainActor func paymentUnderChaos() async {
  // The empty set last: the header must still be on top, each parameter shown once.
  let options = ReplayOptions(mode: .chaos(ChaosPlan(delivery: .emptySetLast)))
  // Twice as well, as every replay: a second run on fresh objects finds state that outlives one.
  await expectReplay(of: "Recordings/payment", subjects: payments, options: options)
}
