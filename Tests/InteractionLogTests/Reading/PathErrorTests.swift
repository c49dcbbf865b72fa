import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// A path that cannot be examined is reported with the system's own reason, not as missing.
@Suite struct PathErrorTests {
  func systemError(_ path: String) -> SystemError? {
    do {
      _ = try LogReader.logFiles(at: path)
    } catch {
      if case .system(let error) = error { return error }
    }
    return nil
  }

  @Test func aMissingPathIsENOENT() {
    let directory = TemporaryDirectory()
    #expect(systemError(directory.file("absent.ilog"))?.code == ENOENT)
  }

  @Test func aSymbolicLinkLoopIsELOOP() throws {
    let directory = TemporaryDirectory()
    let first = directory.file("a.ilog")
    let second = directory.file("b.ilog")
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    let error = systemError(first)
    #expect(error?.code == ELOOP)
    #expect(error?.description.contains(first) == true)
  }

  @Test func aPathThroughAFileIsENOTDIR() throws {
    let directory = TemporaryDirectory()
    let file = directory.file("plain.ilog")
    try write([], to: file)
    #expect(systemError(file + "/inner.ilog")?.code == ENOTDIR)
  }

  @Test func aNameTooLongIsENAMETOOLONG() {
    let directory = TemporaryDirectory()
    #expect(systemError(directory.file(String(repeating: "n", count: 300)))?.code == ENAMETOOLONG)
  }

  /// Root passes permission checks, so EACCES is tested only where the tests run as another user.
  @Test(.enabled(if: geteuid() != 0, "root is never refused"))
  func anUnreadableDirectoryIsEACCES() throws {
    let directory = TemporaryDirectory()
    let locked = directory.file("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    chmod(locked, 0)
    defer { chmod(locked, 0o700) }
    #expect(systemError(locked + "/log.ilog")?.code == EACCES)
  }
}
