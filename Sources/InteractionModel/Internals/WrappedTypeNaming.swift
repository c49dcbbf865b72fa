/// An object that stands in a run for an object of another type, such as the SiriKit bridge's
/// adapter around a real `INUIHostedViewControlling` controller, and is named after that type.
///
/// The host and the replayer label objects `TypeName#n` and compare handler types with the
/// recording; an adapter adopting this is labelled with the wrapped object's type, so that the
/// labels match what the recorder wrote for the object itself.
package protocol WrappedTypeNaming: AnyObject {
  /// The type name of the object this one stands for, such as `IntentViewController`.
  var wrappedTypeName: String { get }
}

/// The name a run gives an object's type: the wrapped type's for a ``WrappedTypeNaming``
/// adapter, the object's own otherwise.
///
/// - Parameter object: A provider, handler or controller.
/// - Returns: A type name such as `StartWorkoutIntentHandler`.
package func runTypeName(of object: Any) -> String {
  (object as? any WrappedTypeNaming)?.wrappedTypeName ?? String(describing: type(of: object))
}
