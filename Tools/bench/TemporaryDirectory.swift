import Dispatch
import Foundation

/// A private directory for the benchmark's files, removed at exit, also on Ctrl-C or SIGTERM.
final class TemporaryDirectory {
  let path: String
  private var signalSources: [any DispatchSourceSignal] = []

  /// Creates `$TMPDIR/<prefix>.XXXXXX` (mode 0700).
  init(prefix: String) throws(BenchmarkError) {
    let parent = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    var template = Array("\(parent)/\(prefix).XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    guard created != nil else {
      throw .system(operation: "mkdtemp", path: parent, code: errno)
    }
    path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Removes the directory when the process is interrupted or terminated, then exits with the
  /// shell's status for that signal (128 + its number).
  func removeOnInterrupt() {
    for signalNumber in [SIGINT, SIGTERM] {
      // The default action would kill the process before the handler runs.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      let path = path
      source.setEventHandler {
        try? FileManager.default.removeItem(atPath: path)
        _exit(128 + signalNumber)
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// Removes the directory and everything in it.
  func remove() {
    for source in signalSources { source.cancel() }
    try? FileManager.default.removeItem(atPath: path)
  }
}
