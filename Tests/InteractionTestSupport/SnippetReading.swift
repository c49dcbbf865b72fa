/// The stacked views of an interaction's snippet read back from what `ilog report` and
/// `ilog inspect` draw, so that tests compare the drawing's order, sizes and labels rather than
/// its bytes.
package enum SnippetReading {
  /// One view as drawn.
  package struct View: Equatable, CustomStringConvertible {
    /// The call's number, `#n` in its label.
    package var number: Int
    /// Whether it is drawn as a box that takes room (not a line between boxes).
    package var isBox: Bool
    /// Its classes in the page (`own`, `std`, `aug`, `low`, `thin`…); none in text.
    package var classes: [String]
    /// Its label, white space made single spaces.
    package var text: String
    /// Its height: pixels in the page (its `min-height`), lines in text; 0 for a line.
    package var height: Int

    package var description: String { "#\(number) \(isBox ? "box \(height)" : "line"): \(text)" }
  }

  /// One stack: its caption and its views, top to bottom.
  package struct Stack: Equatable {
    package var caption: String
    package var views: [View]

    /// The views' numbers, top to bottom.
    package var order: [Int] { views.map(\.number) }
  }

  /// The stacks of each interaction section of a report page, in order.
  ///
  /// - Parameter html: The page.
  /// - Returns: Per `<details class="ix">`, its stacks: the delivered one, and the documented one
  ///   when the page draws it.
  /// - Throws: ``HTMLElement/ReadError`` if the page cannot be read.
  package static func stacks(html: String) throws(HTMLElement.ReadError) -> [[Stack]] {
    let page = try HTMLElement.parse(html)
    return page.descendants { $0.name == "details" && $0.has(class: "ix") }.map { section in
      section.descendants(class: "stk").map { stack in
        let caption = stack.descendants(class: "cap").first?.text ?? ""
        let views = stack.descendants(class: "v").map { view in
          let label = view.descendants(class: "vn").first?.text ?? ""
          let style = view.attributes["style"] ?? ""
          let pixels = style.split(separator: ":").last.map { $0.filter(\.isNumber) } ?? ""
          return View(
            number: Int(label.dropFirst()) ?? 0, isBox: !view.has(class: "thin"),
            classes: view.classes.filter { $0 != "v" }, text: view.text, height: Int(pixels) ?? 0)
        }
        return Stack(caption: caption, views: views)
      }
    }
  }

  /// The stacks of each `Snippet` section of `ilog inspect`'s text, in order.
  ///
  /// - Parameter text: The output, without colour.
  /// - Returns: Per section, its stacks, left to right; a stack's caption is the column's title
  ///   (empty for a lone stack), and a line under a stack that is no part of it is ignored.
  package static func stacks(text: String) -> [[Stack]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    var sections: [[Stack]] = []
    var index = 0
    while index < lines.count {
      guard String(lines[index]).hasPrefix("  Snippet") else {
        index += 1
        continue
      }
      index += 1
      var captions: [Character] = []
      if index < lines.count, !lines[index].contains("┌") {
        captions = lines[index]
        index += 1
      }
      var block: [[Character]] = []
      while index < lines.count, !lines[index].isEmpty {
        block.append(lines[index])
        index += 1
      }
      guard let top = block.first else { continue }
      let starts = top.indices.filter { top[$0] == "┌" }
      sections.append(
        starts.map { start in
          let end = top[start...].firstIndex(of: "┐") ?? top.count - 1
          let caption = String(captions.dropFirst(start).prefix(end - start + 1))
          return Stack(
            caption: caption.trimmingBlanks(),
            views: column(block.map { Array($0.dropFirst(start).prefix(end - start + 1)) }))
        })
    }
    return sections
  }

  private static func column(_ lines: [[Character]]) -> [View] {
    var views: [View] = []
    var box: [String]?
    func closeBox() {
      guard let lines = box, let first = lines.first else { return }
      views.append(
        View(
          number: number(first), isBox: true, classes: [],
          text: lines.joined(separator: " ").split(separator: " ").joined(separator: " "),
          height: lines.count))
      box = nil
    }
    for line in lines {
      guard let first = line.first else { continue }
      let second = line.dropFirst().first
      switch (first, second) {
      case ("┌", "─"), ("├", "─"):
        closeBox()
        box = []
      case ("┌", "╌"), ("├", "╌"):
        closeBox()
        let inner = String(line.dropFirst(3)).trimmingBlanks()
        let text = String(inner.reversed().drop { $0 == "┐" || $0 == "┤" || $0 == "╌" }.reversed())
        views.append(
          View(
            number: number(text), isBox: false, classes: [],
            text: text.split(separator: " ").joined(separator: " "), height: 0))
        // A box right under the line needs no rule of its own.
        box = []
      case ("│", _):
        box?.append(String(line.dropFirst(2).dropLast(2)))
      case ("└", _):
        closeBox()
        return views
      default:
        return views
      }
    }
    closeBox()
    return views
  }

  private static func number(_ label: String) -> Int {
    let trimmed = label.drop { $0 == " " }
    guard trimmed.first == "#" else { return 0 }
    return Int(String(trimmed.dropFirst().prefix { $0.isNumber })) ?? 0
  }
}

extension String {
  fileprivate func trimmingBlanks() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
