import ArgumentParser
import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionTestSupport

/// `watch-latency`: how long after an event is written `ilog watch` prints the finding it shows.
@main
struct WatchLatency: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch-latency",
    abstract: "Measure the delay from an event's write to the finding ilog watch prints for it.",
    discussion: """
      Writes a recording's events again, one at a time at --pace-ms, into a new session \
      directory (each file through a write-through LogWriter of its own, every copy of the \
      recording an interaction of its own), while the built `ilog watch --format json` follows \
      the directory. For each finding printed, the delay runs from the moment the append of \
      the finding's last evidence event (the event that shows it) returned to the moment the \
      finding's line was read from watch's output. Prints the count, median, p90 and max. \
      A benchmark, never a test: the figures depend on the machine and its load. Build first: \
      `swift build -c release --product ilog` and the same for watch-latency (it runs the ilog \
      beside itself), and run it from the package's root.
      """
  )

  @Option(help: "Copies of the recording to write; each gives its findings once.")
  var copies = 60

  @Option(help: "Milliseconds between two events written.")
  var paceMs = 5

  @Option(help: "ilog watch's --interval, in seconds.")
  var interval = 0.02

  @Option(help: "The recording whose events are written; one with a finding in each copy.")
  var recording = "Recordings/empty-set-last"

  func run() throws {
    let directory = TemporaryDirectory("watch-latency")
    let session = try directory.directory("session")
    let live = try LiveSession(copying: recording, into: session, copies: copies)
    let watch = try WatchedLines(
      builtProduct("ilog"),
      ["watch", "--format", "json", "--interval", String(interval), session])
    var writtenAt: [EventReference: Double] = [:]
    while let written = try live.writeNext() {
      writtenAt[EventReference(file: written.file, sequence: written.event.sequence)] =
        written.writtenAt
      usleep(UInt32(paceMs) * 1000)
    }
    try live.close()
    // Once the writer is done, watch has a second at most to print what is left.
    Thread.sleep(forTimeInterval: 1)
    let lines = watch.stop()
    let decoder = JSONDecoder()
    let delays = try lines.compactMap { line -> Double? in
      let finding = try decoder.decode(WatchedFinding.self, from: Data(line.text.utf8))
      guard let shown = finding.evidence.last, let written = writtenAt[shown] else { return nil }
      return (line.readAt - written) * 1000
    }.sorted()
    guard !delays.isEmpty else { throw ValidationError("ilog watch printed no finding.") }
    func percentile(_ fraction: Double) -> Double {
      delays[min(delays.count - 1, Int((Double(delays.count) * fraction).rounded(.up)) - 1)]
    }
    let figures = [
      ("findings", "\(delays.count)"),
      ("median", String(format: "%.1f ms", percentile(0.5))),
      ("p90", String(format: "%.1f ms", percentile(0.9))),
      ("max", String(format: "%.1f ms", delays.last ?? 0)),
    ]
    print(
      "ilog watch --interval \(interval): \(live.written) events, one every \(paceMs) ms, "
        + "\(copies) copies of \(recording)")
    for (name, value) in figures {
      print("  \(name.padding(toLength: 9, withPad: " ", startingAt: 0))\(value)")
    }
    print("  goal     median under 100 ms: \(percentile(0.5) < 100 ? "PASS" : "MISS")")
  }
}
