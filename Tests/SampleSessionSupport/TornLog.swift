import Foundation
import InteractionLog
import InteractionModel

/// Makes a torn copy of a recorded session: the intents file as it is, and a UI file written
/// through up to a chosen call, then cut inside its open block, as a crash mid-write leaves it.
package enum TornLog {
  /// Copies `session` into `directory`, rewriting the UI file's events up to its `callCount`-th
  /// interface call (without its completion) and one more event, then cutting the last bytes.
  package static func copy(
    _ session: String, to directory: String, cuttingAfterUICall callCount: Int
  )
    throws
  {
    let names = try FileManager.default.contentsOfDirectory(atPath: session).sorted()
    for name in names where name.hasPrefix("intents-extension") {
      try FileManager.default.copyItem(atPath: "\(session)/\(name)", toPath: "\(directory)/\(name)")
    }
    guard let uiName = names.first(where: { $0.hasPrefix("ui-extension") }) else { return }
    let reader = try LogReader(path: "\(session)/\(uiName)")
    var events: [Event] = []
    var calls = 0
    while let record = try reader.next() {
      let event = record.event
      if case .header = event.payload { continue }
      if case .end = event.payload { continue }
      if event.kind == .configureView || event.kind == .configure {
        calls += 1
        if calls > callCount { break }
      }
      events.append(event)
      if calls == callCount, event.kind == .configureView || event.kind == .configure { break }
    }
    let staging = "\(directory)/staging.tmp"
    let writer = try LogWriter(
      path: staging,
      identity: LogWriter.Identity(
        role: .uiExtension, session: events.first?.session ?? "T-1", processID: 502,
        platform: "test-platform"),
      clock: FixedClock(events: events))
    for event in events { writer.append(event) }
    // A note that the cut destroys, so that the call before it survives whole.
    writer.append(.note(text: String(repeating: "lost ", count: 20), metadata: [:]))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: staging))
    try bytes.prefix(bytes.count - 6).write(to: URL(fileURLWithPath: "\(directory)/\(uiName)"))
    try writer.close()
    try FileManager.default.removeItem(atPath: staging)
  }
}

/// Times for the torn copy's header: those of the first event copied.
private struct FixedClock: LogClock {
  let time: WallTime
  let mono: UInt64

  init(events: [Event]) {
    time = events.first?.time ?? WallTime(microsecondsSinceEpoch: 0)
    mono = events.first?.monotonicNanoseconds ?? 0
  }

  func wallTime() -> WallTime { time }
  func monotonicNanoseconds() -> UInt64 { mono }
}
