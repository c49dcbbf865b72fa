import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// A width or height JSON has no number for is written by its name (FORMAT.md §3.5) and read
/// back as answered; `null`, which writers of 0.1.0 wrote for it, is still rejected.
@Suite struct NonFiniteSizeTests {
  static let lengths: [(length: Double, name: String)] = [
    (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"),
  ]

  static func payloads(_ size: Size) -> [EventPayload] {
    [
      .configureCompletion(size: size, latency: 7),
      .configureViewCompletion(success: true, claimed: [Samples.parameter], size: size, latency: 9),
    ]
  }

  static func line(_ event: Event) -> String {
    var encoder = EventEncoder()
    encoder.encode(event)
    return String(decoding: encoder.bytes, as: UTF8.self)
  }

  static func decode(_ line: String, detail: EventDecoder.Detail = .full) throws -> Event {
    try Array(line.utf8).withUnsafeBytes { try EventDecoder(detail: detail).decode($0) }
  }

  @Test(arguments: lengths)
  func eachSideIsWrittenByItsNameAndReadBack(length: Double, name: String) throws {
    let size = Size(width: length, height: length)
    for payload in Self.payloads(size) {
      let event = Samples.event(payload)
      let line = Self.line(event)
      #expect(line.contains(#""size":{"width":"\#(name)","height":"\#(name)"}"#), "\(line)")
      for detail in [EventDecoder.Detail.full, .omittingCallValues] {
        let decoded = try Self.decode(String(line.dropLast()), detail: detail)
        #expect(decoded == event)
        #expect(Self.line(decoded) == line)
      }
    }
  }

  @Test func aFiniteSideBesideANamedOneStaysANumber() {
    let line = Self.line(
      Samples.event(.configureCompletion(size: Size(width: 320, height: .nan), latency: nil)))
    #expect(line.contains(#""size":{"width":320.0,"height":"NaN"}}"#), "\(line)")
  }

  @Test(arguments: [NonFiniteSizeTests.Writer.writeThrough, .buffered])
  func aLogOnDiskReadsBackEverySize(writer: Writer) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("sizes.ilog")
    let log = try LogWriter(
      path: path, identity: Samples.identity, options: writer.options, clock: SteppingClock())
    let sizes =
      Self.lengths.map { Size(width: 320, height: $0.length) }
      + [Size(width: -.infinity, height: .nan), Size(width: 320, height: 120.5)]
    for size in sizes {
      for payload in Self.payloads(size) {
        #expect(log.append(payload).sequence != nil)
      }
    }
    try log.close()
    let read = try readLog(path, policy: .strict)
    #expect(read.damages.isEmpty)
    let found: [Size] = read.records.compactMap { record in
      switch record.event.payload {
      case .configureCompletion(let size, _), .configureViewCompletion(_, _, let size, _): size
      default: nil
      }
    }
    #expect(found == sizes.flatMap { [$0, $0] })
  }

  /// `null` is what writers of 0.1.0 wrote for these: it does not say which value was lost, and
  /// is rejected with the words it always was; another string is rejected too.
  @Test(arguments: [
    (#"null"#, #""size.height": expected a number, found null"#),
    (#"true"#, #""size.height": expected a number, found a boolean"#),
    (
      #""nan""#,
      #""size.height": expected a number, "NaN", "Infinity" or "-Infinity", found another string"#
    ),
    (
      #""Inf""#,
      #""size.height": expected a number, "NaN", "Infinity" or "-Infinity", found another string"#
    ),
    (
      #"" NaN""#,
      #""size.height": expected a number, "NaN", "Infinity" or "-Infinity", found another string"#
    ),
  ])
  func anythingElseIsRejected(height: String, message: String) throws {
    let line = Self.line(
      Samples.event(.configureCompletion(size: Size(width: 320, height: .nan), latency: nil)))
    let edited = line.dropLast().replacingOccurrences(
      of: #""height":"NaN""#, with: #""height":\#(height)"#)
    #expect(edited != String(line.dropLast()))
    for detail in [EventDecoder.Detail.full, .omittingCallValues] {
      let error = #expect(throws: EventDecodingError.self) {
        try Self.decode(edited, detail: detail)
      }
      #expect(error?.description == message)
    }
  }

  enum Writer: String, CaseIterable, Sendable {
    case writeThrough, buffered

    var options: LogWriterOptions {
      switch self {
      case .writeThrough: LogWriterOptions()
      case .buffered: LogWriterOptions(mode: .buffered())
      }
    }
  }
}
