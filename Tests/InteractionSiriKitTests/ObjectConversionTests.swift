import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// SiriKit's object types to model values and back, in the shapes the committed recordings use.
@Suite struct ObjectConversionTests {
  @Test func aSpeakableStringIsItsSpokenPhrase() throws {
    let string = INSpeakableString(spokenPhrase: "run")
    #expect(string.modelValue == .string("run"))
    let back = try INSpeakableString(modelValue: .string("run"))
    #expect(back == string)
  }

  @Test func aPersonHasTheRecordingsShapeAndComesBack() throws {
    let person = INPerson(
      personHandle: INPersonHandle(value: "anna@example.com", type: .unknown),
      nameComponents: nil, displayName: "Anna", image: nil, contactIdentifier: nil,
      customIdentifier: nil)
    #expect(person.modelValue == ["displayName": "Anna", "handle": "anna@example.com"])
    let back = try INPerson(modelValue: person.modelValue)
    #expect(back == person)
    let typed = INPerson(
      personHandle: INPersonHandle(value: "+4930123", type: .phoneNumber), nameComponents: nil,
      displayName: "Ben", image: nil, contactIdentifier: "C1", customIdentifier: nil)
    #expect(
      typed.modelValue == [
        "displayName": "Ben", "handle": "+4930123", "handleType": "phoneNumber",
        "contactIdentifier": "C1",
      ])
    #expect(try INPerson(modelValue: typed.modelValue) == typed)
  }

  @Test func aPlacemarkIsItsCoordinateAndName() throws {
    let placemark = CLPlacemark(
      location: CLLocation(latitude: 52.52, longitude: 13.405), name: "Home", postalAddress: nil)
    #expect(placemark.modelValue == ["latitude": 52.52, "longitude": 13.405, "name": "Home"])
    let back = try CLPlacemark(
      modelValue: ["latitude": 52.5251, "longitude": 13.3694, "name": "Central Station"])
    #expect(back.name == "Central Station")
    #expect(back.location?.coordinate.latitude == 52.5251)
    #expect(back.location?.coordinate.longitude == 13.3694)
  }

  @Test func moneyIsANumberAsInTheRecordings() throws {
    let amount = INCurrencyAmount(amount: NSDecimalNumber(string: "12.50"), currencyCode: "EUR")
    #expect(amount.modelValue == ["amount": 12.5, "currencyCode": "EUR"])
    #expect(try INCurrencyAmount(modelValue: amount.modelValue) == amount)
    let tenth = try INCurrencyAmount(modelValue: ["amount": 0.1, "currencyCode": "EUR"])
    #expect(tenth.amount == NSDecimalNumber(string: "0.1"))
    let whole = try INCurrencyAmount(modelValue: ["amount": 8000, "currencyCode": "EUR"])
    #expect(whole.amount == NSDecimalNumber(value: 8000))
    let error = #expect(throws: SiriKitConversionError.self) {
      try INCurrencyAmount(modelValue: ["amount": "twelve", "currencyCode": "EUR"])
    }
    #expect(error?.keyPath == "amount")
  }

  @Test func dateComponentsAndRangesComeBack() throws {
    var start = DateComponents()
    start.year = 2026
    start.month = 11
    start.day = 23
    start.hour = 9
    start.timeZone = TimeZone(identifier: "Europe/Berlin")
    let range = INDateComponentsRange(start: start, end: nil)
    #expect(
      range.modelValue == [
        "start": [
          "year": 2026, "month": 11, "day": 23, "hour": 9, "timeZone": "Europe/Berlin",
        ],
        "end": nil,
      ])
    #expect(try INDateComponentsRange(modelValue: range.modelValue) == range)
  }

  @Test func anObjectKeepsItsIdentifierAndDisplayString() throws {
    let object = INObject(identifier: "tomato", display: "Tomato soup")
    #expect(object.modelValue == ["identifier": "tomato", "displayString": "Tomato soup"])
    #expect(try INObject(modelValue: object.modelValue) == object)
  }

  @Test func anErrorSaysWhereInsideArraysAndObjects() throws {
    let error = #expect(throws: SiriKitConversionError.self) {
      try [INPerson](modelValue: [["displayName": "Anna"], ["displayName": 3]])
    }
    #expect(error?.keyPath == "[1].displayName")
    #expect(error?.description == "[1].displayName: expected string, found integer")
  }

  @Test func aTaskListHoldsItsTasksWithTheirTriggers() throws {
    let placemark = CLPlacemark(
      location: CLLocation(latitude: 52.52, longitude: 13.405), name: "Home", postalAddress: nil)
    let due = INDateComponentsRange(
      start: DateComponents(year: 2026, month: 11, day: 27, hour: 18), end: nil)
    let task = INTask(
      title: INSpeakableString(spokenPhrase: "Milk"), status: .notCompleted,
      taskType: .completable,
      spatialEventTrigger: INSpatialEventTrigger(placemark: placemark, event: .arrive),
      temporalEventTrigger: INTemporalEventTrigger(dateComponentsRange: due),
      createdDateComponents: nil, modifiedDateComponents: nil, identifier: "task-1",
      priority: .unknown)
    let list = INTaskList(
      title: INSpeakableString(spokenPhrase: "Groceries"), tasks: [task], groupName: nil,
      createdDateComponents: nil, modifiedDateComponents: nil, identifier: "list-1")
    #expect(
      list.modelValue == [
        "title": "Groceries", "identifier": "list-1",
        "tasks": [
          [
            "title": "Milk", "status": "notCompleted", "taskType": "completable",
            "identifier": "task-1",
            "spatialEventTrigger": ["placemark": placemark.modelValue, "event": "arrive"],
            "temporalEventTrigger": ["dateComponentsRange": due.modelValue],
          ]
        ],
      ])
    let back = try INTaskList(modelValue: list.modelValue)
    #expect(back.modelValue == list.modelValue)
    #expect(back.tasks.first?.temporalEventTrigger == task.temporalEventTrigger)
    // A trigger without its range says which member is missing.
    #expect {
      try INTemporalEventTrigger(modelValue: [:])
    } throws: { error in
      "\(error)" == "missing member \"dateComponentsRange\""
    }
  }

  @Test func aPaymentRecordHasItsPartiesAmountAndMethod() throws {
    let anna = INPerson(
      personHandle: INPersonHandle(value: "anna@example.com", type: .emailAddress),
      nameComponents: nil, displayName: "Anna", image: nil, contactIdentifier: nil,
      customIdentifier: nil)
    let record = try #require(
      INPaymentRecord(
        payee: anna, payer: nil,
        currencyAmount: INCurrencyAmount(
          amount: NSDecimalNumber(string: "12.5"), currencyCode: "EUR"),
        paymentMethod: INPaymentMethod(
          type: .applePay, name: "Apple Pay", identificationHint: nil, icon: nil),
        note: "Dinner", status: .pending, feeAmount: nil))
    #expect(
      record.modelValue == [
        "payee": anna.modelValue,
        "currencyAmount": ["amount": 12.5, "currencyCode": "EUR"],
        "paymentMethod": ["type": "applePay", "name": "Apple Pay"],
        "note": "Dinner", "status": "pending",
      ])
    #expect(try INPaymentRecord(modelValue: record.modelValue) == record)
    // A payment amount needs its amount.
    #expect {
      try INPaymentAmount(modelValue: ["amountType": "amountDue"])
    } throws: { error in
      "\(error)" == "missing member \"amount\""
    }
  }

  @Test func aNoteKeepsItsTextAndNamesWhatItDoesNotRecord() throws {
    /// Another kind of content, as an image content is to the bridge.
    final class PictureContent: INNoteContent {}
    let note = INNote(
      title: INSpeakableString(spokenPhrase: "Ideas"),
      contents: [INTextNoteContent(text: "Buy milk"), PictureContent()], groupName: nil,
      createdDateComponents: nil, modifiedDateComponents: nil, identifier: "note-1")
    let shape = note.modelValue
    let contents = try #require(shape.objectValue?["contents"]?.arrayValue)
    #expect(contents.first == ["text": "Buy milk"])
    #expect(contents.last?.objectValue?["class"]?.stringValue?.hasSuffix("PictureContent") == true)
    // Back: the text comes back; content that was not recorded cannot be made again, and says so.
    #expect(
      try INNoteContent(modelValue: ["text": "Buy milk"]) == INTextNoteContent(text: "Buy milk"))
    #expect {
      try INNote(modelValue: shape)
    } throws: { error in
      "\(error)".contains("contents[1]") && "\(error)".contains("was not recorded")
    }
  }

  @Test func aMessageHasItsTextSenderAndType() throws {
    let ben = INPerson(
      personHandle: INPersonHandle(value: "+4930123", type: .phoneNumber), nameComponents: nil,
      displayName: "Ben", image: nil, contactIdentifier: nil, customIdentifier: nil)
    let sent = Date(timeIntervalSince1970: 1_795_000_000)
    let message = INMessage(
      identifier: "m1", conversationIdentifier: nil, content: "On my way", dateSent: sent,
      sender: ben, recipients: nil, groupName: nil, messageType: .text, serviceName: nil)
    #expect(
      message.modelValue == [
        "identifier": "m1", "content": "On my way", "dateSent": .date(sent),
        "sender": ben.modelValue, "messageType": "text",
      ])
    #expect(try INMessage(modelValue: message.modelValue) == message)
    #expect {
      try INMessage(modelValue: ["content": "On my way"])
    } throws: { error in
      "\(error)" == "missing member \"identifier\""
    }
  }

  @Test func aNumberObjectIsWhatItsOwnTypeSays() throws {
    #expect(NSNumber(value: 42).modelValue == 42)
    #expect(NSNumber(value: 2.5).modelValue == .double(2.5))
    #expect(try NSNumber(modelValue: 42) == NSNumber(value: 42))
    #expect(try NSNumber(modelValue: .double(2.5)).doubleValue == 2.5)
    #expect(throws: SiriKitConversionError.self) { try NSNumber(modelValue: "42") }
  }

  @Test func numbersReadAcrossIntegerAndDouble() throws {
    #expect(try Double(modelValue: .integer(3)) == 3)
    #expect(try Int(modelValue: .double(3)) == 3)
    #expect(throws: SiriKitConversionError.self) { try Int(modelValue: .double(3.5)) }
    #expect(try Bool?(modelValue: .null) == nil)
  }
}
