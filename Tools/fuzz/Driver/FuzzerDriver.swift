import InteractionFuzzing
import InteractionModel

#if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
import CLibFuzzer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// libFuzzer's driver, in a build made with `-sanitize=fuzzer` (Tools/fuzz/build.sh).
///
/// libFuzzer calls back through a C function pointer, which carries no context: the harness it
/// runs is chosen before the driver starts and read from ``selected``.
enum FuzzerDriver {
  /// The environment variable that names the harness to the copies of itself libFuzzer starts.
  static let harnessVariable = "ILOG_FUZZ_HARNESS"

  /// The harness the callback runs.
  static let selected = Locked(FuzzHarness.blockReader)

  /// The argument strings handed to libFuzzer, reachable until the process ends.
  private static let retainedArguments = Locked<ArgumentVector?>(nil)

  /// Whether this build links libFuzzer.
  static var isAvailable: Bool {
    #if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    true
    #else
    false
    #endif
  }

  /// Runs libFuzzer on a harness until it stops.
  ///
  /// - Parameters:
  ///   - harness: The harness libFuzzer feeds each input to.
  ///   - arguments: libFuzzer's flags and corpus directories.
  /// - Returns: libFuzzer's exit status.
  static func run(_ harness: FuzzHarness, arguments: [String]) -> Int32 {
    selected.withLock { $0 = harness }
    #if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    setenv(harnessVariable, harness.rawValue, 1)
    var strings: [UnsafeMutablePointer<CChar>?] =
      ([CommandLine.arguments[0]] + arguments).map { strdup($0) }
    strings.append(nil)
    var count = Int32(strings.count - 1)
    // Kept reachable for the life of the process: libFuzzer exits from inside the driver, and
    // LeakSanitizer would report the strings of a frame the optimiser considers dead.
    retainedArguments.withLock { $0 = ArgumentVector(strings: strings) }
    return strings.withUnsafeMutableBufferPointer { buffer in
      var vector = buffer.baseAddress
      return LLVMFuzzerRunDriver(&count, &vector) { data, size in
        FuzzerDriver.testOneInput(data, size)
      }
    }
    #else
    return 2
    #endif
  }

  /// Runs the selected harness on one input.
  static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let harness = selected.withLock { $0 }
    harness.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }
}

#if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
/// libFuzzer's conventional entry point.
///
/// ``FuzzerDriver`` starts the driver itself, but the fuzzer's runtime library still refers to
/// this symbol, so it must exist.
@_cdecl("LLVMFuzzerTestOneInput")
func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzerDriver.testOneInput(data, size)
}
#endif

/// The C strings of libFuzzer's argv.
// @unchecked: written once, before libFuzzer starts, and never read; only kept reachable.
private struct ArgumentVector: @unchecked Sendable {
  var strings: [UnsafeMutablePointer<CChar>?]
}
