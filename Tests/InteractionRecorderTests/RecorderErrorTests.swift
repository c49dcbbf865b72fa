import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Failures go to the error handler and the counter; recording stops; calls go on.
@Suite struct RecorderErrorTests {
  /// Drives a handler and a provider through `recorder` and returns how many calls reached them
  /// and how many answers came back.
  static func driveCalls(_ recorder: Recorder) -> (reached: Int, answered: Int) {
    let handler = FullHandler()
    let wrapped = recorder.recordingHandler(wrapping: handler)
    let answered = Counter()
    (wrapped as? any IntentResolving)?.resolve(parameter: "goalValue", for: Fixtures.startWorkout) {
      _ in answered.increment()
    }
    (wrapped as? any IntentConfirming)?.confirm(intent: Fixtures.startWorkout) { _ in
      answered.increment()
    }
    wrapped.handle(intent: Fixtures.startWorkout) { _ in answered.increment() }
    let provider = SampleProvider(reusesHandlers: true)
    let dispatched = recorder.recordingProvider(wrapping: provider).handler(
      for: Fixtures.startWorkout)
    dispatched?.handle(intent: Fixtures.startWorkout) { _ in answered.increment() }
    recorder.note("ignored")
    _ = recorder.now()
    _ = recorder.makeUUID()
    recorder.flush()
    return (
      handler.calls.value + provider.calls.value + provider.shared.calls.value,
      answered.value
    )
  }

  @Test func aSessionDirectoryUnderARegularFileFailsCleanly() throws {
    let directory = TemporaryDirectory()
    let file = directory.file("plain-file")
    try Data("not a directory".utf8).write(to: URL(fileURLWithPath: file))
    let errors = ErrorLog()
    let recorder = Recorder(
      directory: file + "/recordings", session: "S", role: .test, errorHandler: errors.append)
    #expect(errors.errors.count == 1)
    #expect(recorder.errorCount == 1)
    #expect(!recorder.isRecording)
    #expect(recorder.path == nil)
    let (reached, answered) = Self.driveCalls(recorder)
    #expect(reached == 5)
    #expect(answered == 4)
    recorder.close()
    #expect(errors.errors.count == 1, "\(errors.errors)")
  }

