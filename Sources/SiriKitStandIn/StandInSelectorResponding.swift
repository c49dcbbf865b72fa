/// What Objective-C's `responds(to:)` answers for an object, where Linux has no runtime to ask.
///
/// Not part of Apple's API, so `package`. On Apple platforms the runtime knows from an object's
/// class which of a protocol's optional methods it implements; Linux cannot tell without
/// calling, so the bridge counts each as implemented. An object that adopts this says which it implements, so
/// that code that must decide before calling (a replay choosing which parameters to resolve, a
/// host choosing which configure method to call) decides as on a device.
package protocol StandInSelectorResponding: AnyObject {
  /// Whether the object implements the method with this Objective-C selector, such as
  /// `resolveWorkoutNameForStartWorkout:withCompletion:`.
  func standInResponds(toSelector selector: String) -> Bool
}
