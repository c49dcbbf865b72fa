/// A recording wrapper, seen from the recorder: what it wraps and under which id.
///
/// Lets the recorder avoid wrapping a wrapper twice (a handler the user wrapped and a provider
/// that returns it), and name the wrapped type rather than the wrapper's in its events.
protocol RecordingWrapper {
  /// The wrapped object's type name and instance id.
  var recordedIdentity: RecordedIdentity { get }
}

/// The type name and instance id a wrapper records for the object it wraps.
struct RecordedIdentity: Sendable {
  /// The wrapped object's type, such as `StartWorkoutIntentHandler`.
  var typeName: String
  /// The wrapped object's id, such as `StartWorkoutIntentHandler#2`.
  var instanceID: String
}
