import InteractionSamples
import InteractionSiriKit

/// One class per sample view controller, made on the main actor as the samples are.
extension BridgedSamples {
  final class WorkoutViewController:
    BridgedParameterViewController<InteractionSamples.WorkoutViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.WorkoutViewController(), recording: recording)
    }
  }

  final class MessageViewController:
    BridgedParameterViewController<InteractionSamples.MessageViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.MessageViewController(), recording: recording)
    }
  }

  final class RideStatusViewController:
    BridgedParameterViewController<InteractionSamples.RideStatusViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.RideStatusViewController(), recording: recording)
    }
  }

  final class RideCardViewController:
    BridgedInteractionViewController<InteractionSamples.RideCardViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.RideCardViewController(), recording: recording)
    }
  }

  final class AccountsViewController:
    BridgedParameterViewController<InteractionSamples.AccountsViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.AccountsViewController(), recording: recording)
    }
  }

  final class NotebookViewController:
    BridgedParameterViewController<InteractionSamples.NotebookViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.NotebookViewController(), recording: recording)
    }
  }

  final class BothMethodsViewController:
    BridgedBothMethodsViewController<InteractionSamples.BothMethodsViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.BothMethodsViewController(), recording: recording)
    }
  }

  final class ForgetfulViewController:
    BridgedParameterViewController<InteractionSamples.ForgetfulViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSamples.ForgetfulViewController(), recording: recording)
    }
  }

  final class OverMemoryWorkoutViewController:
    BridgedParameterViewController<InteractionSiriKitTests.OverMemoryWorkoutViewController>,
    @unchecked Sendable
  {
    @MainActor init(recording: SiriKitRecorder? = nil) {
      super.init(InteractionSiriKitTests.OverMemoryWorkoutViewController(), recording: recording)
    }
  }
}
