// The README's "replay your own types" example, built and run by the tests: a user's own
// `replay` command with their types registered (here the samples stand in for them).
import InteractionReplay
import InteractionReplayCommand
import InteractionSamples

enum ExampleSubjects: ReplaySubjectCatalog {
  static let subjects: KeyValuePairs<String, ReplaySubjects> = [
    "workout": .types(
      provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })
  ]
}

ReplayCommand<ExampleSubjects>.main()
