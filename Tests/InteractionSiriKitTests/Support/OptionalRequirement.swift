/// Calls an optional requirement of a SiriKit protocol as iOS allows it, `method?(…)`.
///
/// The method is passed unapplied, `handler.resolveWorkoutName`: iOS does not compile a plain
/// call of one (the object may lack it). On Linux and macOS the stand-in declares it as a plain
/// requirement, whose value the optional parameter accepts too; a default stands there for a
/// missing method.
///
/// - Parameters:
///   - method: The method, unapplied: `handler.resolveWorkoutName`.
///   - argument: Its intent.
///   - completion: Its completion.
/// - Returns: Whether the method was there to call (always, with the stand-in).
@discardableResult
func callOptional<Argument, Answer>(
  _ method: ((Argument, @escaping @Sendable (Answer) -> Void) -> Void)?, _ argument: Argument,
  _ completion: @escaping @Sendable (Answer) -> Void
) -> Bool {
  guard let method else { return false }
  method(argument, completion)
  return true
}
