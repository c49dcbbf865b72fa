import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionRecorder

/// The recorder under a failing disk: each write of a recorded session fails in turn.
///
/// The failure reaches the handler and the counter once, the wrapped calls all reach the user's
/// objects and answer, and what reached the file is a prefix of the session.
@Suite struct RecorderFaultInjectionTests {
  static let rounds = 6

  /// A recorded session through `fileSystem`, and what the app and the handler saw.
  struct Session {
    let directory = TemporaryDirectory()
    let recorder: Recorder
    let errors = ErrorLog()
    var reached = 0
    var answered = 0

    init(mode: LogWriterOptions.Mode, fileSystem: FaultInjectingFileSystem) {
      var options = Fixtures.options(
        writer: LogWriterOptions(mode: mode, blockPayloadTarget: 1024))
      options.processID = 4242
      options.fixedThreadID = 1
      options.fileSystem = fileSystem
      recorder = Recorder(
        directory: directory.path, session: "S", role: .test, options: options,
        errorHandler: errors.append)
      for _ in 0..<RecorderFaultInjectionTests.rounds {
        let (reached, answered) = RecorderErrorTests.driveCalls(recorder)
        self.reached += reached
        self.answered += answered
      }
      recorder.close()
    }

    var logPath: String { directory.file("S/test-4242.ilog") }
  }

  static let modes: [LogWriterOptions.Mode] = [.writeThrough, .buffered(pendingBlockLimit: 64)]

  @Test(arguments: modes, InjectedFault.allCases)
  func aFailingWriteStopsRecordingWhileEveryCallCompletes(
    mode: LogWriterOptions.Mode, fault: InjectedFault
  ) throws {
    let clean = FaultInjectingFileSystem()
    let reference = Session(mode: mode, fileSystem: clean)
    let referenceEvents = Self.withoutRandomValues(try cleanEvents(reference.recorder.path))
    #expect(clean.writeCount > 8, "too few writes for the test to mean much")
    for write in 1...clean.writeCount {
      let session = Session(mode: mode, fileSystem: FaultInjectingFileSystem(fault, onWrite: write))
      let context = "\(fault) on write \(write) of \(clean.writeCount), \(mode)"
      #expect(session.reached == 5 * Self.rounds, "\(context)")
      #expect(session.answered == 4 * Self.rounds, "\(context)")
      guard let code = fault.errorCode else {
        #expect(session.errors.errors.isEmpty, "\(context): \(session.errors.errors)")
        let events = try cleanEvents(session.recorder.path)
        #expect(Self.withoutRandomValues(events) == referenceEvents, "\(context)")
        continue
      }
      #expect(session.errors.errors.count == 1, "\(context): \(session.errors.errors)")
      #expect(session.recorder.errorCount == 1, "\(context)")
      #expect(!session.recorder.isRecording, "\(context)")
      guard case .log(.system(let error))? = session.errors.errors.first else {
        Issue.record("\(context): \(session.errors.errors)")
        continue
      }
      #expect(error.code == code, "\(context)")
      let events = Self.withoutRandomValues(try readEvents(session.logPath).events)
      #expect(events == Array(referenceEvents.prefix(events.count)), "\(context)")
    }
  }

  /// `events` with the random UUIDs of `makeUUID()` replaced, so that two sessions compare.
  static func withoutRandomValues(_ events: [Event]) -> [Event] {
    events.map { event in
      guard case .sourceValue(Recorder.uuidSource, _) = event.payload else { return event }
      var fixed = event
      fixed.payload = .sourceValue(source: Recorder.uuidSource, value: "random")
      return fixed
    }
  }

  @Test func anUnwritableSessionDirectoryFailsCleanly() throws {
    // Tests run as root, who writes anywhere: the file system refuses as a 0500 directory would.
    let fileSystem = FaultInjectingFileSystem()
    fileSystem.refuseOpening(with: EACCES)
    let session = Session(mode: .writeThrough, fileSystem: fileSystem)
    #expect(session.reached == 5 * Self.rounds)
    #expect(session.answered == 4 * Self.rounds)
    #expect(session.recorder.path == nil)
    #expect(session.recorder.errorCount == 1)
    guard case .log(.system(let error))? = session.errors.errors.first else {
      Issue.record("\(session.errors.errors)")
      return
    }
    #expect(error.code == EACCES && error.operation == "open")
    #expect(session.errors.errors.count == 1)
  }
}
