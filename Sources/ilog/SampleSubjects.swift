import InteractionReplay
import InteractionReplayCommand
import InteractionSamples

/// The sample extensions `ilog replay --sample NAME` replays, so that replay can be tried without
/// writing code; the workout controllers with the property their snippet must keep.
enum SampleSubjects: ReplaySubjectCatalog {
  static let subjects: KeyValuePairs<String, ReplaySubjects> = [
    "workout": .types(
      provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() },
      properties: [.workoutKeepsItsHeader]),
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
      provider: { SampleIntentsExtension() }, controller: { AdaptiveHeaderViewController() },
      properties: [.workoutKeepsItsHeader]),
    // Keeps state in a static: a second run in the process (time travel, --twice) differs.
    "header-once": .types(
      provider: { SampleIntentsExtension() }, controller: { HeaderOnceViewController() }),
    "vanishing-header": .types(
      provider: { SampleIntentsExtension() }, controller: { VanishingHeaderViewController() },
      properties: [.workoutKeepsItsHeader]),
  ]

  /// adaptive-header's name before it was told apart as the fixed workout controller.
  static let formerNames: KeyValuePairs<String, String> = ["header-first": "adaptive-header"]

  /// `ilog`'s own spelling in the next steps of a report: `ilog replay … --sample NAME`.
  static let command = ReplayCommandName.ilog

  /// The module `explore -o` imports for the sample types.
  static let testImports = ["InteractionSamples"]

  /// The member names of the properties registered with the samples, for `make-test --property`.
  static var propertyMembers: [String] {
    var members: [String] = []
    for (_, subjects) in subjects {
      for member in subjects.properties.compactMap(\.member) where !members.contains(member) {
        members.append(member)
      }
    }
    return members
  }

  /// The sample types' names, so that `make-test` imports `InteractionSamples` for them.
  static let typeNames: Set<String> = [
    "SampleIntentsExtension", "CachingHandlerProvider", "TrappingHandlerProvider",
    "WorkoutViewController", "MessageViewController", "RideStatusViewController",
    "HeaderOnceViewController",
    "RideCardViewController", "AccountsViewController", "NotebookViewController",
    "BothMethodsViewController", "ForgetfulViewController", "AdaptiveHeaderViewController",
    "VanishingHeaderViewController",
  ]
}
