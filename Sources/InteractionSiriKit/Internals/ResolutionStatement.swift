import InteractionModel

#if os(iOS) || os(watchOS)
import ObjectiveC
#endif
#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// What a resolution result says, kept on the result by ``SiriKitResolution`` when it is made:
/// on Apple platforms the only public way to read a result back.
///
/// It rides on the result, so it lives and dies with it: on Apple platforms as an Objective-C
/// associated object, on the stand-in's platforms (Linux, macOS) in a property the stand-in
/// keeps for it, so that the stand-in can read results as a device does
/// (``StandInResultReading``).
enum ResolutionStatement {
  #if os(iOS) || os(watchOS)
  /// The association's key: the address of this byte, which nothing reads.
  private static let key = UnsafeMutableRawPointer.allocate(
    byteCount: 1, alignment: 1)

  /// The model's result, boxed as an associated object must be.
  private final class Box: NSObject {
    let said: ResolutionResult
    init(_ said: ResolutionResult) { self.said = said }
  }
  #endif

  /// Keeps what `result` says on it.
  static func attach(_ said: ResolutionResult, to result: INIntentResolutionResult) {
    #if os(iOS) || os(watchOS)
    objc_setAssociatedObject(result, key, Box(said), .OBJC_ASSOCIATION_RETAIN)
    #else
    result.standInStatement = said
    #endif
  }

  /// What ``attach(_:to:)`` kept on `result`; `nil` for a result made otherwise.
  static func said(by result: INIntentResolutionResult) -> ResolutionResult? {
    #if os(iOS) || os(watchOS)
    (objc_getAssociatedObject(result, key) as? Box)?.said
    #else
    result.standInStatement as? ResolutionResult
    #endif
  }
}
