/// Tells the bridge whether a call reached an optional method's stand-in default, that is,
/// whether the object lacks the method: Linux's answer to `responds(to:)`.
///
/// Not part of Apple's API; `package`, for the bridge and the generated handling protocols.
package final class StandInOptionalMethodProbe: @unchecked Sendable {
  /// The probe of the call in progress on this task or thread, if the bridge installed one.
  @TaskLocal private static var current: StandInOptionalMethodProbe?

  /// The methods whose defaults ran during the probed call; written by one thread, the caller's.
  private var missing: [String] = []

  private init() {}

  /// Runs `call` and answers the optional methods it reached that the object lacks.
  ///
  /// - Parameter call: A synchronous call of one optional method.
  /// - Returns: The names of the defaults that ran; empty if the object implements the method.
  package static func missingMethods(in call: () -> Void) -> [String] {
    let outer = current
    let probe = StandInOptionalMethodProbe()
    $current.withValue(probe) { call() }
    // A probe around this one (a caller probing a wrapper that probes what it wraps) learns the
    // same, as Objective-C's answer would be the same for both.
    outer?.missing.append(contentsOf: probe.missing)
    return probe.missing
  }

  /// Records that an optional method's default ran; called only by the defaults.
  ///
  /// Outside a probe the default was reached by a plain call of a method the object lacks,
  /// which iOS does not compile (an optional requirement is called as `object.method?(…)`
  /// there, or through the bridge): it stops here, rather than never completing.
  package static func reportMissing(_ method: String) {
    guard let current else {
      preconditionFailure(
        "\(method) is an optional requirement the object does not implement, called as a plain "
          + "method, which does not compile on iOS: call it as `object.method?(…)` there, or "
          + "through InteractionSiriKit's bridge")
    }
    current.missing.append(method)
  }
}
