import InteractionLog

/// The HTML report's frame: the head with its security policy and style sheet, the page's
/// heading and filters, and at the end the totals and the script.
enum HTMLDocument {
  /// Forbids every load, so that the page stays self-contained even if a value slipped through
  /// unescaped: only the inline style sheet and the one script whose hash it names may run.
  static let securityPolicy = securityPolicy(prelude: nil)

  /// The policy, admitting the prelude's script too when there is one.
  static func securityPolicy(prelude: HTMLReportPrelude?) -> String {
    let scripts = ([scriptHash] + [prelude?.scriptHash].compactMap { $0 })
      .map { "'\($0)'" }.joined(separator: " ")
    return "default-src 'none'; style-src 'unsafe-inline'; script-src \(scripts); "
      + "base-uri 'none'; form-action 'none'"
  }

  /// The page up to the first session.
  ///
  /// - Parameters:
  ///   - sessions: Each session's paths.
  ///   - prelude: What goes above the sessions, if anything.
  /// - Returns: The markup from the doctype to the list of sessions.
  static func begin(sessions: [[String]], prelude: HTMLReportPrelude? = nil) -> String {
    let names = sessions.map { $0.joined(separator: " ") }
    var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
    out +=
      "<meta http-equiv=\"Content-Security-Policy\" content=\"\(securityPolicy(prelude: prelude))\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    out += "<meta name=\"generator\" content=\"ilog \(LogFormat.toolVersion)\">\n"
    out += "<title>" + HTMLText.escape("ilog report: " + names.joined(separator: ", "))
    out += "</title>\n<style>\n" + style + (prelude?.style ?? "") + "</style></head>\n<body>\n"
    if let prelude {
      // Its script right after it: ready before the browser has read the sessions below,
      // which on a long session take it far longer.
      out += prelude.markup + "<script>" + prelude.script + "</script>\n"
    }
    out += "<header class=\"top\"><h1>SiriKit interactions</h1>"
    out += "<p class=\"meta\">ilog \(LogFormat.toolVersion) report of "
    out += names.enumerated().map { index, name in
      "<a href=\"#s\(index + 1)\">" + HTMLText.escape(name) + "</a>"
    }.joined(separator: ", ")
    out += "</p></header>\n"
    out += "<nav class=\"filters\" hidden><input type=\"search\" id=\"fq\" "
    out += "placeholder=\"Search intent, id, instance…\" aria-label=\"Search\">"
    out += "<select id=\"fi\" aria-label=\"Intent\"><option value=\"\">every intent</option>"
    out += "</select><select id=\"fc\" aria-label=\"Exception code\">"
    out += "<option value=\"\">every exception code</option></select>"
    out += "<label><input type=\"checkbox\" id=\"fx\"> with exceptions only</label>"
    out += "<output id=\"fn\"></output></nav>\n"
    if prelude != nil {
      // The prelude's markup is the page's `main`; the sessions follow in a section.
      out += "<section class=\"sessions\" aria-label=\"Sessions\">\n"
    } else {
      out += "<main>\n"
    }
    return out
  }

  /// The page after the last session.
  ///
  /// - Parameters:
  ///   - run: What every session held.
  ///   - prelude: What went above the sessions, if anything.
  /// - Returns: The markup that closes the page, with the run's totals.
  static func end(_ run: RunTally, prelude: HTMLReportPrelude? = nil) -> String {
    var out = prelude == nil ? "</main>\n<footer>" : "</section>\n<footer>"
    let total = run.findings.values.reduce(0, +)
    out += HTMLText.escape(
      RenderText.count(run.outcome.sessions, "session") + ", "
        + RenderText.count(run.outcome.interactions, "interaction") + ", "
        + (total == 0 ? "no findings" : RenderText.count(total, "finding")))
    out += ". Each timeline lists both extensions' calls in time order, on each process's own "
    out += "clock; marked rows are the evidence of a finding.</footer>\n"
    out += "<script>" + script + "</script>\n</body></html>\n"
    return out
  }
}
