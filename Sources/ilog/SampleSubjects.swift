import InteractionReplay
import InteractionReplayCommand
import InteractionSamples

/// The sample extensions `ilog replay --sample NAME` replays, so that replay can be tried without
/// writing code.
enum SampleSubjects: ReplaySubjectCatalog {
  static let subjects: KeyValuePairs<String, ReplaySubjects> = [
    "workout": .types(
      provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() }),
    "message": .types(
      provider: { SampleIntentsExtension() }, controller: { MessageViewController() }),
    "caching-handler": .types(
      provider: { CachingHandlerProvider() }, controller: { MessageViewController() }),
    "ride-status": .types(
      provider: { SampleIntentsExtension() }, controller: { RideStatusViewController() }),
    "ride-card": .types(
      provider: { SampleIntentsExtension() }, controller: { RideCardViewController() }),
    "accounts": .types(
      provider: { SampleIntentsExtension() }, controller: { AccountsViewController() }),
    "notebook": .types(
      provider: { SampleIntentsExtension() }, controller: { NotebookViewController() }),
    "both-methods": .types(
      provider: { SampleIntentsExtension() }, controller: { BothMethodsViewController() }),
    "forgetful": .types(
      provider: { SampleIntentsExtension() }, controller: { ForgetfulViewController() }),
    "adaptive-header": .types(
      provider: { SampleIntentsExtension() }, controller: { AdaptiveHeaderViewController() }),
    // adaptive-header's name before it was told apart as the fixed workout controller.
    "header-first": .types(
      provider: { SampleIntentsExtension() }, controller: { AdaptiveHeaderViewController() }),
  ]

  /// `ilog`'s own spelling in the next steps of a report: `ilog replay … --sample NAME`.
  static let commandName = "ilog replay"

  /// The module `explore -o` imports for the sample types.
  static let testImports = ["InteractionSamples"]

  /// The sample types' names, so that `make-test` imports `InteractionSamples` for them.
  static let typeNames: Set<String> = [
    "SampleIntentsExtension", "CachingHandlerProvider", "TrappingHandlerProvider",
    "WorkoutViewController", "MessageViewController", "RideStatusViewController",
    "RideCardViewController", "AccountsViewController", "NotebookViewController",
    "BothMethodsViewController", "ForgetfulViewController", "AdaptiveHeaderViewController",
  ]
}
