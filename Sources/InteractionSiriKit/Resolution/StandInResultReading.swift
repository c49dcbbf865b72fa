import Foundation

/// Which resolution results the SiriKit stand-in (Linux, macOS) reads: only those a device can
/// read, or every one.
///
/// On a device the bridge can read a result only if ``SiriKitResolution`` made it, and records
/// any other as unreadable: left out of the log, with a note naming its class. The stand-in
/// could read every result (its contents are its own), but then a test on Linux or a Mac would
/// record what a device leaves out, and pass where the device recording would lack the result.
/// So it reads as a device does unless the process's environment says otherwise, with
/// `ILOG_SIRIKIT_READ_EVERY_RESULT=1`: for a test that studies results a handler makes with
/// Apple's factory methods, which a device recording will not hold. On iOS the variable has no
/// effect: there is no other way to read a result.
package enum StandInResultReading: Sendable, Equatable {
  /// Only results made through ``SiriKitResolution``, as on a device: the default.
  case asOnADevice
  /// Every result, however it was made.
  case everyResult

  /// The environment variable that selects ``everyResult``, with the value `1`.
  package static let environmentVariable = "ILOG_SIRIKIT_READ_EVERY_RESULT"

  /// This process's reading, from its environment when it started.
  package static let process = StandInResultReading(
    environment: ProcessInfo.processInfo.environment)

  /// The reading an environment selects: ``everyResult`` when ``environmentVariable`` is `1`,
  /// otherwise ``asOnADevice``.
  ///
  /// - Parameter environment: A process's environment.
  package init(environment: [String: String]) {
    self = environment[Self.environmentVariable] == "1" ? .everyResult : .asOnADevice
  }
}
