import InteractionLog
import InteractionModel

// A child process for crash tests: appends events to a log and prints each returned sequence
// number on its own line, flushed, so a parent that kills it knows what the writer promised.
//
// usage: log-writer-child <log-path> [--buffered] [--count N] [--append] [--interval-ms N]
//                         [--hold-after N --release PATH]
//
// --interval-ms waits between two events, for tests that follow a log being written.
// --hold-after stops after N events until PATH exists (at most 60 s), so that a test can watch a
// reader catch up while the writer is certainly still at work, however slowly a busy machine
// starts the reader.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to a file descriptor at once, with no stdio buffer to lose on SIGKILL.
func emit(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)
  _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first else {
  emit(
    "usage: log-writer-child <log-path> [--buffered] [--count N] [--append] [--interval-ms N]"
      + " [--hold-after N --release PATH]\n",
    to: 2)
  exit(2)
}
let buffered = arguments.contains("--buffered")
let count = arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) } ?? Int.max
let interval = arguments.firstIndex(of: "--interval-ms").flatMap { UInt32(arguments[$0 + 1]) } ?? 0
let holdAfter = arguments.firstIndex(of: "--hold-after").flatMap { Int(arguments[$0 + 1]) }
let release = arguments.firstIndex(of: "--release").map { arguments[$0 + 1] }
let options = LogWriterOptions(mode: buffered ? .buffered() : .writeThrough)
let writer: LogWriter
do {
  writer = try LogWriter(
    path: path, disposition: arguments.contains("--append") ? .append : .create,
    identity: LogWriter.Identity(role: .test, session: "crash-test"), options: options)
} catch {
  emit("log-writer-child: \(error)\n", to: 2)
  exit(2)
}
let intent = Intent(className: "INSendMessageIntent", properties: ["content": "hello"])
var index = 0
while index < count {
  let payload: EventPayload =
    index % 3 == 0
    ? .dispatch(intent: intent)
    : .note(text: "event \(index) " + String(repeating: "x", count: index % 200), metadata: [:])
  if let sequence = writer.append(payload, call: UInt64(index)).sequence {
    emit("\(sequence)\n", to: 1)
  }
  index += 1
  if index == holdAfter, let release {
    var waited = 0
    while access(release, F_OK) != 0, waited < 6_000 {
      usleep(10_000)
      waited += 1
    }
  }
  if interval > 0 { usleep(interval * 1000) }
}
try? writer.close()
