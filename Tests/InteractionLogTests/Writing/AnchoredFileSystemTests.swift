import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// A log is created in the directory that was opened, whatever happens to its path afterwards.
@Suite struct AnchoredFileSystemTests {
  @Test func aDirectorySwappedForALinkAfterOpeningStillGetsTheLog() throws {
    let root = TemporaryDirectory()
    let session = root.file("session")
    let elsewhere = root.file("elsewhere")
    let manager = FileManager.default
    try manager.createDirectory(atPath: session, withIntermediateDirectories: false)
    try manager.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
    let directory = try FileDescriptor.openDirectory(session)
    // The swap a check-then-use window would let through.
    try manager.moveItem(atPath: session, toPath: root.file("moved"))
    try manager.createSymbolicLink(atPath: session, withDestinationPath: elsewhere)

    let files = AnchoredFileSystem(directory: directory, base: SystemFileSystem())
    let file = try files.createNew(session + "/ui-1.ilog")
    try file.write(Array("x".utf8), at: 0)

    #expect(manager.fileExists(atPath: root.file("moved/ui-1.ilog")))
    #expect(try manager.contentsOfDirectory(atPath: elsewhere).isEmpty)
    #expect(file.path == session + "/ui-1.ilog")
  }

  @Test func aLinkIsNeverOpenedAsTheDirectory() throws {
    let root = TemporaryDirectory()
    let target = root.file("target")
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: root.file("link"), withDestinationPath: target)
    // Linux refuses with ENOTDIR, macOS with ELOOP.
    let error = #expect(throws: SystemError.self) {
      try FileDescriptor.openDirectory(root.file("link"))
    }
    #expect(error.map { [ELOOP, ENOTDIR].contains($0.code) } == true)
  }

  @Test func anExistingFileIsNeverOverwritten() throws {
    let root = TemporaryDirectory()
    try write(Array("kept".utf8), to: root.file("log.ilog"))
    let files = AnchoredFileSystem(
      directory: try FileDescriptor.openDirectory(root.path), base: SystemFileSystem())
    #expect(throws: SystemError.self) { try files.createNew(root.file("log.ilog")) }
    #expect(try bytes(of: root.file("log.ilog")) == Array("kept".utf8))
  }
}
