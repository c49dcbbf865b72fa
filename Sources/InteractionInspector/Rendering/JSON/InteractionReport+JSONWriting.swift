package import InteractionLog
import InteractionModel

// The interaction report and its parts write their JSON straight into a `JSONWriter`, the text
// their `Encodable` conformances give (ReportJSONWritingTests compares both): `ilog inspect
// --format json` writes one report per interaction. Keys go in sorted order; the snapshot and
// the resolution results, a few per interaction, go through the encoder's tree.

extension InteractionReport: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    writer.field("classOrdinal", classOrdinal)
    try writer.reportField("findings", findings)
    try writer.reportField("handling", handling)
    writer.reportField("identifier", identifier)
    writer.reportField("intentClass", intentClass)
    try writer.reportField("interface", interface)
    writer.field("isTruncated", isTruncated)
    try writer.reportField(encoding: "laterVersions", laterVersions)
    writer.reportField("link", link)
    writer.field("position", position)
    try writer.reportField(encoding: "snapshot", snapshot)
    try writer.reportField("snapshotEvent", snapshotEvent)
    writer.endObject()
  }
}

extension HandlingPhase: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    try writer.reportField("calls", calls)
    writer.field("file", file)
    writer.reportField("intentClass", intentClass)
    writer.reportField("intentIdentifier", intentIdentifier)
    writer.endObject()
  }
}

extension HandlingCall: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    writer.reportField("callID", callID)
    try writer.reportField("completions", completions)
    try writer.reportField("event", event)
    writer.reportField("handlerType", handlerType)
    writer.field("index", index)
    writer.reportField("instance", instance)
    writer.field("isCutOff", isCutOff)
    writer.field("method", method.rawValue)
    writer.reportField("parameter", parameter)
    writer.reportField("time", time)
    writer.endObject()
  }
}

extension HandlingCompletion: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    if let code {
      writer.key("code")
      writer.beginObject()
      writer.field("name", code.name)
      writer.field("rawValue", code.rawValue)
      writer.endObject()
    }
    try writer.reportField("event", event)
    writer.reportField("handler", handler)
    writer.reportField("handlerType", handlerType)
    writer.reportField("latency", latency)
    writer.reportField("responseClass", responseClass)
    try writer.reportField(encoding: "results", results)
    writer.endObject()
  }
}

extension InterfacePhase: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    try writer.reportField("calls", calls)
    writer.endObject()
  }
}

extension UICall: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    writer.reportField("callID", callID)
    writer.reportField("claimedAfter", claimedAfter.map(\.description))
    try writer.reportField("completions", completions)
    writer.field("context", context.name)
    try writer.reportField("event", event)
    writer.field("index", index)
    writer.reportField("instance", instance)
    writer.reportField("interactiveBehavior", interactiveBehavior?.name)
    writer.field("isCutOff", isCutOff)
    writer.field("method", method.rawValue)
    writer.reportField("offered", offered?.map(\.description))
    writer.reportField("time", time)
    writer.endObject()
  }
}

extension UICompletion: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    writer.reportField("claimed", claimed?.map(\.description))
    try writer.reportField("event", event)
    writer.reportField("latency", latency)
    writer.key("size")
    writer.beginObject()
    do {
      try Self.write("height", size.height, to: &writer)
      try Self.write("width", size.width, to: &writer)
    } catch {
      throw error.under("size")
    }
    writer.endObject()
    writer.reportField("success", success)
    writer.endObject()
  }

  /// A side of the size as `Size` encodes itself through the tree: a number, or the name of
  /// one JSON has no number for.
  private static func write(_ key: StaticString, _ length: Double, to writer: inout JSONWriter)
    throws(JSONEncodeError)
  {
    if let name = Size.nonFiniteName(of: length) {
      writer.field(key, name)
    } else {
      try writer.reportField(key, length)
    }
  }
}

extension EventReference: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    writer.field("file", file)
    writer.field("sequence", sequence)
    writer.endObject()
  }
}

extension Finding: ReportJSONWritable {
  package func write(to writer: inout JSONWriter) throws(JSONEncodeError) {
    writer.beginObject()
    writer.field("code", code.rawValue)
    try writer.reportField("evidence", evidence)
    writer.field("explanation", explanation)
    writer.field("hint", hint)
    writer.reportField("interaction", interaction)
    writer.endObject()
  }
}
