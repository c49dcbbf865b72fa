// The user's own `replay` command, from a main.swift: `swift run payments-replay <recording>
// --subject payments --mode chaos --delivery empty-set-last`.
import InteractionReplay
import InteractionReplayCommand
import PaymentsIntents

enum PaymentSubjects: ReplaySubjectCatalog {
  static let subjects: KeyValuePairs<String, ReplaySubjects> = [
    "payments": .types(
      provider: { PaymentsIntentsExtension() }, controller: { PaymentViewController() })
  ]
}

ReplayCommand<PaymentSubjects>.main()
