// The user's own tool, from a main.swift: `swift run payments-replay replay <recording>
// --subject payments --mode chaos --delivery empty-set-last` (replay is the default
// subcommand), and `swift run payments-replay explore <recording> --subject payments`.
import InteractionReplay
import InteractionReplayCommand
import PaymentsIntents

enum PaymentSubjects: ReplaySubjectCatalog {
  static let subjects: KeyValuePairs<String, ReplaySubjects> = [
    "payments": .types(
      provider: { PaymentsIntentsExtension() }, controller: { PaymentViewController() })
  ]
}

ReplayTool<PaymentSubjects>.main()
