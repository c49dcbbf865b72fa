/// Encodes a report value as JSON with sorted keys, compact or indented: what `ilog inspect
/// --format json` writes for each line, several times faster than Foundation's `JSONEncoder`.
///
/// It builds a light tree of the value (scalars already written as JSON text into one shared
/// buffer), then writes it out with each object's keys in the order of their UTF-8 bytes. What
/// makes Foundation's encoder slow here is not the tree but its per-value dynamic casts (for
/// dates, data, URLs and decimals, which reports do not hold) and boxing; this one knows the
/// scalar types by their metatype. Values encode through their own `Encodable` conformance, so
/// the text says what Foundation's says: integral doubles without a fraction (`3`), strings with
/// the same escapes, slashes as they are.
struct ReportJSONEncoder {
  /// Indent nested values by two spaces and put a blank after each colon, as
  /// `JSONEncoder.OutputFormatting.prettyPrinted` does.
  var isPretty = false

  /// The value's JSON text, without a final line break.
  ///
  /// - Throws: `EncodingError.invalidValue` for a value that encodes nothing, or a
  ///   non-finite double (JSON has no text for it), or what the value's encoding throws.
  func encode(_ value: some Encodable) throws -> [UInt8] {
    let storage = JSONTreeStorage()
    let encoder = JSONTreeEncoder(storage: storage, node: storage.root, parent: nil, key: nil)
    try value.encode(to: encoder)
    var output: [UInt8] = []
    output.reserveCapacity(storage.scalars.count * 2)
    guard storage.root.kind != .empty else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "the value encoded nothing"))
    }
    storage.write(storage.root, to: &output, depth: 0, pretty: isPretty)
    return output
  }
}
