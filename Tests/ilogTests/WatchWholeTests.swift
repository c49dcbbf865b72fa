import Foundation
import InteractionTestSupport
import Testing

/// `watch --until-end` judges a session whose writers all closed their files as `inspect` judges
/// it: bytes following cannot see (a trailer cut off after the last event, a block's index or
/// sealed flag changed) fail the watch as they fail `inspect`.
@Suite struct WatchWholeTests {
  /// What is done to the UI log's bytes: its only block holds every event, the `end` included.
  enum Cut: CustomStringConvertible, CaseIterable {
    case trailer(Int)
    case blockCount
    case sealedFlag

    static let allCases: [Cut] = (1...8).map(Cut.trailer) + [.blockCount, .sealedFlag]

    var description: String {
      switch self {
      case .trailer(let bytes): "the last \(bytes) bytes cut"
      case .blockCount: "the block's COUNT changed"
      case .sealedFlag: "the block's sealed flag cleared"
      }
    }

    func apply(to bytes: inout Data) {
      switch self {
      case .trailer(let count): bytes.removeLast(count)
      // FORMAT.md §2.1: COUNT at byte 36 (little-endian), flags at byte 17 (bit 0: sealed).
      case .blockCount: bytes[36] &+= 1
      case .sealedFlag: bytes[17] &= ~1
      }
    }
  }

  @Test(arguments: Cut.allCases)
  func watchUntilEndFailsWhereInspectDoes(cut: Cut) throws {
    let directory = TemporaryDirectory("watch-whole")
    let session = try directory.directory("start-workout")
    let source = "\(packageRoot)/Recordings/start-workout"
    for log in ["intents-extension-501.ilog", "ui-extension-502.ilog"] {
      var bytes = try Data(contentsOf: URL(fileURLWithPath: "\(source)/\(log)"))
      if log.hasPrefix("ui-") { cut.apply(to: &bytes) }
      try bytes.write(to: URL(fileURLWithPath: "\(session)/\(log)"))
    }
    let inspect = try ILogBinary.run(["inspect", session])
    #expect(inspect.status == 1, "inspect, \(cut): \(inspect.error)")
    let watch = try ILogBinary.run(["watch", session, "--until-end", "--idle-limit", "2"])
    #expect(watch.status == 1, "watch, \(cut): \(watch.output)\(watch.error)")
    #expect(
      watch.error.contains("ui-extension-502.ilog"), "watch, \(cut): \(watch.error)")
  }
}
