import InteractionHost
import InteractionModel

/// The `configureView` calls a host and chaos replay expects: what the simulated host would
/// offer under the replay's plan if the controller claimed what the recording says it claims.
///
/// A chaos plan changes which sets are offered (a parameter claimed early is never offered
/// again), so the recorded calls cannot be the expectation: a controller that behaves exactly as
/// recorded would differ from them under any other order. The expectation walks the same plan as
/// the delivery, one position at a time, taking out the recorded claims for each set the
/// recording offered. A set the recording never offered has no recorded claim; there the
/// replayed controller's own claim is taken as given, since nothing recorded says otherwise. The
/// replay and the expectation then part only where the controller claims differently from the
/// recording, which is the user's code differing.
struct ExpectedViewCalls {
  /// The sets the delivery offers, in order, before claimed parameters are taken out.
  let plan: [Set<Parameter>]
  /// Whether the delivery offers each planned set whole (the `reaskClaimed` fault).
  let reasksClaimed: Bool
  /// What the recording's controller claimed for each set it was offered (the first call that
  /// offered the set).
  private let recordedClaims: [Set<Parameter>: Set<Parameter>]
  /// The parameters the expected calls have claimed so far, each numbered by its plan position
  /// from 1.
  private(set) var claimed = ClaimedParameters()
  /// The first plan position not gone through yet.
  private var next = 0

  /// - Parameters:
  ///   - plan: The delivery's plan.
  ///   - reasksClaimed: Whether the delivery re-asks claimed parameters.
  ///   - recorded: The recorded UI steps of the interaction.
  init(plan: [Set<Parameter>], reasksClaimed: Bool, recorded: [RecordedStep]) {
    self.plan = plan
    self.reasksClaimed = reasksClaimed
    var claims: [Set<Parameter>: Set<Parameter>] = [:]
    for step in recorded {
      guard let offered = step.step.call.offeredParameters, claims[offered] == nil else {
        continue
      }
      claims[offered] = step.step.answer?.view?.claimed ?? []
    }
    recordedClaims = claims
  }

  /// The set the host would offer at a plan position given the expected claims so far, or `nil`
  /// when it would skip the position (every parameter of its set claimed already).
  func offered(at position: Int) -> Set<Parameter>? {
    guard plan.indices.contains(position) else { return nil }
    let planned = plan[position]
    let offered = reasksClaimed ? planned : planned.subtracting(claimed.parameters)
    return offered.isEmpty && !planned.isEmpty ? nil : offered
  }

  /// Goes through the positions before `position` that the replay made no call at, and returns
  /// the sets the expectation offers there: calls the replay did not make.
  mutating func skip(before position: Int) -> [Set<Parameter>] {
    var missing: [Set<Parameter>] = []
    while next < min(position, plan.count) {
      if let expected = offered(at: next) {
        missing.append(expected)
        claimed.noteCompletion(ofCall: next + 1, claiming: recordedClaims[expected] ?? [])
      }
      next += 1
    }
    return missing
  }

  /// Goes through the position the replay made a call at, offering `replayed` and claiming
  /// `replayedClaims`, once ``skip(before:)`` went through the positions before it.
  ///
  /// - Returns: The set the expectation offers there if it is another than the replayed one
  ///   (a call the replay did not make), or `nil`.
  mutating func settle(
    _ position: Int, replayed: Set<Parameter>, replayedClaims: Set<Parameter>
  ) -> Set<Parameter>? {
    guard position == next, position < plan.count else { return nil }
    next += 1
    guard let expected = offered(at: position) else { return nil }
    if let recorded = recordedClaims[expected] {
      claimed.noteCompletion(ofCall: position + 1, claiming: recorded)
    } else if expected == replayed {
      claimed.noteCompletion(ofCall: position + 1, claiming: replayedClaims)
    }
    return expected == replayed ? nil : expected
  }

  /// Goes through the rest of the plan once the delivery is over.
  ///
  /// - Returns: The sets the expectation still offers: calls the replay did not make.
  mutating func finish() -> [Set<Parameter>] {
    skip(before: plan.count)
  }
}
