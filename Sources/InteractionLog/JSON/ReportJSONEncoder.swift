/// Encodes a report value as JSON with sorted keys, compact or indented: the one encoder of the
/// reports `ilog` writes (inspect, stats, diff, watch and replay), several times faster than
/// Foundation's `JSONEncoder`.
///
/// It builds a light tree of the value (scalars already written as JSON text into one shared
/// buffer), then writes it out with each object's keys in the order of their UTF-8 bytes. What
/// makes Foundation's encoder slow here is not the tree but its per-value dynamic casts (for
/// dates, data, URLs and decimals, which reports do not hold) and boxing; this one knows the
/// scalar types by their metatype. Values encode through their own `Encodable` conformance, so
/// the text says what Foundation's says (with `.sortedKeys` and `.withoutEscapingSlashes`):
/// integral doubles without a fraction (`3`), slashes as they are. Strings are quoted by
/// ``JSONWriter``'s escaper, so a report quotes a string exactly as the log's own lines do; the
/// one difference from Foundation is that U+2028 and U+2029 are escaped (`\u2028`), which keeps
/// a JSON Lines report whole for tools that split lines on them.
///
/// A value that also conforms to ``ReportJSONWritable`` (the interaction records of `ilog
/// inspect --format json`, written by the thousand) skips the tree in the compact layout and
/// writes itself into a ``JSONWriter``: the same text, several times faster.
///
/// ```swift
/// let line = try ReportJSONEncoder().encode(["b": 2, "a": 1])  // {"a":1,"b":2}
/// ```
package struct ReportJSONEncoder: Sendable {
  /// Where lines break and blanks go.
  package var layout: Layout

  /// - Parameter layout: Where lines break and blanks go; one line by default.
  package init(layout: Layout = .compact) {
    self.layout = layout
  }

  /// The value's JSON text, without a final line break.
  ///
  /// - Parameter value: The value; its `Encodable` conformance says what is written (or, in
  ///   the compact layout, its ``ReportJSONWritable`` conformance, which writes the same).
  /// - Returns: UTF-8 JSON.
  /// - Throws: ``JSONEncodeError`` naming the member that failed: a non-finite number (JSON
  ///   has no text for it), a value that encodes nothing, or what the value's encoding threw.
  package func encode(_ value: some Encodable) throws(JSONEncodeError) -> [UInt8] {
    if layout == .compact, let writable = value as? any ReportJSONWritable {
      var writer = JSONWriter(capacity: 4096)
      try writable.write(to: &writer)
      return writer.bytes
    }
    return try Self.encodeThroughTree(value, layout: layout)
  }

  /// The value's JSON text through its `Encodable` conformance and the tree, whatever it
  /// conforms to besides: what ``ReportJSONWritable`` values must match.
  package static func encodeThroughTree(
    _ value: some Encodable, layout: Layout
  ) throws(JSONEncodeError) -> [UInt8] {
    let storage = JSONTreeStorage()
    let encoder = JSONTreeEncoder(storage: storage, node: storage.root, parent: nil, key: nil)
    do {
      try value.encode(to: encoder)
    } catch let error as JSONEncodeError {
      throw error
    } catch {
      throw JSONEncodeError(path: "", reason: String(describing: error))
    }
    guard storage.root.kind != .empty else {
      throw JSONEncodeError(path: "", reason: "the value encoded nothing")
    }
    var output: [UInt8] = []
    output.reserveCapacity(storage.scalars.count * 2)
    storage.write(storage.root, to: &output, depth: 0, layout: layout)
    return output
  }
}
