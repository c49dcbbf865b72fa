import Foundation
import InteractionLog
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Paths planted by someone else inside a session directory: refused, never followed, and the
/// wrapped calls go on. (Unwritable directories: see RecorderFaultInjectionTests, since tests
/// run as root.)
@Suite struct HostilePathTests {
  enum Plant: String, CaseIterable {
    case linkToAFile, danglingLink
  }

  @Test(arguments: Plant.allCases)
  func aSymbolicLinkAtTheLogPathIsRefusedAndNotFollowed(plant: Plant) throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("S")
    let target = directory.file("elsewhere.txt")
    if plant == .linkToAFile { try Data("precious".utf8).write(to: URL(fileURLWithPath: target)) }
    var options = Fixtures.options()
    options.processID = 4242
    let link = "\(session)/test-4242.ilog"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let errors = ErrorLog()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test, options: options,
      errorHandler: errors.append)
    #expect(errors.errors == [.log(.symbolicLink(path: link))])
    #expect(!recorder.isRecording)
    #expect(RecorderErrorTests.driveCalls(recorder) == (5, 4))
    recorder.close()
    switch plant {
    case .linkToAFile:
      #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("precious".utf8))
    case .danglingLink:
      #expect(!FileManager.default.fileExists(atPath: target))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: session) == ["test-4242.ilog"])
  }
}
