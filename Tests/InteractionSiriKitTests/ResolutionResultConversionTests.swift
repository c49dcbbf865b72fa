import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

// The stand-in's only: on iOS and watchOS no result made with SiriKit's factories can be read
// (they are made with the stand-in's package factories here too).
#if !os(iOS) && !os(watchOS)
import SiriKitStandIn

/// Resolution results made with SiriKit's factory methods, to the model and back.
///
/// Read as the stand-in reads every result (`.everyResult`): these are tests of the stand-in's
/// conversions, which a device, reading only what SiriKitResolution made, never runs.
@Suite struct ResolutionResultConversionTests {
  /// Converts a result to the model, back to the same class, and to the model again.
  func roundTrip<Result: SiriKitResolutionResultMaking>(_ result: Result) throws -> (
    ResolutionResult, ResolutionResult
  ) {
    let model = try ResolutionResult(result, reading: .everyResult)
    let back = try Result.converted(from: model)
    return (model, try ResolutionResult(back, reading: .everyResult))
  }

  @Test func everyOutcomeOfAStringResult() throws {
    let cases: [(INStringResolutionResult, ResolutionResult)] = [
      (.success(with: "run"), .success("run")),
      (.disambiguation(with: ["run", "walk"]), .disambiguation(["run", "walk"])),
      (.confirmationRequired(with: "run"), .confirmationRequired("run")),
      (.confirmationRequired(with: nil), .confirmationRequired(.null)),
      (.needsValue(), .needsValue),
      (.notRequired(), .notRequired),
      (.unsupported(), .unsupported(reason: nil)),
      (.unsupported(withReason: 2), .unsupported(reason: UnsupportedReason(rawValue: 2))),
    ]
    for (result, expected) in cases {
      let (model, again) = try roundTrip(result)
      #expect(model == expected)
      #expect(again == expected)
    }
  }

  @Test func numbersAsTheResultClassSays() throws {
    #expect(try roundTrip(INIntegerResolutionResult.success(with: 3)).0 == .success(3))
    #expect(try roundTrip(INDoubleResolutionResult.success(with: 3)).0 == .success(.double(3)))
    #expect(try roundTrip(INBooleanResolutionResult.success(with: false)).0 == .success(false))
    #expect(
      try roundTrip(INBooleanResolutionResult.confirmationRequired(with: true))
        .1 == .confirmationRequired(true))
    #expect(
      try roundTrip(INDoubleResolutionResult.confirmationRequired(with: 2.5))
        .1 == .confirmationRequired(.double(2.5)))
  }

  @Test func anEnumOrOptionSetKeptAsANumberIsRecordedByName() throws {
    // Objective-C keeps an enum or option set value as an NSNumber, which is what the bridge
    // reads back on Apple platforms; the stand-in's package-only factory makes such a result.
    let status = INTaskStatusResolutionResult.standIn(.success, value: NSNumber(value: 2))
    #expect(try ResolutionResult(status, reading: .everyResult) == .success("completed"))
    let attributes = INMessageAttributeOptionsResolutionResult.standIn(
      .confirmationRequired, itemToConfirm: NSNumber(value: UInt(1 << 1 | 1 << 2)))
    #expect(
      try ResolutionResult(attributes, reading: .everyResult)
        == .confirmationRequired(["unread", "flagged"]))
    // A raw value newer than the table stays a number, as the enum's own conversion keeps it.
    let newer = INTaskStatusResolutionResult.standIn(.success, value: NSNumber(value: 9))
    #expect(try ResolutionResult(newer, reading: .everyResult) == .success(9))
  }

  @Test func objectResultsInTheRecordingsShapes() throws {
    let anna = INPerson(
      personHandle: INPersonHandle(value: "anna@example.com", type: .unknown),
      nameComponents: nil, displayName: "Anna", image: nil, contactIdentifier: nil,
      customIdentifier: nil)
    let (person, personAgain) = try roundTrip(
      INPersonResolutionResult.disambiguation(with: [anna, anna]))
    let annaValue: Value = ["displayName": "Anna", "handle": "anna@example.com"]
    #expect(person == .disambiguation([annaValue, annaValue]))
    #expect(personAgain == person)
    let home = CLPlacemark(
      location: CLLocation(latitude: 52.52, longitude: 13.405), name: "Home", postalAddress: nil)
    let (place, placeAgain) = try roundTrip(INPlacemarkResolutionResult.success(with: home))
    #expect(place == .success(["latitude": 52.52, "longitude": 13.405, "name": "Home"]))
    #expect(placeAgain == place)
    let (run, runAgain) = try roundTrip(
      INSpeakableStringResolutionResult.success(with: INSpeakableString(spokenPhrase: "run")))
    #expect(run == .success("run"))
    #expect(runAgain == run)
    let amount = INCurrencyAmount(amount: NSDecimalNumber(string: "5"), currencyCode: "EUR")
    let (money, moneyAgain) = try roundTrip(
      INCurrencyAmountResolutionResult.confirmationRequired(with: amount))
    #expect(money == .confirmationRequired(["amount": 5.0, "currencyCode": "EUR"]))
    #expect(moneyAgain == money)
    var day = DateComponents()
    day.day = 1
    let (range, rangeAgain) = try roundTrip(
      INDateComponentsRangeResolutionResult.success(
        with: INDateComponentsRange(start: day, end: day)))
    #expect(range == .success(["start": ["day": 1], "end": ["day": 1]]))
    #expect(rangeAgain == range)
  }

  @Test func anIntentsOwnResultKeepsItsUnsupportedReasonAsARawValue() throws {
    // Each class's own reason enum, recorded as the raw value Objective-C keeps.
    let (payee, payeeAgain) = try roundTrip(
      INSendPaymentPayeeResolutionResult.unsupported(forReason: .noAccount))
    #expect(payee == .unsupported(reason: UnsupportedReason(rawValue: 3)))
    #expect(payeeAgain == payee)
    let (amount, amountAgain) = try roundTrip(
      INRequestPaymentCurrencyAmountResolutionResult.unsupported(
        forReason: .paymentsCurrencyUnsupported))
    #expect(amount == .unsupported(reason: UnsupportedReason(rawValue: 3)))
    #expect(amountAgain == amount)
    // A result made for the base class says the same as the intent's own class.
    let ana = INPerson(
      personHandle: INPersonHandle(value: "ana@example.com", type: .emailAddress, label: .home),
      nameComponents: nil, displayName: "Ana", image: nil, contactIdentifier: nil,
      customIdentifier: nil)
    let wrapped = INRequestPaymentPayerResolutionResult(
      personResolutionResult: .confirmationRequired(with: ana))
    #expect(
      try ResolutionResult(wrapped, reading: .everyResult)
        == .confirmationRequired(
          ["displayName": "Ana", "handle": "ana@example.com", "handleType": "emailAddress"]))
  }

  @Test func aValueOfTheWrongKindSaysWhichCandidate() throws {
    let error = #expect(throws: SiriKitConversionError.self) {
      try INStringResolutionResult.converted(from: .disambiguation(["run", 3]))
    }
    #expect(error?.keyPath == "[1]")
    let noFactory = #expect(throws: SiriKitConversionError.self) {
      try INIntegerResolutionResult.converted(from: .disambiguation([1, 2]))
    }
    #expect(
      noFactory?.problem
        == .invalid(
          "INIntegerResolutionResult has no factory method for "
            + "disambiguation"))
  }
}
#endif
