package import Foundation
package import InteractionModel

extension String: ModelValueConvertible {
  package var modelValue: Value { .string(self) }

  package init(modelValue: Value) throws(SiriKitConversionError) {
    guard let string = modelValue.stringValue else { throw modelValue.mismatch("string") }
    self = string
  }
}

extension Bool: ModelValueConvertible {
  package var modelValue: Value { .bool(self) }

  package init(modelValue: Value) throws(SiriKitConversionError) {
    guard let bool = modelValue.boolValue else { throw modelValue.mismatch("bool") }
    self = bool
  }
}

extension Int: ModelValueConvertible {
  package var modelValue: Value { .integer(Int64(self)) }

  /// Reads an integer, or a double with no fractional part (a log written by another writer
  /// may spell 3 as 3.0).
  package init(modelValue: Value) throws(SiriKitConversionError) {
    switch modelValue {
    case .integer(let value):
      guard let int = Int(exactly: value) else {
        throw SiriKitConversionError(.invalid("\(value) does not fit in Int"))
      }
      self = int
    case .double(let value):
      guard let int = Int(exactly: value) else { throw modelValue.mismatch("integer") }
      self = int
    default:
      throw modelValue.mismatch("integer")
    }
  }
}

extension Double: ModelValueConvertible {
  package var modelValue: Value { .double(self) }

  /// Reads a double, or an integer (JSON does not tell 3 from 3.0).
  package init(modelValue: Value) throws(SiriKitConversionError) {
    switch modelValue {
    case .double(let value): self = value
    case .integer(let value): self = Double(value)
    default: throw modelValue.mismatch("double")
    }
  }
}

extension Date: ModelValueConvertible {
  package var modelValue: Value { .date(self) }

  package init(modelValue: Value) throws(SiriKitConversionError) {
    guard let date = modelValue.dateValue else { throw modelValue.mismatch("date") }
    self = date
  }
}

extension Array: ModelValueConvertible where Element: ModelValueConvertible {
  package var modelValue: Value { .array(map(\.modelValue)) }

  package init(modelValue: Value) throws(SiriKitConversionError) {
    guard let elements = modelValue.arrayValue else { throw modelValue.mismatch("array") }
    var converted: [Element] = []
    converted.reserveCapacity(elements.count)
    for (position, element) in elements.enumerated() {
      do {
        converted.append(try Element(modelValue: element))
      } catch {
        throw error.within("[\(position)]")
      }
    }
    self = converted
  }
}

extension Optional: ModelValueConvertible where Wrapped: ModelValueConvertible {
  /// The wrapped value's, or ``Value/null`` for `nil`: an unset property.
  package var modelValue: Value { self?.modelValue ?? .null }

  package init(modelValue: Value) throws(SiriKitConversionError) {
    self = modelValue.isNull ? nil : try Wrapped(modelValue: modelValue)
  }
}
