package import CommandSupport
package import InteractionLog

/// Shows how far a long run over big logs has come (`ilog verify`, `events`, `export`, `recover`,
/// `redact`), on one line that it redraws, and clears at the end.
///
/// It shows nothing unless enabled (a tool enables it when standard error is a terminal),
/// nothing during the first half second (short runs never flash), and redraws at most ten times a
/// second; the clock is read only every 256 events.
package final class ProgressMeter {
  /// How long a run goes before the line shows, in nanoseconds.
  package static let delay: UInt64 = 500_000_000
  /// The least time between two drawings, in nanoseconds (``ProgressOutput/interval``, which
  /// `explore`'s line keeps too).
  package static let interval = ProgressOutput.interval

  private let label: String
  private let sizes: [String: Int64]
  private let total: Int64
  private let isEnabled: Bool
  private let status: StatusLine
  private var offsets: [String: Int64] = [:]
  private var events = 0

  /// - Parameters:
  ///   - label: The command's name, shown first.
  ///   - files: The files read, whose sizes make the total.
  ///   - isEnabled: Whether to show anything.
  ///   - output: The clock and the stream.
  package init(_ label: String, files: [String], isEnabled: Bool, output: ProgressOutput) {
    self.label = label
    var sizes: [String: Int64] = [:]
    for file in files { sizes[file] = fileSize(file) ?? 0 }
    self.sizes = sizes
    total = sizes.values.reduce(0, +)
    self.isEnabled = isEnabled
    status = StatusLine(isEnabled: isEnabled, quietStart: Self.delay, output: output)
  }

  /// Notes that `record` was read.
  package func advance(past record: LogRecord) {
    advance(file: record.file, to: record.blockOffset)
  }

  /// Notes that `file` was read up to `offset`.
  package func advance(file: String, to offset: Int64) {
    events += 1
    // Nothing is shown when disabled (output to a pipe): no offset need be kept per line.
    guard isEnabled else { return }
    offsets[file] = offset
    guard events & 255 == 0 else { return }
    status.draw(line)
  }

  /// Clears the line, if one was drawn.
  package func finish() {
    status.clear()
  }

  /// `verify  45%  12.3 MB of 27.1 MB  120000 events`.
  package var line: String {
    let done = offsets.reduce(Int64(0)) { $0 + min($1.value, sizes[$1.key] ?? $1.value) }
    let percent = total == 0 ? 100 : Int(done * 100 / total)
    return
      "\(label)  \(percent)%  \(Self.megabytes(done)) of \(Self.megabytes(total))  \(events) events"
  }

  /// `12.3 MB`: ``megabyteCount(_:)`` with its unit.
  package static func megabytes(_ bytes: Int64) -> String {
    "\(megabyteCount(bytes)) MB"
  }

  /// `12.3`: megabytes of 10⁶ bytes, rounded to one decimal, the one definition of "MB" in
  /// every progress line (the README's and the benchmarks' sizes count the same way).
  package static func megabyteCount(_ bytes: Int64) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10)"
  }
}
