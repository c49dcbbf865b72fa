import InteractionLog
import InteractionModel
import InteractionRecorder

// A child process for the recorder tests: records into <directory>/<session>/ and then meets
// trouble the test cannot survive in its own process.
//
// usage: recorder-trap-child <directory> <session> <scenario>
//   configure-view-trap  a wrapped controller's configureView calls fatalError
//   dispatch-trap        a wrapped provider's handler(for:) calls fatalError
//   file-size-limit      RLIMIT_FSIZE stops the log's writes; prints what the recorder reported
//                        and how many wrapped calls still reached the handler, then exits 0
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The file-size resource for `getrlimit`: Glibc declares it as an enum case, Darwin as an `Int32`.
#if canImport(Glibc)
let fileSizeResource = Int32(RLIMIT_FSIZE.rawValue)
#else
let fileSizeResource = RLIMIT_FSIZE
#endif

/// Writes `text` to a file descriptor at once, with no stdio buffer to lose when the child traps.
func emit(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)
  _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// A controller whose configureView traps, as sample code does on an unexpected interaction.
final class TrappingViewController: ParameterViewConfiguring {
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    fatalError("TrappingViewController: configureView traps on purpose")
  }
}

/// A provider that traps on every intent, as SiriKit's sample code does on one it does not know.
final class TrappingProvider: IntentHandlerProviding {
  func handler(for intent: Intent) -> (any IntentHandler)? {
    fatalError("TrappingProvider: no handler for \(intent.className)")
  }
}

/// A handler that counts the calls that reach it.
final class CountingHandler: IntentHandler {
  private let count = Counter()
  var calls: Int { count.value }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    count.increment()
    completion(IntentResponse(className: "INSendMessageIntentResponse", code: .ready))
  }
}

/// A counter shared between threads.
final class Counter: Sendable {
  private let storage = Locked(0)
  var value: Int { storage.withLock { $0 } }
  func increment() { storage.withLock { $0 += 1 } }
}

/// Lets the error handler reach the recorder it is given to.
final class RecorderBox: Sendable {
  private let storage = Locked<Recorder?>(nil)
  var recorder: Recorder? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
  emit("usage: recorder-trap-child <directory> <session> <scenario>\n", to: 2)
  exit(2)
}
let (directory, session, scenario) = (arguments[0], arguments[1], arguments[2])
let intent = Intent(
  className: "INSendMessageIntent", identifier: "intent-1",
  properties: ["content": "hello from the child"])
let interaction = Interaction(
  intent: intent, handlingStatus: .success, direction: .outgoing, identifier: "interaction-1")

switch scenario {
case "configure-view-trap":
  let recorder = Recorder(directory: directory, session: session, role: .uiExtension)
  MainActor.assumeIsolated {
    let controller = RecordingViewController(
      wrapping: TrappingViewController(), recorder: recorder)
    controller.configureView(
      for: [], of: interaction, interactiveBehavior: .none, context: .siriSnippet
    ) { _, _, _ in }
  }
  emit("configureView returned\n", to: 2)
  exit(3)
case "dispatch-trap":
  let recorder = Recorder(directory: directory, session: session, role: .intentsExtension)
  let provider = RecordingHandlerProvider(wrapping: TrappingProvider(), recorder: recorder)
  _ = provider.handler(for: intent)
  emit("handler(for:) returned\n", to: 2)
  exit(3)
case "file-size-limit":
  // Writes past the limit fail with EFBIG instead of killing the process with SIGXFSZ.
  signal(SIGXFSZ, SIG_IGN)
  var limit = rlimit()
  getrlimit(fileSizeResource, &limit)
  limit.rlim_cur = 4096
  guard setrlimit(fileSizeResource, &limit) == 0 else {
    emit("setrlimit failed: errno \(errno)\n", to: 2)
    exit(2)
  }
  let reported = Counter()
  let box = RecorderBox()
  let recorder = Recorder(
    directory: directory, session: session, role: .intentsExtension,
    errorHandler: { error in
      reported.increment()
      emit("error: \(error)\n", to: 2)
      // The handler may call the recorder: it is called outside the recorder's locks.
      box.recorder?.note("told of \(error)")
      _ = box.recorder?.errorCount
    })
  box.recorder = recorder
  let counting = CountingHandler()
  let handler = recorder.recordingHandler(wrapping: counting)
  let calls = 200
  let answers = Counter()
  for index in 0..<calls {
    var big = intent
    big["content"] = .string("message \(index) " + String(repeating: "x", count: index % 97))
    handler.handle(intent: big) { _ in answers.increment() }
  }
  let stoppedRecording = !recorder.isRecording
  recorder.close()
  emit(
    "calls=\(calls) reached=\(counting.calls) answered=\(answers.value) "
      + "reported=\(reported.value) errorCount=\(recorder.errorCount) "
      + "stopped=\(stoppedRecording)\n", to: 1)
  exit(0)
default:
  emit("unknown scenario \(scenario)\n", to: 2)
  exit(2)
}
