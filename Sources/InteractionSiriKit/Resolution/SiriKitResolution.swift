public import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// Resolution results made with Apple's factory methods, with what each says kept beside it, so
/// that the recorder and the replayer can read it.
///
/// Apple offers no public way to read a resolution result back: once `success(with:)` has made
/// one, its outcome and value are private. So a handler written against Apple's protocols makes
/// its results here, at the moment it knows what it resolved, in place of the class's own
/// factory method:
///
/// ```swift
/// func resolvePayer(for intent: INRequestPaymentIntent,
///                   with completion: @escaping @Sendable (INRequestPaymentPayerResolutionResult) -> Void) {
///   guard let payer = intent.payer else { return completion(SiriKitResolution.needsValue()) }
///   completion(SiriKitResolution.success(with: payer))
/// }
/// ```
///
/// Each function calls Apple's factory method of the result class the completion takes and
/// returns its result unchanged; SiriKit sees no difference. For a factory method without a
/// function here (such as `unsupported(forReason:)`), ``made(_:saying:)`` keeps what the result
/// says as the model's result.
///
/// The recorder records a result made otherwise as unreadable: it leaves the result out, with a
/// note that names its class, rather than guess. The SiriKit stand-in (Linux, macOS) does the
/// same unless `ILOG_SIRIKIT_READ_EVERY_RESULT=1` is in the process's environment; then it reads
/// every result, however it was made.
public enum SiriKitResolution {
  /// `success(with:)`: the parameter resolved to `resolvedValue`.
  public static func success<Result: SiriKitSucceedingResult>(
    with resolvedValue: Result.ResolvedValue
  ) -> Result {
    let result = Result.success(with: resolvedValue)
    if let value = modelValue(of: resolvedValue, in: Result.self) {
      ResolutionStatement.attach(.success(value), to: result)
    }
    return result
  }

  /// `disambiguation(with:)`: the user chooses among `valuesToDisambiguate`.
  public static func disambiguation<Result: SiriKitDisambiguatingResult>(
    with valuesToDisambiguate: [Result.ResolvedValue]
  ) -> Result {
    let result = Result.disambiguation(with: valuesToDisambiguate)
    let candidates = valuesToDisambiguate.compactMap { modelValue(of: $0, in: Result.self) }
    if candidates.count == valuesToDisambiguate.count {
      ResolutionStatement.attach(.disambiguation(candidates), to: result)
    }
    return result
  }

  /// `confirmationRequired(with:)`: the user confirms `valueToConfirm`.
  public static func confirmationRequired<Result: SiriKitConfirmingResult>(
    with valueToConfirm: Result.ValueToConfirm
  ) -> Result {
    let result = Result.confirmationRequired(with: valueToConfirm)
    if let value = modelValue(of: valueToConfirm, in: Result.self) {
      ResolutionStatement.attach(.confirmationRequired(value), to: result)
    }
    return result
  }

  /// `needsValue()`: SiriKit asks the user for a value.
  public static func needsValue<Result: INIntentResolutionResult>() -> Result {
    made(Result.needsValue(), saying: .needsValue)
  }

  /// `notRequired()`: the parameter is not needed.
  public static func notRequired<Result: INIntentResolutionResult>() -> Result {
    made(Result.notRequired(), saying: .notRequired)
  }

  /// `unsupported()`: the value is not supported, for no reason given.
  public static func unsupported<Result: INIntentResolutionResult>() -> Result {
    made(Result.unsupported(), saying: .unsupported(reason: nil))
  }

  /// A result made with any factory method, with what it says given as the model's result.
  ///
  /// An unsupported reason is recorded as its raw value, as Objective-C keeps it:
  ///
  /// ```swift
  /// let reason = INRequestPaymentPayerUnsupportedReason.noAccount
  /// completion(SiriKitResolution.made(
  ///   .unsupported(forReason: reason),
  ///   saying: .unsupported(reason: UnsupportedReason(rawValue: reason.rawValue))))
  /// ```
  ///
  /// - Parameters:
  ///   - result: The result, as Apple's factory method made it.
  ///   - outcome: What it says, as the recorder should record it.
  /// - Returns: `result`, unchanged.
  public static func made<Result: INIntentResolutionResult>(
    _ result: Result, saying outcome: ResolutionResult
  ) -> Result {
    ResolutionStatement.attach(outcome, to: result)
    return result
  }

  /// A value in the recordings' shape, `nil` where it does not convert: the result is then
  /// recorded as unreadable, as one made without this type would be.
  private static func modelValue(of value: Any?, in resultClass: AnyClass) -> Value? {
    do {
      return try SiriKitValues.modelValue(of: value, in: resultClass)
    } catch {
      return nil
    }
  }
}
