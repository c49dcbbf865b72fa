import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// The generator's table as the tests read it, and sample model values for its types: what the
/// round trips of the generated code go through, intent by intent.
struct GeneratedTable: Decodable {
  struct Case: Decodable {
    var name: String
    var rawValue: Int
  }

  struct EnumEntry: Decodable {
    var name: String
    var cases: [Case]
  }

  struct Property: Decodable {
    var name: String
    var type: String
    var optional: Bool
    var `enum`: Bool?
    var unbridged: String?
    /// `readOnly` where Apple lets no app set the property (it is recorded, never replayed).
    var access: String?
  }

  struct Response: Decodable {
    var `class`: String
    var codes: [Case]
    var properties: [Property]
  }

  struct Method: Decodable {
    var kind: String
    var selector: String
    var parameter: String?
    var resultClass: String?
    var resultIsArray: Bool?
    var unbridged: String?
  }

  struct Handling: Decodable {
    var `protocol`: String
    var methods: [Method]
  }

  struct Intent: Decodable {
    var intentClass: String
    var properties: [Property]
    var response: Response
    var handling: Handling
  }

  var enums: [EnumEntry]
  /// The option sets, each member's raw value its bit.
  var options: [EnumEntry]
  var intents: [Intent]

  /// The package's root directory, from this file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The committed table.
  static func load() throws -> GeneratedTable {
    try JSONDecoder().decode(
      GeneratedTable.self,
      from: Data(
        contentsOf: packageRoot.appendingPathComponent("Tools/generate-sirikit/sirikit.json")))
  }

  /// The generated bridge of an intent class.
  static func bridge(_ intentClass: String) throws -> any SiriKitGeneratedIntentBridge.Type {
    let bridge = SiriKitIntentRegistry().bridge(forIntent: intentClass)
    return try #require(bridge as? any SiriKitGeneratedIntentBridge.Type, "\(intentClass)")
  }

  /// A model value of a property type, in the shape the recordings use; for an enum its last
  /// case, so that it is never the default; for an option set its first and last members.
  func sample(of type: String) -> Value {
    if type.hasPrefix("[") {
      let element = String(type.dropFirst().dropLast())
      return .array([sample(of: element), sample(of: element)])
    }
    if let entry = enums.first(where: { $0.name == type }), let last = entry.cases.last {
      return .string(last.name)
    }
    if let entry = options.first(where: { $0.name == type }),
      let first = entry.cases.first, let last = entry.cases.last
    {
      return .array([.string(first.name), .string(last.name)])
    }
    switch type {
    case "String": return .string("Groceries")
    case "Int", "NSNumber": return .integer(2)
    case "Double": return .double(3.5)
    case "Bool": return .bool(true)
    case "INSpeakableString": return .string("run")
    case "INPerson":
      return .object(["displayName": .string("Anna"), "handle": .string("anna@example.com")])
    case "CLPlacemark":
      return .object([
        "latitude": .double(52.52), "longitude": .double(13.405), "name": .string("Home"),
      ])
    case "INCurrencyAmount":
      return .object(["amount": .double(12.5), "currencyCode": .string("EUR")])
    case "Date":
      return .date(Date(timeIntervalSince1970: 1_795_000_000))
    case "DateComponents":
      return DateComponents(year: 2026, month: 11, day: 23, hour: 9).modelValue
    case "INRideStatus":
      return .object([
        "rideIdentifier": .string("ride-1"), "phase": .string("confirmed"),
        "driver": .object([
          "displayName": .string("Sam"), "phoneNumber": .string("+1 555 0100"),
          "rating": .string("4.9"),
        ]),
        "pickupLocation": sample(of: "CLPlacemark"),
        "estimatedPickupDate": sample(of: "Date"),
      ])
    case "INPaymentAccount":
      return .object([
        "accountType": .string("saving"), "nickname": .string("Savings"),
        "accountNumber": .string("DE02 1203 0000 0000 2020 51"),
        "balance": .object(["amount": .double(1250.5), "currencyCode": .string("EUR")]),
        "secondaryBalance": .object(["amount": .double(800), "balanceType": .string("points")]),
      ])
    case "INTask":
      return .object([
        "title": .string("Milk"), "status": .string("completed"),
        "taskType": .string("completable"), "identifier": .string("task-1"),
        "priority": .string("flagged"),
        "spatialEventTrigger": sample(of: "INSpatialEventTrigger"),
        "temporalEventTrigger": sample(of: "INTemporalEventTrigger"),
      ])
    case "INTaskList":
      return .object([
        "title": .string("Groceries"), "tasks": sample(of: "[INTask]"),
        "groupName": .string("Home"), "identifier": .string("list-1"),
        "createdDateComponents": sample(of: "DateComponents"),
      ])
    case "INPaymentAmount":
      return .object([
        "amount": sample(of: "INCurrencyAmount"), "amountType": .string("amountDue"),
      ])
    case "INBillPayee":
      return .object([
        "nickname": .string("Power"), "accountNumber": .string("…4711"),
        "organizationName": .string("City Power"),
      ])
    case "INBillDetails":
      return .object([
        "billType": .string("electricity"), "paymentStatus": .string("pending"),
        "billPayee": sample(of: "INBillPayee"), "amountDue": sample(of: "INCurrencyAmount"),
        "dueDate": sample(of: "DateComponents"),
      ])
    case "INPaymentMethod":
      return .object([
        "type": .string("credit"), "name": .string("Visa"), "identificationHint": .string("4242"),
      ])
    case "INPaymentRecord":
      return .object([
        "payee": sample(of: "INPerson"), "currencyAmount": sample(of: "INCurrencyAmount"),
        "paymentMethod": sample(of: "INPaymentMethod"), "note": .string("Dinner"),
        "status": .string("pending"), "feeAmount": sample(of: "INCurrencyAmount"),
      ])
    case "INNoteContent":
      return .object(["text": .string("Buy milk")])
    case "INNote":
      return .object([
        "title": .string("Ideas"), "contents": sample(of: "[INNoteContent]"),
        "groupName": .string("Home"), "identifier": .string("note-1"),
        "modifiedDateComponents": sample(of: "DateComponents"),
      ])
    case "INMessage":
      return .object([
        "identifier": .string("message-1"), "conversationIdentifier": .string("chat-1"),
        "content": .string("On my way"), "dateSent": sample(of: "Date"),
        "sender": sample(of: "INPerson"), "recipients": sample(of: "[INPerson]"),
        "groupName": .string("Climbing"), "messageType": .string("text"),
        "serviceName": .string("Chat"),
      ])
    case "INCallRecordFilter":
      return .object([
        "participants": sample(of: "[INPerson]"), "callTypes": .array([.string("missed")]),
        "callCapability": .string("videoCall"),
      ])
    case "INTemporalEventTrigger":
      return .object(["dateComponentsRange": sample(of: "INDateComponentsRange")])
    case "INSpatialEventTrigger":
      return .object(["placemark": sample(of: "CLPlacemark"), "event": .string("depart")])
    case "INDateComponentsRange":
      return INDateComponentsRange(
        start: DateComponents(year: 2026, month: 11, day: 23, hour: 9), end: nil
      ).modelValue
    default:
      Issue.record("no sample for \(type)")
      return .null
    }
  }
}
