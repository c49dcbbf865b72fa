import Foundation
import InteractionModel

/// A program running in the background whose standard output is read as it comes, each line
/// with the wall-clock time it was read.
final class WatchedLines {
  /// One line printed, without its newline.
  struct Line: Sendable {
    var text: String
    /// Seconds since 1970 when it was read.
    var readAt: Double
  }

  private let process = Process()
  private let lines = Locked<[Line]>([])

  /// Starts `executable`; a thread of its own reads its output.
  init(_ executable: String, _ arguments: [String]) throws {
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = pipe
    process.standardError = FileHandle.standardError
    try process.run()
    let handle = pipe.fileHandleForReading
    let lines = lines
    // A thread, not a task: a blocking read must not hold a thread of the cooperative pool.
    Thread.detachNewThread {
      var partial = Data()
      while true {
        let data = handle.availableData
        let now = Date().timeIntervalSince1970
        if data.isEmpty { return }
        partial.append(data)
        while let newline = partial.firstIndex(of: 0x0A) {
          let text = String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)
          partial.removeSubrange(partial.startIndex...newline)
          lines.withLock { $0.append(Line(text: text, readAt: now)) }
        }
      }
    }
  }

  /// Sends SIGINT, as Ctrl-C does, waits for the end, and returns every line read.
  func stop() -> [Line] {
    process.interrupt()
    process.waitUntilExit()
    // The reader may still be taking the last lines in.
    Thread.sleep(forTimeInterval: 0.2)
    return lines.withLock { $0 }
  }
}
