/// A report value that writes its compact JSON straight into a ``JSONWriter``: the same text
/// its `Encodable` conformance gives through ``ReportJSONEncoder``, without building a tree.
///
/// `ilog inspect --format json` writes one report per interaction, thousands per second;
/// through `Encodable` and the tree, writing them took longer than inspecting the session. A
/// conforming type writes its members with their keys in sorted order (the order of their UTF-8
/// bytes, as ``ReportJSONEncoder`` sorts them), leaves out the optional ones that have no value,
/// as synthesized `Encodable` conformances do, and spells scalars as the tree does
/// (``JSONWriter/reportField(_:_:)-(_,Double)``). ``ReportJSONEncoder`` takes this path for a
/// compact layout by itself; the tests compare both paths' text for every report they build,
/// so a member added to the type and not to its writer shows at once.
package protocol ReportJSONWritable: Encodable {
  /// Writes the value as one JSON value (an object, usually) at the writer's position.
  ///
  /// - Parameter writer: The writer, where a value is due.
  /// - Throws: ``JSONEncodeError`` naming the member JSON cannot write, as
  ///   ``ReportJSONEncoder`` would.
  func write(to writer: inout JSONWriter) throws(JSONEncodeError)
}
