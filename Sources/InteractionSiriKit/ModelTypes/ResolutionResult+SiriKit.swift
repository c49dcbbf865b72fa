import Foundation
public import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

extension ResolutionResult {
  /// The model's result for SiriKit's: the outcome, and the value, candidates or value to
  /// confirm in the shapes the recordings use.
  ///
  /// On a device a result says what it holds only if ``SiriKitResolution`` made it: Apple
  /// offers no public way to read one back. The SiriKit stand-in (Linux, macOS) reads results
  /// the same way unless the process's environment sets `ILOG_SIRIKIT_READ_EVERY_RESULT=1`;
  /// then it reads every result, however made.
  ///
  /// - Parameter result: A result a handler passed to a resolve completion.
  /// - Throws: A ``SiriKitConversionError`` when the result cannot be read (one made without
  ///   ``SiriKitResolution``, unless the stand-in reads every result), or a value is of a type
  ///   it cannot convert.
  public init(_ result: INIntentResolutionResult) throws(SiriKitConversionError) {
    try self.init(result, reading: .process)
  }

  /// The model's result for SiriKit's, read as `reading` says; on Apple platforms always as on
  /// a device, the only way there is.
  ///
  /// - Parameters:
  ///   - result: A result a handler passed to a resolve completion.
  ///   - reading: Which results the stand-in reads.
  /// - Throws: As ``init(_:)``.
  package init(_ result: INIntentResolutionResult, reading: StandInResultReading)
    throws(SiriKitConversionError)
  {
    #if !os(iOS) && !os(watchOS)
    if reading == .everyResult {
      self = try Self(contents: SiriKitRuntime.contents(of: result), of: type(of: result))
      return
    }
    #endif
    guard let said = ResolutionStatement.said(by: result) else {
      throw SiriKitConversionError(
        .invalid(
          "\(SiriKitNames.className(of: type(of: result))) made with Apple's factory method: "
            + "its outcome cannot be read through public API; make it with SiriKitResolution"))
    }
    self = said
  }

  #if !os(iOS) && !os(watchOS)
  /// The model's result for a stand-in result's contents.
  private init(contents: SiriKitRuntime.ResolutionContents, of resultClass: AnyClass)
    throws(SiriKitConversionError)
  {
    switch contents.outcome {
    case .success:
      self = .success(try SiriKitValues.modelValue(of: contents.resolvedValue, in: resultClass))
    case .disambiguation:
      var candidates: [Value] = []
      for (position, item) in contents.disambiguationItems.enumerated() {
        do {
          candidates.append(try SiriKitValues.modelValue(of: item, in: resultClass))
        } catch {
          throw error.within("[\(position)]")
        }
      }
      self = .disambiguation(candidates)
    case .confirmationRequired:
      self = .confirmationRequired(
        try SiriKitValues.modelValue(of: contents.itemToConfirm, in: resultClass))
    case .needsValue:
      self = .needsValue
    case .notRequired:
      self = .notRequired
    case .unsupported:
      self = .unsupported(reason: contents.reason.map { UnsupportedReason(rawValue: $0) })
    }
  }
  #endif
}

extension INIntentResolutionResult {
  /// The outcomes every result class has: needs value, not required, unsupported (with the
  /// reason's raw value when there is one); `nil` for an outcome that carries a value, which
  /// only the typed classes can make.
  ///
  /// - Parameter result: The model's result.
  /// - Returns: A result of this class, or `nil`.
  package static func valuelessResult(_ result: ResolutionResult) -> Self? {
    switch result {
    case .needsValue: return needsValue()
    case .notRequired: return notRequired()
    case .unsupported(let reason?):
      #if os(iOS) || os(watchOS)
      // Intents declares `unsupportedWithReason:` on the base class (its Custom category, iOS
      // 13) refined for Swift, which sees it as `__unsupported(withReason:)`; the typed classes'
      // `unsupported(forReason:)` each take their own enum, which a raw reason does not name.
      return __unsupported(withReason: reason.rawValue)
      #else
      return unsupported(withReason: reason.rawValue)
      #endif
    case .unsupported(nil): return unsupported()
    case .success, .disambiguation, .confirmationRequired: return nil
    }
  }
}
