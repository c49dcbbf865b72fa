#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A JSON-like property value of an intent or intent response.
///
/// SiriKit hands an extension Objective-C objects (strings, numbers, dates, placemarks, persons…);
/// the recorder flattens them into this tree so that a recording can be stored, compared and
/// replayed on any platform. Integers, doubles and dates stay distinct cases, so `.integer(3)` and
/// `.double(3)` are different values.
public enum Value: Hashable, Sendable {
  /// No value; an unset (`nil`) property.
  case null
  /// A Boolean.
  case bool(Bool)
  /// A whole number.
  case integer(Int64)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// A point in time.
  case date(Date)
  /// An ordered list of values.
  case array([Value])
  /// Values by key, like the properties of an object.
  case object([String: Value])
}

extension Value {
  /// Whether this is ``null``.
  public var isNull: Bool { self == .null }

  /// The Boolean, if this is a ``bool(_:)``; otherwise `nil`.
  public var boolValue: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// The whole number, if this is an ``integer(_:)``; otherwise `nil`.
  public var integerValue: Int64? {
    guard case .integer(let value) = self else { return nil }
    return value
  }

  /// The floating-point number, if this is a ``double(_:)``; otherwise `nil`.
  ///
  /// An ``integer(_:)`` gives `nil` too: the accessors never convert, so that what a test reads
  /// is what the recording holds.
  public var doubleValue: Double? {
    guard case .double(let value) = self else { return nil }
    return value
  }

  /// The string, if this is a ``string(_:)``; otherwise `nil`.
  public var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The date, if this is a ``date(_:)``; otherwise `nil`.
  public var dateValue: Date? {
    guard case .date(let value) = self else { return nil }
    return value
  }

  /// The elements, if this is an ``array(_:)``; otherwise `nil`.
  public var arrayValue: [Value]? {
    guard case .array(let value) = self else { return nil }
    return value
  }

  /// The members, if this is an ``object(_:)``; otherwise `nil`.
  public var objectValue: [String: Value]? {
    guard case .object(let value) = self else { return nil }
    return value
  }

  /// The member for a key of an ``object(_:)``.
  ///
  /// - Parameter key: The member's name.
  /// - Returns: The member, or `nil` if this is not an object or has no such member.
  public subscript(key: String) -> Value? {
    objectValue?[key]
  }

  /// The element at a position of an ``array(_:)``.
  ///
  /// - Parameter index: The element's zero-based position.
  /// - Returns: The element, or `nil` if this is not an array or the position is out of range.
  public subscript(index: Int) -> Value? {
    guard let elements = arrayValue, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// A stable name for the case: `null`, `bool`, `integer`, `double`, `string`, `date`, `array`
  /// or `object`.
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "bool"
    case .integer: "integer"
    case .double: "double"
    case .string: "string"
    case .date: "date"
    case .array: "array"
    case .object: "object"
    }
  }
}
