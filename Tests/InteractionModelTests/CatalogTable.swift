import Foundation

/// The catalog facts of generate-sirikit's table, as the tests read them: what the generated
/// entries of `IntentCatalog.standard` are written from.
struct CatalogTable: Decodable {
  struct Response: Decodable {
    var `class`: String
  }

  /// A row: its text form, or an object with `text` and `groupsElements`.
  struct Row: Decodable, Equatable {
    var text: String
    var groupsElements = false

    private enum CodingKeys: String, CodingKey {
      case text, groupsElements
    }

    init(text: String, groupsElements: Bool) {
      self.text = text
      self.groupsElements = groupsElements
    }

    init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        self.text = text
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      text = try container.decode(String.self, forKey: .text)
      groupsElements = try container.decodeIfPresent(Bool.self, forKey: .groupsElements) ?? false
    }
  }

  struct Facts: Decodable {
    var property: String
    var resolvableParameters: [String]
    var rows: [Row]
    /// `nil` where both orders are the SDK's declaration order.
    var orderSource: String?
  }

  struct Intent: Decodable {
    var intentClass: String
    var response: Response
    var catalog: Facts
  }

  var intents: [Intent]

  /// The committed table, found from this file's place in the package.
  static func load() throws -> CatalogTable {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try JSONDecoder().decode(
      CatalogTable.self,
      from: Data(contentsOf: root.appendingPathComponent("Tools/generate-sirikit/sirikit.json")))
  }
}
