import Foundation
import InteractionLog
import InteractionModel
import Testing

/// The committed recordings of `Recordings/` and what reading them gives.
enum Corpus {
  /// The one recording whose process was killed: its UI extension's log has a torn tail.
  static let killed = "killed-mid-interaction"
  /// The torn log's file name.
  static let tornFile = "ui-extension-502.ilog"

  /// The names of the committed recordings: the session directories of `Recordings/`.
  static let names: [String] = {
    let entries =
      (try? FileManager.default.contentsOfDirectory(atPath: Programs.recordings)) ?? []
    return entries.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: Programs.recordings + "/" + name, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }()

  /// Every committed log, `<recording>/<file>`, sorted.
  static let logFiles: [String] = names.flatMap { name in
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: Programs.recordings + "/" + name))
      ?? []
    return files.filter { $0.hasSuffix(".ilog") }.sorted().map { "\(name)/\($0)" }
  }

  /// Every committed log but the torn one: each must be a complete gzip file.
  static let completeLogFiles = logFiles.filter { $0 != "\(killed)/\(tornFile)" }

  /// The `.ilog` files of a directory of recordings, relative to it, sorted.
  static func logFiles(under root: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".ilog") }.sorted()
  }
}

/// What a log file or session directory holds: its records, damage and per-file summaries.
struct LogContents {
  var records: [LogRecord]
  var damages: [LogDamage]
  var summaries: [FileSummary]

  /// Reads a file or a session directory (merged by time) to its end.
  ///
  /// - Parameters:
  ///   - path: A log or a session directory.
  ///   - policy: What to do about damage.
  /// - Throws: What the reader throws: a missing file, or damage under the strict policy.
  init(_ path: String, policy: RecoveryPolicy = .pointInTime) throws {
    let reader = try LogReader(path: path, policy: policy)
    var records: [LogRecord] = []
    while let record = try reader.next() { records.append(record) }
    self.records = records
    damages = reader.damages
    summaries = reader.summaries
  }

  var events: [Event] { records.map(\.event) }

  /// The events one role wrote.
  func events(of role: ProcessRole) -> [Event] { events.filter { $0.role == role } }
}

/// A committed recording, read as a session; expects no damage unless it is the torn one.
///
/// - Parameters:
///   - name: The recording's name.
///   - sourceLocation: Where a damage is reported.
/// - Returns: Its events, merged by time.
/// - Throws: What the reader throws.
func recording(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> LogContents
{
  let contents = try LogContents(Programs.recordings + "/" + name)
  if name != Corpus.killed {
    #expect(contents.damages.isEmpty, "\(contents.damages)", sourceLocation: sourceLocation)
  }
  return contents
}

extension Array where Element == Event {
  /// The events of one kind, in order.
  func of(_ kind: EventKind) -> [Event] { filter { $0.kind == kind } }

  /// The parameter sets offered to `configureView`, in order, as text.
  var offeredSets: [[String]] {
    compactMap { event in
      guard case .configureView(let parameters, _, _) = event.payload else { return nil }
      return parameters.map(\.description)
    }
  }

  /// The parameters each `configureView` completion claimed, in order, as text.
  var claimedSets: [[String]] {
    compactMap { event in
      guard case .configureViewCompletion(_, let claimed, _, _) = event.payload else {
        return nil
      }
      return claimed.map(\.description)
    }
  }

  /// The Intents extension's method calls in order (dispatches left out): `resolve(name)`,
  /// `confirm`, `handle`.
  var methodCalls: [String] {
    compactMap { event in
      switch event.payload {
      case .resolve(let parameter, _): "resolve(\(parameter))"
      case .confirm: "confirm"
      case .handle: "handle"
      default: nil
      }
    }
  }
}
