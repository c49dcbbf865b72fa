import InteractionLog
import InteractionReplayCommand

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows how far a long run over big logs has come, on one line of standard error that it
/// redraws, and clears at the end.
///
/// It shows nothing unless standard error is a terminal, nothing during the first half second
/// (short runs never flash), and redraws at most ten times a second; the clock is read only
/// every 256 events. Commands that print events as they go show it only when standard output is
/// not the same terminal, so that lines and the meter do not mix.
final class ProgressMeter {
  /// What a meter reads and writes, injected by tests.
  struct Environment {
    var now: () -> ContinuousClock.Instant
    var write: (String) -> Void

    static var standardError: Environment {
      Environment(now: { ContinuousClock.now }, write: { StandardError.write(text: $0) })
    }
  }

  static let delay: Duration = .milliseconds(500)
  static let interval: Duration = .milliseconds(100)

  private let label: String
  private let sizes: [String: Int64]
  private let total: Int64
  private let isEnabled: Bool
  private let environment: Environment
  private let start: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant?
  private var offsets: [String: Int64] = [:]
  private var events = 0
  private var isShown = false

  /// - Parameters:
  ///   - label: The command's name, shown first.
  ///   - files: The files read, whose sizes make the total.
  ///   - isEnabled: Whether to show anything; by default, when standard error is a terminal.
  ///   - environment: The clock and the stream.
  init(
    _ label: String, files: [String], isEnabled: Bool = ProgressMeter.standardErrorIsATerminal,
    environment: Environment = .standardError
  ) {
    self.label = label
    var sizes: [String: Int64] = [:]
    for file in files { sizes[file] = fileSize(file) ?? 0 }
    self.sizes = sizes
    total = sizes.values.reduce(0, +)
    self.isEnabled = isEnabled
    self.environment = environment
    start = environment.now()
  }

  static var standardErrorIsATerminal: Bool { isatty(2) != 0 }
  static var standardOutputIsATerminal: Bool { isatty(1) != 0 }

  /// Notes that `record` was read.
  func advance(past record: LogRecord) {
    advance(file: record.file, to: record.blockOffset)
  }

  /// Notes that `file` was read up to `offset`.
  func advance(file: String, to offset: Int64) {
    events += 1
    offsets[file] = offset
    guard isEnabled, events & 255 == 0 else { return }
    let now = environment.now()
    guard now - start >= Self.delay else { return }
    if let lastDrawn, now - lastDrawn < Self.interval { return }
    lastDrawn = now
    isShown = true
    environment.write("\r\u{1B}[K" + line)
  }

  /// Clears the line, if one was drawn.
  func finish() {
    guard isShown else { return }
    isShown = false
    environment.write("\r\u{1B}[K")
  }

  /// `verify  45%  12.3 MB of 27.1 MB  120000 events`.
  var line: String {
    let done = offsets.reduce(Int64(0)) { $0 + min($1.value, sizes[$1.key] ?? $1.value) }
    let percent = total == 0 ? 100 : Int(done * 100 / total)
    return
      "\(label)  \(percent)%  \(Self.megabytes(done)) of \(Self.megabytes(total))  \(events) events"
  }

  /// `12.3 MB`.
  static func megabytes(_ bytes: Int64) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
