import Foundation
import InteractionModel
import InteractionSiriKit
import Testing

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// The stand-in reads resolution results as a device does unless told to read every one: both
/// sides of `ILOG_SIRIKIT_READ_EVERY_RESULT`.
@Suite struct StandInResultReadingTests {
  @Test func aDeviceLikeReadingIsTheDefaultAndOneVariableSelectsEveryResult() {
    #expect(StandInResultReading(environment: [:]) == .asOnADevice)
    #expect(
      StandInResultReading(environment: ["ILOG_SIRIKIT_READ_EVERY_RESULT": "1"]) == .everyResult)
    #expect(
      StandInResultReading(environment: ["ILOG_SIRIKIT_READ_EVERY_RESULT": "0"]) == .asOnADevice)
    #expect(
      StandInResultReading(environment: ["ILOG_SIRIKIT_READ_EVERY_RESULT": ""]) == .asOnADevice)
  }

  @Test func aResultMadeWithApplesFactoryMethodIsUnreadableAsOnADevice() {
    let made = INStringResolutionResult.success(with: "Lunch")
    #expect(throws: SiriKitConversionError.self) {
      try ResolutionResult(made, reading: .asOnADevice)
    }
    do {
      _ = try ResolutionResult(made, reading: .asOnADevice)
    } catch {
      // The iOS build's words: the recorder's note quotes them.
      #expect(
        error.description
          == "INStringResolutionResult made with Apple's factory method: its outcome cannot be "
          + "read through public API; make it with SiriKitResolution")
    }
  }

  #if !os(iOS) && !os(watchOS)
  @Test func theStandInReadsEveryResultWhenTold() throws {
    let made = INStringResolutionResult.success(with: "Lunch")
    #expect(try ResolutionResult(made, reading: .everyResult) == .success("Lunch"))
    let unsupported = INStringResolutionResult.unsupported()
    #expect(try ResolutionResult(unsupported, reading: .everyResult) == .unsupported(reason: nil))
  }
  #endif

  @Test(arguments: [StandInResultReading.asOnADevice, .everyResult])
  func aResultMadeThroughSiriKitResolutionReadsTheSameEitherWay(reading: StandInResultReading)
    throws
  {
    let success: INStringResolutionResult = SiriKitResolution.success(with: "Lunch")
    #expect(try ResolutionResult(success, reading: reading) == .success("Lunch"))
    let needsValue: INStringResolutionResult = SiriKitResolution.needsValue()
    #expect(try ResolutionResult(needsValue, reading: reading) == .needsValue)
  }
}
