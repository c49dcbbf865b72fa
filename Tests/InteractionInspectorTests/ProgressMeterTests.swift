import CommandSupport
import ILogSupport
import InteractionInspector
import Testing

/// The progress lines: drawn only when enabled, throttled by the injected clock, cleared at the
/// end.
@Suite struct ProgressMeterTests {
  /// The clock a test moves (nanoseconds), and what the meter wrote.
  final class Terminal {
    var now: UInt64 = 1_000_000_000
    var written: [String] = []

    var output: ProgressOutput {
      ProgressOutput(now: { self.now }, write: { self.written.append($0) })
    }
  }

  static func meter(_ terminal: Terminal, enabled: Bool = true) -> ProgressMeter {
    ProgressMeter("verify", files: [], isEnabled: enabled, output: terminal.output)
  }

  @Test func nothingDuringTheFirstHalfSecondThenAtMostTenTimesASecond() {
    let terminal = Terminal()
    let meter = Self.meter(terminal)
    for _ in 0..<1024 { meter.advance(file: "a", to: 0) }
    #expect(terminal.written.isEmpty)
    terminal.now += 600_000_000
    for _ in 0..<256 { meter.advance(file: "a", to: 0) }
    #expect(terminal.written == ["\r\u{1B}[Kverify  100%  0.0 MB of 0.0 MB  1280 events"])
    for _ in 0..<512 { meter.advance(file: "a", to: 0) }
    #expect(terminal.written.count == 1)
    terminal.now += 150_000_000
    for _ in 0..<256 { meter.advance(file: "a", to: 0) }
    #expect(terminal.written.count == 2)
    meter.finish()
    #expect(terminal.written.last == "\r\u{1B}[K")
    meter.finish()
    #expect(terminal.written.count == 3)
  }

  @Test func nothingAtAllWhenNotEnabled() {
    let terminal = Terminal()
    let meter = Self.meter(terminal, enabled: false)
    terminal.now += 5_000_000_000
    for _ in 0..<10_000 { meter.advance(file: "a", to: 0) }
    meter.finish()
    #expect(terminal.written.isEmpty)
  }

  @Test func megabytesHaveOneDecimal() {
    #expect(ProgressMeter.megabytes(0) == "0.0 MB")
    #expect(ProgressMeter.megabytes(12_345_678) == "12.3 MB")
    #expect(ProgressMeter.megabytes(999_999) == "1.0 MB")
  }

  /// Both lines count a megabyte as 10⁶ bytes: 5 000 000 bytes are 5.0 MB, not 4.8 (2²⁰).
  @Test func bothLinesCountAMegabyteAsAMillionBytes() {
    #expect(ProgressMeter.megabyteCount(5_000_000) == "5.0")
    #expect(ProgressMeter.megabytes(5_000_000) == "5.0 MB")
    #expect(ProgressMeter.megabyteCount(1_048_576) == "1.0")
    #expect(ProgressMeter.megabyteCount(1_150_000) == "1.2")
  }

  @Test func anInspectionsLineWaitsHalfASecondAndClearsBeforeOutputOnTheSameTerminal() {
    let terminal = Terminal()
    let meter = InspectionProgressMeter(
      sessions: [], label: "ilog: inspecting", isEnabled: true, sharesOutput: true,
      output: terminal.output)
    let progress = InspectionProgress(events: 120, interactions: 3, bytesRead: 0)
    meter.update(session: 0, progress)
    #expect(terminal.written.isEmpty)
    terminal.now += 600_000_000
    meter.update(session: 0, progress)
    #expect(
      terminal.written == [
        "\r\u{1B}[Kilog: inspecting 0% (0.0 of 0.0 MB), 120 events, 3 interactions"
      ])
    terminal.now += 50_000_000
    meter.update(session: 0, progress)
    #expect(terminal.written.count == 1)
    meter.beforeOutput()
    #expect(terminal.written.last == "\r\u{1B}[K")
    meter.clear()
    #expect(terminal.written.count == 2)
  }

  @Test func anInspectionsLineStaysWhenTheOutputGoesElsewhere() {
    let terminal = Terminal()
    let meter = InspectionProgressMeter(
      sessions: [], label: "ilog: counting", isEnabled: true, sharesOutput: false,
      output: terminal.output)
    terminal.now += 1_000_000_000
    meter.update(session: 0, InspectionProgress(events: 1, interactions: 0, bytesRead: 0))
    meter.beforeOutput()
    #expect(terminal.written.count == 1)
    meter.clear()
    #expect(terminal.written.last == "\r\u{1B}[K")
    let silent = InspectionProgressMeter(
      sessions: [], label: "ilog: counting", isEnabled: false, sharesOutput: true,
      output: terminal.output)
    silent.update(session: 0, InspectionProgress(events: 1, interactions: 0, bytesRead: 0))
    #expect(terminal.written.count == 2)
  }
}
