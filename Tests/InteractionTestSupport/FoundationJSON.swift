import Foundation

/// What Foundation's `JSONEncoder` writes for `value` with sorted keys and slashes as they are:
/// the text the reports' own encoder is compared with.
///
/// - Parameters:
///   - value: The value to encode.
///   - pretty: Whether to add `.prettyPrinted`.
/// - Returns: The JSON text, without a final line break.
/// - Throws: What `JSONEncoder` throws, such as for a number that is not finite.
package func foundationJSON(_ value: some Encodable, pretty: Bool = false) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting =
    pretty
    ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    : [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}
