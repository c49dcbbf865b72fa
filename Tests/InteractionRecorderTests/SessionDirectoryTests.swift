import Foundation
import InteractionLog
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Where logs go: `<directory>/<session>/<role>-<pid>.ilog`, private, never overwritten.
@Suite struct SessionDirectoryTests {
  @Test func theSessionDirectoryAndItsParentsAreCreatedPrivate() throws {
    let directory = TemporaryDirectory()
    let root = directory.file("a/b/recordings")
    let recorder = Recorder(directory: root + "/", session: "5E55-10N1", role: .uiExtension)
    recorder.close()
    let session = root + "/5E55-10N1"
    #expect(recorder.sessionDirectory == session)
    #expect(recorder.path == session + "/ui-extension-\(getpid()).ilog")
    let manager = FileManager.default
    let directoryMode = try manager.attributesOfItem(atPath: session)[.posixPermissions] as? Int
    let fileMode =
      try manager.attributesOfItem(atPath: recorder.path ?? "")[.posixPermissions]
      as? Int
    #expect(directoryMode.map { $0 & 0o077 } == 0)
    #expect(fileMode == 0o600)
  }

  @Test func aSecondLogOfOneProcessAndRoleGetsASuffix() throws {
    let directory = TemporaryDirectory()
    let first = Recorder(directory: directory.path, session: "S", role: .test)
    let second = Recorder(directory: directory.path, session: "S", role: .test)
    let third = Recorder(directory: directory.path, session: "S", role: .app)
    for recorder in [first, second, third] { recorder.close() }
    #expect(first.path?.hasSuffix("/S/test-\(getpid()).ilog") == true)
    #expect(second.path?.hasSuffix("/S/test-\(getpid())-2.ilog") == true)
    #expect(third.path?.hasSuffix("/S/app-\(getpid()).ilog") == true)
    #expect(try cleanEvents(first.path).count == 2)
  }

  @Test func aRoleCannotLeaveTheDirectory() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: ProcessRole(rawValue: "../../Evil Role"))
    recorder.close()
    #expect(recorder.path == directory.file("S/process..-..-Evil-Role-\(getpid()).ilog"))
    let events = try cleanEvents(recorder.path)
    #expect(events.first?.role.rawValue == "../../Evil Role")
  }

  @Test func anExistingSessionDirectoryIsJoined() throws {
    let directory = TemporaryDirectory()
    let intents = Recorder(directory: directory.path, session: "S", role: .intentsExtension)
    let ui = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    intents.note("from the Intents extension")
    ui.note("from the UI extension")
    intents.close()
    ui.close()
    let events = try readEvents(directory.file("S")).events
    #expect(events.of(.note).count == 2)
    #expect(Set(events.map(\.session)) == ["S"])
  }
}
