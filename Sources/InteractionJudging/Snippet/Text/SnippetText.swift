/// A ``SnippetStack`` drawn with box-drawing characters for `ilog inspect`'s text: each view a
/// box a line per ``pointsPerLine`` tall (at least as tall as its label), a view that takes no
/// room a dashed line between the boxes; the documented stack beside the delivered one.
package struct SnippetText {
  package static let pointsPerLine = 40.0
  /// No box is drawn taller than this many lines (400 pt); its label gives its real size.
  package static let maxLines = 10
  package static let minWidth = 34
  package static let maxWidth = 58
  package static let gap = "    "

  package let stack: SnippetStack

  /// The drawing of `stack`.
  package init(stack: SnippetStack) {
    self.stack = stack
  }

  /// A view with its text: a box's title, corner and lines, or the line of a view that takes no
  /// room.
  private struct Label {
    enum Text {
      case box(title: StyledLine, corner: StyledLine, rest: [StyledLine])
      case divider(StyledLine)
    }

    let view: SnippetStack.View
    let text: Text
  }

  /// The section: a heading line, the captions when there are two stacks, and the stacks.
  package func lines() -> [StyledLine] {
    guard !stack.isEmpty else { return [] }
    // Each view is labelled once: the labels set the width, then are drawn at it.
    let delivered = stack.delivered.map(labelled)
    let documented = stack.documented?.map(labelled)
    let width = innerWidth(delivered + (documented ?? []))
    var out = [StyledLine("  Snippet", .heading) + StyledLine("  " + note, .dim)]
    let left = draw(delivered, width: width)
    guard let documented else {
      return out + left.map { StyledLine("    ") + $0 }
    }
    var right = draw(documented, width: width)
    if !stack.leftOut.isEmpty {
      let indexes = stack.leftOut.map { "#\($0)" }.joined(separator: ", ")
      right.append(cut(StyledLine("\(indexes) left out: claimed above (R7)", .dim), width + 4))
    }
    let column = width + 4
    out.append(
      StyledLine("    ") + StyledLine(pad("as delivered", column), .strong) + StyledLine(Self.gap)
        + StyledLine("documented order", .strong))
    for row in 0..<max(left.count, right.count) {
      let first = row < left.count ? left[row] : StyledLine()
      let second = row < right.count ? right[row] : StyledLine()
      out.append(
        StyledLine("    ") + first + StyledLine(String.spaces(column - first.width))
          + StyledLine(Self.gap) + second)
    }
    return out
  }

  private var note: String {
    let scale = "top to bottom, a line per \(Int(Self.pointsPerLine)) pt"
    if stack.delivered.allSatisfy({ $0.offered == nil }) {
      return scale + "; configure(with:context:) views, added to SiriKit's default interface"
    }
    let order =
      stack.hasCatalogRows
      ? "the documented order (the empty set first, R4; rows as the host's catalog orders them, R13)"
      : "the documented order (the empty set first, R4)"
    return scale + (stack.documented == nil ? ", in " : ", as delivered and in ") + order
  }

  private func innerWidth(_ labels: [Label]) -> Int {
    var widest = 0
    for label in labels {
      switch label.text {
      case .divider(let line):
        widest = max(widest, line.width + 2)
      case .box(let title, let corner, let rest):
        widest = max(widest, title.width + 2 + corner.width)
        for line in rest { widest = max(widest, line.width) }
      }
    }
    return min(Self.maxWidth, max(Self.minWidth, widest))
  }

  // MARK: - Drawing

  private func draw(_ labels: [Label], width: Int) -> [StyledLine] {
    var out: [StyledLine] = []
    var isOpen = false
    var previousTookRoom = false
    let rule = String(repeating: "─", count: width + 2)
    for label in labels {
      let view = label.view
      switch label.text {
      case .divider(let text):
        let corners = isOpen ? ("├", "┤") : ("┌", "┐")
        let fill = String(repeating: "╌", count: max(1, width - 1 - text.width))
        out.append(
          StyledLine(corners.0 + "╌ ") + cut(text, width - 2) + StyledLine(" " + fill + corners.1))
        isOpen = true
        previousTookRoom = false
      case .box(let title, let corner, let rest):
        if !isOpen {
          out.append(StyledLine("┌" + rule + "┐"))
        } else if previousTookRoom {
          out.append(StyledLine("├" + rule + "┤"))
        }
        isOpen = true
        previousTookRoom = true
        var content = [titleLine(title, corner, width: width)] + rest
        let scaled = Int((min(view.height, 1e6) / Self.pointsPerLine).rounded())
        let height = max(content.count, min(Self.maxLines, scaled))
        while content.count < height { content.append(StyledLine()) }
        for line in content {
          let fitted = cut(line, width)
          out.append(
            StyledLine("│ ") + fitted + StyledLine(String.spaces(width - fitted.width) + " │"))
        }
      }
    }
    if isOpen { out.append(StyledLine("└" + rule + "┘")) }
    return out
  }

  private func labelled(_ view: SnippetStack.View) -> Label {
    guard view.takesRoom else { return Label(view: view, text: .divider(divider(view))) }
    let (title, corner, rest) = label(view)
    return Label(view: view, text: .box(title: title, corner: corner, rest: rest))
  }

  /// The title at the left, the corner at the right, cutting the title if both do not fit.
  private func titleLine(_ title: StyledLine, _ corner: StyledLine, width: Int) -> StyledLine {
    let room = width - corner.width - 2
    let fitted = cut(title, max(1, room))
    return fitted
      + StyledLine(String(repeating: " ", count: max(2, width - fitted.width - corner.width)))
      + corner
  }

  /// A view that takes room: its number and offer, its size at the right, then what it is, what
  /// it claimed, and the mark of a header drawn lower down.
  private func label(_ view: SnippetStack.View) -> (
    title: StyledLine, corner: StyledLine, rest: [StyledLine]
  ) {
    let title = StyledLine("#\(view.index) " + offerText(view), .strong)
    let corner: StyledLine =
      switch view.kind {
      case .standard: StyledLine("success false", .warning)
      default: StyledLine(view.size.map(RenderText.size) ?? "")
      }
    var lines: [StyledLine] = []
    switch view.kind {
    case .standard: lines.append(StyledLine("SiriKit's default view", .warning))
    case .augmenting: lines.append(StyledLine("added to SiriKit's default interface", .dim))
    default: break
    }
    if !view.reasked.isEmpty {
      lines.append(StyledLine("! offered again, claimed above (R7)", .bad))
    }
    lines += claimLines(view)
    if let low = view.lowHeader {
      let text =
        low.isAtBottom
        ? "▲ the header, shown as a footer"
        : "▲ the header, shown below " + RenderText.count(low.below, "view")
      lines.append(StyledLine(text, .bad))
    }
    return (title, corner, lines)
  }

  /// A view that takes no room, in a line.
  private func divider(_ view: SnippetStack.View) -> StyledLine {
    let head = "#\(view.index) " + offerText(view)
    var claims = ""
    if view.offered != nil, !view.claimed.isEmpty {
      claims = ", claims " + view.claimed.joined(separator: ", ")
    }
    switch view.kind {
    case .hidden:
      return StyledLine(head + ": hidden (\(view.size.map(RenderText.size) ?? "0x0"))" + claims)
    case .standard:
      return StyledLine(head + ": success false, nothing to show" + claims)
    case .unanswered:
      return StyledLine(head + ": no answer", .bad)
    case .cutOff:
      return StyledLine(head + ": cut off", .warning)
    case .own, .augmenting:
      return StyledLine(head)
    }
  }

  private func offerText(_ view: SnippetStack.View) -> String {
    guard let offered = view.offered else { return "configure" }
    return offered.isEmpty ? "(empty set)" : offered.joined(separator: ", ")
  }

  private func claimLines(_ view: SnippetStack.View) -> [StyledLine] {
    guard view.offered != nil else { return [] }
    guard !view.claimed.isEmpty else { return [StyledLine("claims nothing", .dim)] }
    return view.claimed.enumerated().map { offset, name in
      let lead = offset == 0 ? "claims " : "       "
      let extra = view.claimedBeyondOffer.contains(name) ? StyledLine(" (not offered)", .dim) : ""
      return StyledLine(lead, .dim) + StyledLine(name) + extra
    }
  }

  // MARK: - Fitting

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private func cut(_ text: String, _ width: Int) -> StyledLine {
    cut(StyledLine(text), width)
  }

  /// The line cut to `width` columns, its last one an ellipsis when it was longer.
  private func cut(_ line: StyledLine, _ width: Int) -> StyledLine {
    guard line.width > width else { return line }
    var out = StyledLine()
    var room = width - 1
    for span in line.spans where room > 0 {
      let text = String(span.text.prefix(room))
      out += StyledLine(text, span.role)
      room -= text.count
    }
    return out + StyledLine("…")
  }
}
