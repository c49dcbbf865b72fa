/// The libFuzzer targets of `Tools/fuzz`: each takes arbitrary bytes and drives one reading
/// component with them, trapping only where an invariant of that component breaks.
///
/// A harness must return normally for every input: a damaged or hostile log is a finding for
/// the reader, never a crash, a hang or unbounded memory. The `ilog-fuzz` executable runs them
/// under libFuzzer; `FuzzRegressionTests` runs the committed corpus and every crash reproducer
/// through them in the normal test suite.
package enum FuzzHarness: String, CaseIterable, Sendable {
  /// The block reader and the file reader under every recovery policy: the bytes are a log file.
  case blockReader = "block-reader"
  /// The JSON parser and the event decoder: the bytes are one line of a log.
  case eventParser = "event-parser"
  /// The line scanner against the JSON tree parser and the decoder it replaced: the bytes are
  /// one line of a log.
  case eventScanner = "event-scanner"
  /// The inspector's fold, stats and renderers: the bytes are the JSON Lines of a session.
  case inspectorFold = "inspector-fold"

  /// Runs the harness on one input.
  ///
  /// - Parameter input: The bytes libFuzzer, a corpus file or a reproducer hands over.
  package func run(_ input: UnsafeRawBufferPointer) {
    switch self {
    case .blockReader: BlockReaderHarness.run(input)
    case .eventParser: EventParserHarness.run(input)
    case .eventScanner: EventScannerHarness.run(input)
    case .inspectorFold: InspectorFoldHarness.run(input)
    }
  }

  /// Runs the harness on one input held in an array.
  ///
  /// - Parameter input: The bytes.
  package func run(_ input: [UInt8]) {
    input.withUnsafeBytes { run($0) }
  }
}
