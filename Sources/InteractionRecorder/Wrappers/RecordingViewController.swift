public import InteractionModel

/// A hosted view controller that records every call SiriKit makes to the controller it wraps,
/// and every completion.
///
/// It adopts exactly the protocols the wrapped controller adopts:
/// `InteractionConfiguring` and `ParameterViewConfiguring`
/// only when the wrapped type does, so a host that asks `as? ParameterViewConfiguring` sees the
/// same answer through the wrapper. ``Recorder/recordingController(wrapping:)`` wraps a
/// controller whose type is known only at run time.
///
/// On iOS the system creates the extension's controller itself; there, forward its methods
/// through ``Recorder/recordConfigureView(for:of:interactiveBehavior:context:instance:completion:body:)``
/// instead.
@MainActor
public final class RecordingViewController<Wrapped: HostedViewControlling>: HostedViewControlling {
  /// The controller whose calls are recorded.
  public let wrapped: Wrapped
  /// The recorder that writes the events.
  public let recorder: Recorder
  /// The wrapped controller's id in the log, such as `IntentViewController#3`.
  public let instanceID: String
  /// The wrapped controller's type name: the user's controller's, for the SiriKit bridge's
  /// adapter around one.
  private let wrappedTypeName: String

  /// Wraps a controller.
  ///
  /// - Parameters:
  ///   - controller: The controller whose calls to record.
  ///   - recorder: The recorder to write to.
  public init(wrapping controller: Wrapped, recorder: Recorder) {
    wrapped = controller
    self.recorder = recorder
    instanceID = recorder.instanceID(of: controller)
    wrappedTypeName = runTypeName(of: controller)
  }
}

extension RecordingViewController: RecordingWrapper {
  nonisolated var recordedIdentity: RecordedIdentity {
    RecordedIdentity(typeName: wrappedTypeName, instanceID: instanceID)
  }
}
