import InteractionLog

/// A ``SnippetStack`` in the HTML report: each view a box whose height follows the size the
/// controller answered, a view that takes no room a dashed line, the empty-set view drawn below
/// others marked in red; the documented stack beside the delivered one when they differ.
struct HTMLSnippet {
  /// Pixels per point: a 400 pt view is 240 px tall.
  static let scale = 0.6
  /// The least height of a box, so that its label fits.
  static let minHeight = 40
  /// No box is drawn taller than this (600 pt); its label gives its real size.
  static let maxHeight = 360

  let stack: SnippetStack

  /// The section's HTML, or nothing when the interaction had no interface calls.
  var html: String {
    guard !stack.isEmpty else { return "" }
    var out = "<div class=\"snip\">"
    let title = stack.documented == nil ? "The snippet" : "The snippet as delivered"
    out += column(stack.delivered, title: title, note: deliveredNote, class: "stk")
    if let documented = stack.documented {
      var note =
        stack.hasCatalogRows
        ? "the empty set first (R4), then the rows in the host catalog's order (R13)"
        : "the empty set first (R4)"
      if !stack.leftOut.isEmpty {
        let indexes = stack.leftOut.map { "#\($0)" }.joined(separator: ", ")
        note += "; \(indexes) left out, claimed above (R7)"
      }
      out += column(documented, title: "In the documented order", note: note, class: "stk doc")
    }
    return out + "</div>"
  }

  private var deliveredNote: String {
    if stack.delivered.allSatisfy({ $0.offered == nil }) {
      return "configure(with:context:) views, added to SiriKit's default interface"
    }
    return stack.documented == nil
      ? "top to bottom, in the documented order" : "top to bottom, in the order the calls came"
  }

  private func column(
    _ views: [SnippetStack.View], title: String, note: String, class className: String
  ) -> String {
    var out = "<div class=\"\(className)\"><div class=\"cap\">" + HTMLText.escape(title)
    out += " <small>" + HTMLText.escape(note) + "</small></div><div class=\"frame\">"
    for view in views { out += box(view) }
    return out + "</div></div>"
  }

  private func box(_ view: SnippetStack.View) -> String {
    guard view.takesRoom else { return line(view) }
    var classes = "v " + (view.kind == .standard ? "std" : view.kind == .augmenting ? "aug" : "own")
    if view.lowHeader != nil { classes += " low" }
    let points = min(view.height, 1e6)
    let pixels = min(Self.maxHeight, max(Self.minHeight, Int((points * Self.scale).rounded())))
    var out = "<div class=\"\(classes)\" style=\"min-height:\(pixels)px\">"
    out += "<div class=\"vt\">" + HTMLText.element("span", "#\(view.index)", class: "vn") + " "
    out += offer(view)
    if view.kind != .standard, let size = view.size {
      out += HTMLText.element("span", RenderText.size(size), class: "vs")
    }
    out += "</div>"
    if !view.reasked.isEmpty {
      out += HTMLText.element("div", "! offered again, claimed above (R7)", class: "vr")
    }
    switch view.kind {
    case .standard:
      out += HTMLText.element("div", "SiriKit's default view (success false)", class: "vk")
    case .augmenting:
      out += HTMLText.element("div", "added to SiriKit's default interface", class: "vk")
    default: break
    }
    out += claims(view)
    if let low = view.lowHeader {
      let text =
        low.isAtBottom
        ? "the header, shown as a footer"
        : "the header, shown below " + RenderText.count(low.below, "view")
      out += HTMLText.element("div", "▲ " + text, class: "lowm")
    }
    return out + "</div>"
  }

  /// A view that takes no room: a dashed line with its number, offer and why.
  private func line(_ view: SnippetStack.View) -> String {
    let (why, className): (String, String) =
      switch view.kind {
      case .hidden: ("hidden (\(view.size.map(RenderText.size) ?? "0x0"))", "v thin")
      case .standard: ("success false, nothing to show", "v thin")
      case .unanswered: ("no answer", "v thin bad")
      case .cutOff: ("cut off", "v thin cut")
      case .own, .augmenting: ("", "v thin")
      }
    var out = "<div class=\"\(className)\">"
    out += HTMLText.element("span", "#\(view.index)", class: "vn") + " " + offer(view) + " "
    out += HTMLText.escape(why)
    if view.offered != nil, !view.claimed.isEmpty, view.kind != .unanswered {
      out +=
        " · claims "
        + view.claimed.map { HTMLText.element("span", $0, class: "p") }
        .joined(separator: " ")
    }
    return out + "</div>"
  }

  private func offer(_ view: SnippetStack.View) -> String {
    guard let offered = view.offered else { return "<b>configure</b> " }
    guard !offered.isEmpty else { return HTMLText.element("span", "(empty set)", class: "q") + " " }
    return offered.map { name in
      view.reasked.contains(name)
        ? "<span class=\"p bad\" title=\"claimed above\">" + HTMLText.escape(name) + "</span>"
        : HTMLText.element("span", name, class: "p")
    }.joined(separator: " ") + " "
  }

  private func claims(_ view: SnippetStack.View) -> String {
    guard view.offered != nil else { return "" }
    guard !view.claimed.isEmpty else {
      return HTMLText.element("div", "claims nothing", class: "vc")
    }
    let names = view.claimed.map { name in
      view.claimedBeyondOffer.contains(name)
        ? "<span class=\"p more\" title=\"not offered\">" + HTMLText.escape(name) + "</span>"
        : HTMLText.element("span", name, class: "p")
    }
    var out = "<div class=\"vc\">claims " + names.joined(separator: " ")
    if !view.claimedBeyondOffer.isEmpty {
      out +=
        " "
        + HTMLText.element("span", "(\(view.claimedBeyondOffer.count) not offered)", class: "nw")
    }
    return out + "</div>"
  }
}
