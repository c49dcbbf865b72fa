import Foundation
import InteractionInspector
import InteractionLog
import InteractionReplay

/// How a reader grouped a recording's calls: one line per interaction, its identifier, how
/// many calls each process made, and each call as `file#sequence`.
enum Grouping {
  /// The interactions `ilog inspect` reports.
  static func inspected(_ path: String) throws -> [String] {
    var fold = InspectionFold()
    let reader = try LogReader(path: path, policy: .pointInTime)
    while let record = try reader.next() { fold.consume(record) }
    return fold.finish(summaries: reader.summaries).interactions.map { interaction in
      line(
        interaction.identifier,
        handling: interaction.handling?.calls.map { reference($0.event.file, $0.event.sequence) }
          ?? [],
        interface: interaction.interface?.calls.map { reference($0.event.file, $0.event.sequence) }
          ?? [])
    }
  }

  /// The interactions `ilog replay` re-drives.
  static func replayed(_ path: String) throws -> [String] {
    try Recording(contentsOf: path).interactions.map { interaction in
      line(
        interaction.identifier,
        handling: interaction.handling.map { reference($0.file, $0.sequence) },
        interface: interaction.interface.map { reference($0.file, $0.sequence) })
    }
  }

  private static func line(_ identifier: String?, handling: [String], interface: [String])
    -> String
  {
    "\(identifier ?? "-"): \(handling.count) handling, \(interface.count) interface "
      + "[\(handling.joined(separator: " ")) | \(interface.joined(separator: " "))]"
  }

  private static func reference(_ file: String, _ sequence: UInt64) -> String {
    "\(URL(fileURLWithPath: file).lastPathComponent)#\(sequence)"
  }
}
