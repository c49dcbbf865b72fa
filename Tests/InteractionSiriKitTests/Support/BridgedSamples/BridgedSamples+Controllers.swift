import InteractionSamples

/// One class per sample view controller, made on the main actor as the samples are.
extension BridgedSamples {
  final class WorkoutViewController:
    BridgedParameterViewController<InteractionSamples.WorkoutViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.WorkoutViewController()) }
  }

  final class MessageViewController:
    BridgedParameterViewController<InteractionSamples.MessageViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.MessageViewController()) }
  }

  final class RideStatusViewController:
    BridgedParameterViewController<InteractionSamples.RideStatusViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.RideStatusViewController()) }
  }

  final class RideCardViewController:
    BridgedInteractionViewController<InteractionSamples.RideCardViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.RideCardViewController()) }
  }

  final class AccountsViewController:
    BridgedParameterViewController<InteractionSamples.AccountsViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.AccountsViewController()) }
  }

  final class NotebookViewController:
    BridgedParameterViewController<InteractionSamples.NotebookViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.NotebookViewController()) }
  }

  final class BothMethodsViewController:
    BridgedBothMethodsViewController<InteractionSamples.BothMethodsViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.BothMethodsViewController()) }
  }

  final class ForgetfulViewController:
    BridgedParameterViewController<InteractionSamples.ForgetfulViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSamples.ForgetfulViewController()) }
  }

  final class OverMemoryWorkoutViewController:
    BridgedParameterViewController<InteractionSiriKitTests.OverMemoryWorkoutViewController>,
    @unchecked Sendable
  {
    @MainActor init() { super.init(InteractionSiriKitTests.OverMemoryWorkoutViewController()) }
  }
}
