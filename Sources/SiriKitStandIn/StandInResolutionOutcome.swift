/// Which factory method made an ``INIntentResolutionResult``: what SiriKit keeps privately as the
/// result's code.
///
/// Not part of Apple's API; `package`, for the bridge.
package enum StandInResolutionOutcome: Sendable {
  case success
  case disambiguation
  case confirmationRequired
  case needsValue
  case notRequired
  case unsupported
}
