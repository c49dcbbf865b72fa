/// HTML's escapes for values read from a log, which is untrusted input.
///
/// Every string that reaches the report and the time-travel page goes through here, in text
/// and in attribute values alike: one policy for every HTML page, as ``ReportJSONEncoder`` is
/// for JSON.
package enum HTMLText {
  /// Text safe in element content and in a double-quoted attribute value: `&`, `<`, `>`, `"` and
  /// `'` become character references, and control characters other than tab and line feed
  /// (which HTML does not allow) become U+FFFD, as a parser would read them.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An element with escaped text content: `element("td", "a<b", class: "x")` is
  /// `<td class="x">a&lt;b</td>`.
  package static func element(_ name: String, _ text: String, class className: String? = nil)
    -> String
  {
    let attribute = className.map { " class=\"\($0)\"" } ?? ""
    return "<\(name)\(attribute)>\(escape(text))</\(name)>"
  }
}