  @Test(arguments: ["", ".", "..", "a/b", "/abs", "a..b", "../escape", "nul\0byte"])
  func aSessionNameThatIsNotOneComponentIsRefused(session: String) throws {
    let directory = TemporaryDirectory()
    let root = directory.file("root")
    let errors = ErrorLog()
    let recorder = Recorder(
      directory: root, session: session, role: .test, errorHandler: errors.append)
    #expect(errors.errors == [.invalidSessionName(session)])
    #expect(!recorder.isRecording)
    // Nothing was created, inside the root or beside it.
    #expect(!FileManager.default.fileExists(atPath: root))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aSymbolicLinkSessionDirectoryIsRefused() throws {
    let directory = TemporaryDirectory()
    let elsewhere = directory.file("elsewhere")
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("S"), withDestinationPath: elsewhere)
    let errors = ErrorLog()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test, errorHandler: errors.append)
    #expect(errors.errors == [.symbolicLink(path: directory.file("S"))])
    #expect(!recorder.isRecording)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    #expect(Self.driveCalls(recorder).reached == 5)
  }

  @Test(.disabled(if: ignoresPermissions, "root writes into a read-only directory anyway"))
  func aReadOnlySessionDirectoryFailsCleanly() throws {
    let directory = TemporaryDirectory()
    let session = directory.file("S")
    try FileManager.default.createDirectory(
      atPath: session, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o500])
    let errors = ErrorLog()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test, errorHandler: errors.append)
    #expect(errors.errors.count == 1)
    #expect(recorder.errorCount == 1)
    #expect(!recorder.isRecording)
    #expect(Self.driveCalls(recorder) == (5, 4))
  }

  @Test func writesThatFailStopRecordingWhileCallsGoOn() throws {
    let child = builtProduct("recorder-trap-child")
    #expect(FileManager.default.isExecutableFile(atPath: child), "build recorder-trap-child")
    let directory = TemporaryDirectory()
    let result = try run(child, [directory.path, "S", "file-size-limit"])
    #expect(result.status == 0 && result.reason == .exit, "\(result.error)")
    // calls=200 reached=200 answered=200 reported=1 errorCount=1 stopped=true
    var report: [String: String] = [:]
    for pair in result.output.split(whereSeparator: \.isWhitespace) {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { report[String(parts[0])] = String(parts[1]) }
    }
    #expect(report["reached"] == report["calls"] && report["calls"] == "200")
    #expect(report["answered"] == "200")
    #expect(report["reported"] == "1")
    #expect(report["errorCount"] == "1")
    #expect(report["stopped"] == "true")
    #expect(result.error.contains("File too large"), "\(result.error)")
    // What was written before the limit reads back: a prefix of the session.
    let events = try readEvents(directory.file("S")).events
    #expect(events.first?.kind == .header)
    #expect(events.count > 2)
    #expect(events.of(.end).isEmpty)
  }

  @Test func anEventTooLargeIsAnErrorEventAndRecordingGoesOn() throws {
    let directory = TemporaryDirectory()
    let errors = ErrorLog()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test, errorHandler: errors.append)
    var huge = Fixtures.startWorkout
    huge["content"] = .string(String(repeating: "x", count: LogFormat.maximumBlockPayload))
    let handler = recorder.recordingHandler(wrapping: HandleOnlyHandler())
    handler.handle(intent: huge) { _ in }
    #expect(recorder.isRecording)
    #expect(recorder.errorCount == 1)
    handler.handle(intent: Fixtures.startWorkout) { _ in }
    recorder.close()
    #expect(errors.errors.count == 1)
    let events = try cleanEvents(recorder.path)
    #expect(
      events.map(\.kind) == [
        .header, .error, .handleCompletion, .handle, .handleCompletion, .end,
      ])
    #expect(events.byCall[1]?.map(\.kind) == [.error, .handleCompletion])
    guard case .end(_, _, let errorsInEnd) = events.last?.payload else {
      Issue.record("no end event")
      return
    }
    #expect(errorsInEnd == 1)
  }

  @Test func aFullBufferDropsEventsAndAGapCountsThem() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test,
      options: RecorderOptions(
        writer: LogWriterOptions(
          mode: .buffered(pendingBlockLimit: 1), compressionLevel: 9, blockPayloadTarget: 512)))
    let handler = HandleOnlyHandler()
    let wrapped = recorder.recordingHandler(wrapping: handler)
    let answered = Counter()
    for _ in 0..<10_000 {
      wrapped.handle(intent: Fixtures.startWorkout) { _ in answered.increment() }
    }
    let dropped = recorder.droppedCount
    recorder.close()
    #expect(handler.calls.value == 10_000 && answered.value == 10_000)
    #expect(dropped > 0, "the queue never fell behind; the test proves nothing")
    let events = try cleanEvents(recorder.path)
    var gaps: UInt64 = 0
    for event in events {
      if case .gap(let count, _) = event.payload { gaps += count }
    }
    #expect(gaps > 0 && gaps <= dropped)
    #expect(recorder.errorCount == 0)
    #expect(events.map(\.sequence) == Array(1...UInt64(events.count)))
  }

  @Test func closeIsIdempotentAndCallsAfterItGoThrough() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    recorder.close()
    recorder.close()
    #expect(!recorder.isRecording)
    #expect(Self.driveCalls(recorder) == (5, 4))
    #expect(recorder.errorCount == 0)
    let events = try cleanEvents(recorder.path)
    #expect(events.map(\.kind) == [.header, .end])
  }

  @MainActor
  @Test func controllersStillAnswerWhenNotRecording() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "a/b", role: .uiExtension)
    #expect(!recorder.isRecording)
    let controller = ViewController()
    let wrapped = recorder.recordingController(wrapping: controller)
    let answers = Counter()
    (wrapped as? any ParameterViewConfiguring)?.configureView(
      for: [Fixtures.title], of: Fixtures.interaction, interactiveBehavior: .none,
      context: .siriSnippet
    ) { success, _, _ in if success { answers.increment() } }
    recorder.recordConfigure(
      with: Fixtures.interaction, context: .mapsCard, instance: controller,
      completion: { _ in answers.increment() }, body: { completion in completion(.zero) })
    #expect(controller.calls == 1)
    #expect(answers.value == 2)
  }
}
