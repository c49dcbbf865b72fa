import Foundation

/// One extension of a session, recorded in a child process: `make-recordings --side <role>`,
/// spoken to in JSON lines over its standard input and output.
///
/// The child is a real process with a pid of its own; the recorder there writes the fixed pid
/// of its ``SideConfiguration``, so that the file does not depend on it. Its standard error is
/// this process's.
@MainActor
final class ChildSide: RecordingSide {
  /// The child's real process id.
  let processIdentifier: Int32
  private let role: SideRole
  private let process: Process
  private let input: FileHandle
  private var output: LineReader
  private var hasExited = false

  /// Starts a child process for a side and sends it its configuration.
  ///
  /// - Parameters:
  ///   - executable: This tool's executable.
  ///   - configuration: The side's configuration.
  /// - Throws: ``RecordingError/child(role:message:)`` when the child cannot be started.
  init(executable: String, configuration: SideConfiguration) async throws(RecordingError) {
    role = configuration.role
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--side", configuration.role.rawValue]
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = outputPipe
    process.standardError = FileHandle.standardError
    do {
      try process.run()
    } catch {
      throw .child(role: role, message: "cannot start \(executable): \(error)")
    }
    processIdentifier = process.processIdentifier
    input = inputPipe.fileHandleForWriting
    output = LineReader(outputPipe.fileHandleForReading)
    let reply = try await send(.start(configuration))
    guard reply == .started else {
      throw .unexpectedReply(request: "start", reply: "\(reply)")
    }
  }

  func send(_ request: SideRequest) async throws(RecordingError) -> SideReply {
    guard !hasExited else {
      throw .child(role: role, message: "the process has exited")
    }
    do {
      var line = try JSONEncoder().encode(request)
      line.append(0x0A)
      try input.write(contentsOf: line)
    } catch {
      // A child that died makes the write fail (EPIPE; SIGPIPE is ignored): say how it died.
      return try finish()
    }
    guard let line = output.nextLine() else { return try finish() }
    do {
      let reply = try JSONDecoder().decode(SideReply.self, from: line)
      if reply == .closed { _ = try finish() }
      return reply
    } catch {
      throw .child(
        role: role, message: "unreadable answer \(String(decoding: line, as: UTF8.self))")
    }
  }

  /// Waits for the child to exit.
  ///
  /// - Returns: ``SideReply/killed`` if `SIGKILL` ended it, ``SideReply/closed`` if it exited
  ///   with status 0.
  /// - Throws: ``RecordingError/child(role:message:)`` for any other end.
  private func finish() throws(RecordingError) -> SideReply {
    try? input.close()
    process.waitUntilExit()
    hasExited = true
    let status = process.terminationStatus
    switch process.terminationReason {
    case .uncaughtSignal where status == SIGKILL:
      return .killed
    case .exit where status == 0:
      return .closed
    case .uncaughtSignal:
      throw .child(role: role, message: "killed by signal \(status)")
    default:
      throw .child(role: role, message: "exited with status \(status)")
    }
  }
}

/// Reads a pipe line by line.
struct LineReader {
  private let handle: FileHandle
  private var buffer = Data()

  /// A reader of the pipe's reading end `handle`, with nothing buffered yet.
  init(_ handle: FileHandle) {
    self.handle = handle
  }

  /// The next line without its newline, or `nil` at the end of the stream.
  mutating func nextLine() -> Data? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = buffer[(newline + 1)...]
        return Data(line)
      }
      let more = handle.availableData
      guard !more.isEmpty else { return nil }
      buffer.append(more)
    }
  }
}
