/// Renders the intent catalog's entries, `CatalogEntry`'s static properties that
/// `IntentCatalog.standard` lists: one file per entry of the table's `catalogFiles`, its entries
/// in the table's order.
struct CatalogRenderer {
  var table: SiriKitTable

  static let directory = "Sources/InteractionModel/Catalog/Generated"

  /// A table whose catalog facts cannot make the files, with what is wrong.
  struct InvalidTable: Error, CustomStringConvertible {
    var description: String
  }

  /// Every catalog file, in the order of the table's `catalogFiles`.
  ///
  /// - Throws: `InvalidTable` if an intent names a file the table does not list, a listed file
  ///   has no entries, or two intents share a property name.
  func files() throws -> [GeneratedFile] {
    let names = Set(table.catalogFiles.map(\.name))
    var properties = Set<String>()
    for intent in table.intents {
      guard names.contains(intent.catalog.file) else {
        throw InvalidTable(
          description: "\(intent.intentClass)'s catalog file \(intent.catalog.file) is not one of "
            + "catalogFiles (\(names.sorted().joined(separator: ", ")))")
      }
      guard properties.insert(intent.catalog.property).inserted else {
        throw InvalidTable(
          description: "\(intent.intentClass)'s catalog property \(intent.catalog.property) is "
            + "another intent's too")
      }
    }
    return try table.catalogFiles.map { catalogFile in
      let intents = table.intents.filter { $0.catalog.file == catalogFile.name }
      guard !intents.isEmpty else {
        throw InvalidTable(description: "catalog file \(catalogFile.name) has no intents")
      }
      let comment = catalogFile.comment.map { $0.isEmpty ? "//\n" : "// \($0)\n" }.joined()
      let entries = intents.map(entry).joined(separator: "\n\n")
      return GeneratedFile(
        path: "\(Self.directory)/CatalogEntry+\(catalogFile.name).swift",
        text: GeneratedFile.header + "\n" + comment + "\n"
          + "extension CatalogEntry {\n\(entries)\n}\n")
    }
  }

  /// An entry as written before the formatter runs: one line per argument, which swift-format
  /// keeps (`respectsExistingLineBreaks`) and wraps where a line is too long.
  private func entry(_ intent: SiriKitTable.IntentEntry) -> String {
    let facts = intent.catalog
    let parameters = facts.resolvableParameters.map(Self.literal).joined(separator: ", ")
    let orderSource =
      facts.orderSource.map { "\n" + Self.wrappedLiteral($0, indent: "      ") }
      ?? " sdkDeclarationOrder(\(Self.literal(intent.intentClass)))"
    var lines = facts.documentation.map { $0.isEmpty ? "  ///" : "  /// \($0)" }
    lines.append("  public static let \(facts.property) = CatalogEntry(")
    lines.append("    intentClass: \(Self.literal(intent.intentClass)),")
    lines.append("    responseClass: \(Self.literal(intent.response.class)),")
    lines.append("    resolvableParameters: [\(parameters)],")
    lines.append("    rows: [")
    for row in facts.rows {
      let grouped = row.groupsElements ? ", groupsElements: true" : ""
      lines.append("      .shipped(\(Self.literal(row.text))\(grouped)),")
    }
    lines.append("    ],")
    lines.append("    orderSource:\(orderSource))")
    return lines.joined(separator: "\n")
  }

  /// A Swift string literal of the text.
  private static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\\" || character == "\"" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"\(escaped)\""
  }

  /// A long text as literals joined by `+`, one a line, so that no line passes the 100 columns
  /// swift-format allows: it breaks lines but never a literal.
  private static func wrappedLiteral(_ text: String, indent: String) -> String {
    // The indent, two quotes and "+ " leave this much of a line for the text.
    let width = 100 - indent.count - 4
    var pieces: [String] = []
    var piece = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = piece.isEmpty ? String(word) : piece + " " + word
      if candidate.count > width, !piece.isEmpty {
        pieces.append(piece + " ")
        piece = String(word)
      } else {
        piece = candidate
      }
    }
    pieces.append(piece)
    return pieces.enumerated().map { position, piece in
      indent + (position == 0 ? "" : "+ ") + literal(piece)
    }.joined(separator: "\n")
  }
}
