import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// The copy of a torn tail is written beside the log: never through a link planted there.
@Suite struct TornCopyPathTests {
  @Test func aLinkPlantedAtTheTornCopysPathIsNotFollowed() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("torn.ilog")
    try writeLog(
      at: path, count: 50, options: LogWriterOptions(blockPayloadTarget: 1024), close: false)
    let blocks = try blockList(path)
    let last = try #require(blocks.last)
    let full = try bytes(of: path)
    try write(Array(full[..<(Int(last.end) - 5)]), to: path)
    let target = directory.file("precious.txt")
    try write(Array("precious".utf8), to: target)
    let planted = "\(path).torn-\(last.offset)"
    try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: target)

    let writer = try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    try writer.close()
    #expect(writer.recovery.savedTailPath == planted + "-1")
    #expect(try bytes(of: target) == Array("precious".utf8))
    #expect(try bytes(of: planted + "-1") == Array(full[Int(last.offset)..<(Int(last.end) - 5)]))
    #expect(try readLog(path).damages.isEmpty)
  }
}
