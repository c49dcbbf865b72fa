/// What the link check needs of one Markdown file: the anchors it defines and the links it holds,
/// with fenced code blocks and code spans left out, as GitHub renders them.
struct MarkdownDocument: Sendable {
  /// One link's destination, as written, and the line it is on.
  struct Link: Hashable, Sendable {
    /// The line, from 1.
    var line: Int
    /// The destination: a path, a path with a `#fragment`, a `#fragment` or a URL.
    var destination: String
  }

  /// The anchors a link may name after `#`: every heading's slug, as GitHub makes them, and every
  /// `id` or `name` of an HTML element.
  private(set) var anchors: Set<String> = []
  /// Every inline link, image and link reference definition, in order.
  private(set) var links: [Link] = []

  /// Reads a document.
  ///
  /// - Parameter text: The file's text.
  init(_ text: String) {
    var slugCounts: [String: Int] = [:]
    var fence: (character: Character, length: Int)?
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(rawLine)
      if let marker = Self.fenceMarker(line) {
        if let open = fence {
          if marker.character == open.character, marker.length >= open.length,
            marker.isBare
          {
            fence = nil
          }
        } else {
          fence = (marker.character, marker.length)
        }
        continue
      }
      if fence != nil { continue }
      let prose = Self.blankingCodeSpans(line)
      for anchor in Self.htmlAnchors(prose) { anchors.insert(anchor) }
      // The heading's code spans count: GitHub's slug keeps their text.
      if let heading = Self.headingText(line) {
        var slug = Self.slug(heading)
        if let count = slugCounts[slug] {
          slugCounts[slug] = count + 1
          slug += "-\(count + 1)"
        } else {
          slugCounts[slug] = 0
        }
        anchors.insert(slug)
      }
      for destination in Self.linkDestinations(prose) {
        links.append(Link(line: offset + 1, destination: destination))
      }
    }
  }
}
