#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Value: Codable {
  // Each value is a single-member object naming its case, for example {"integer": 3} or {"date":
  // …}. Plain JSON would be shorter but loses the difference between 3 and 3.0, and a date would
  // come back as a number; the tag keeps every encoder (JSON, property list) lossless.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case null, bool, integer, double, string, date, array, object
  }

  /// Creates a value from the single-member tagged form that ``encode(to:)`` writes.
  ///
  /// - Throws: `DecodingError.dataCorrupted` unless the container holds exactly one known tag.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let tags = container.allKeys
    guard tags.count == 1, let tag = tags.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription:
            "expected exactly one of \(CodingKeys.allCases.map(\.stringValue)), found "
            + "\(tags.map(\.stringValue))"
        )
      )
    }
    switch tag {
    case .null: self = .null
    case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
    case .integer: self = .integer(try container.decode(Int64.self, forKey: tag))
    case .double: self = .double(try container.decode(Double.self, forKey: tag))
    case .string: self = .string(try container.decode(String.self, forKey: tag))
    case .date: self = .date(try container.decode(Date.self, forKey: tag))
    case .array: self = .array(try container.decode([Value].self, forKey: tag))
    case .object: self = .object(try container.decode([String: Value].self, forKey: tag))
    }
  }

  /// Writes the value as a single-member object whose key is the case name.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws, for example for a non-finite double under JSONEncoder's
  ///   default strategy.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .null: try container.encode(true, forKey: .null)
    case .bool(let value): try container.encode(value, forKey: .bool)
    case .integer(let value): try container.encode(value, forKey: .integer)
    case .double(let value): try container.encode(value, forKey: .double)
    case .string(let value): try container.encode(value, forKey: .string)
    case .date(let value): try container.encode(value, forKey: .date)
    case .array(let value): try container.encode(value, forKey: .array)
    case .object(let value): try container.encode(value, forKey: .object)
    }
  }
}
