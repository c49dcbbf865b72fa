package import InteractionLog

// A line of `ilog inspect --format json` writes itself (see InteractionReport+JSONWriting.swift):
// the interaction lines straight, the header's selection and the summary through the tree.
extension InspectionJSON.Record: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    try writer.reportField("interaction", interaction)
    writer.reportField("schema", schema)
    try writer.reportField(encoding: "selection", selection)
    writer.reportField("session", session)
    try writer.reportField(encoding: "summary", summary)
    writer.endObject()
  }
}
