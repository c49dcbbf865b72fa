package import Foundation
package import InteractionModel

extension DateComponents: ModelValueConvertible {
  /// The components that are set, as integers by name (`year`, `month`, `day`, `hour`, …), with
  /// the calendar's identifier (`gregorian`) and the time zone's (`Europe/Berlin`) when set.
  package var modelValue: Value {
    var members: [String: Value] = [:]
    for (name, component) in Self.fields {
      if let number = value(for: component), number != Int.max {
        members[name] = .integer(Int64(number))
      }
    }
    if let identifier = calendar?.identifier,
      let name = Self.calendarNames.first(where: { $0.1 == identifier })?.0
    {
      members["calendar"] = .string(name)
    }
    if let timeZone {
      members["timeZone"] = .string(timeZone.identifier)
    }
    return .object(members)
  }

  package init(modelValue: Value) throws(SiriKitConversionError) {
    let members = try modelValue.members(of: "DateComponents")
    var components = DateComponents()
    for (name, member) in members {
      if let component = Self.fields.first(where: { $0.0 == name })?.1 {
        do {
          components.setValue(try Int(modelValue: member), for: component)
        } catch {
          throw error.within(name)
        }
      } else if name == "calendar" {
        guard let text = member.stringValue else { throw member.mismatch("string").within(name) }
        guard let identifier = Self.calendarNames.first(where: { $0.0 == text })?.1 else {
          throw SiriKitConversionError(
            .unknownCase(type: "Calendar.Identifier", name: text), at: name)
        }
        components.calendar = Calendar(identifier: identifier)
      } else if name == "timeZone" {
        guard let text = member.stringValue else { throw member.mismatch("string").within(name) }
        guard let zone = TimeZone(identifier: text) else {
          throw SiriKitConversionError(.invalid("unknown time zone \"\(text)\""), at: name)
        }
        components.timeZone = zone
      } else {
        throw SiriKitConversionError(.invalid("unknown date component"), at: name)
      }
    }
    self = components
  }

  /// The integer components and their names in the log.
  private static let fields: [(String, Calendar.Component)] = [
    ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour),
    ("minute", .minute), ("second", .second), ("nanosecond", .nanosecond),
    ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal), ("quarter", .quarter),
    ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear),
    ("yearForWeekOfYear", .yearForWeekOfYear),
  ]

  /// The calendars and their names in the log: the names of `Calendar.Identifier`'s cases.
  private static let calendarNames: [(String, Calendar.Identifier)] = [
    ("gregorian", .gregorian), ("iso8601", .iso8601), ("buddhist", .buddhist),
    ("chinese", .chinese), ("coptic", .coptic), ("ethiopicAmeteMihret", .ethiopicAmeteMihret),
    ("ethiopicAmeteAlem", .ethiopicAmeteAlem), ("hebrew", .hebrew), ("indian", .indian),
    ("islamic", .islamic), ("islamicCivil", .islamicCivil), ("islamicTabular", .islamicTabular),
    ("islamicUmmAlQura", .islamicUmmAlQura), ("japanese", .japanese), ("persian", .persian),
    ("republicOfChina", .republicOfChina),
  ]
}
