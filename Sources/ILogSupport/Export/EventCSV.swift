import InteractionInspector
package import InteractionLog

/// Renders events as CSV (RFC 4180) for `ilog export --format csv`: a header row, then one row
/// per event, each ended by CRLF.
///
/// A field is quoted when it holds a comma, a double quote, CR or LF, with its double quotes
/// doubled. The summary column holds the kind's fields as `ilog events` prints them.
package enum EventCSV {
  /// The columns' names, in order.
  package static let columns = [
    "seq", "time", "role", "pid", "kind", "interaction", "instance", "call", "summary",
  ]

  /// The header row, CRLF included.
  package static var header: String { row(columns) }

  /// The event's row, CRLF included.
  package static func row(for event: Event) -> String {
    row([
      String(event.sequence), event.time.description, event.role.rawValue,
      String(event.processID), event.kind.rawValue, event.interaction ?? "",
      event.instance ?? "", event.call.map { String($0) } ?? "",
      EventRenderer.fields(of: event).joined(separator: " "),
    ])
  }

  /// The fields as a row, CRLF included.
  package static func row(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\r\n"
  }

  /// The field as RFC 4180 writes it.
  package static func field(_ text: String) -> String {
    let special = text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }
    guard special else { return text }
    var quoted = "\""
    for character in text {
      if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
    }
    return quoted + "\""
  }
}
