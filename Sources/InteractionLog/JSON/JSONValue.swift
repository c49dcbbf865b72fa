/// A parsed JSON document, or one to write.
///
/// Numbers keep the distinction JSON text makes: a number without fraction or exponent that fits
/// `Int64` is an ``integer(_:)``, every other number a ``double(_:)``. So `3` and `3.0` are
/// different values, and ``JSONWriter`` writes a double so that it reads back as a double.
/// Strings compare as Swift strings do, by canonical equivalence.
package enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits `Int64`.
  case integer(Int64)
  /// Any other number; always finite.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in document order.
  case object(JSONObject)
}

extension JSONValue: CustomStringConvertible {
  /// The compact JSON text ``JSONWriter`` writes for the value.
  package var description: String {
    var writer = JSONWriter(capacity: 64)
    writer.value(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
