import InteractionModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Words and the structured values SiriKit intents carry (people, places, money), drawn from a
/// seeded generator.
///
/// The values mirror what the Intents framework's objects look like once flattened into
/// ``Value``: nested objects with display strings, identifiers and numbers, so that lines have
/// the size, nesting and entropy of a real recording's, which is what the compressor and the
/// parser are sensitive to.
enum SampleValues {
  static let givenNames = [
    "Ana", "Ben", "Chloé", "Dmitri", "Emma", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kemi",
    "Liam", "Mei", "Noah", "Olga", "Priya", "Quentin", "Rosa", "Sami", "Tess",
  ]
  static let familyNames = [
    "Ruiz", "Okafor", "Nguyen", "Schmidt", "Rossi", "Kowalski", "Haddad", "Tanaka", "Dubois",
    "Silva", "Andersen", "Moreau", "Ivanova", "Khan", "Murphy", "Costa",
  ]
  static let organizations = [
    "Acme Bank", "Northwind Credit Union", "Blue Harbor Savings", "Contoso Financial",
    "First Meridian", "Fabrikam Trust",
  ]
  static let accountNicknames = [
    "checking", "savings", "joint account", "travel fund", "credit card", "business",
    "emergency fund", "brokerage",
  ]
  static let currencies = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD"]
  static let cities = [
    ("San Francisco", "CA", "US", 37.7749, -122.4194), ("Lisbon", "Lisboa", "PT", 38.7223, -9.1393),
    ("Berlin", "BE", "DE", 52.52, 13.405), ("Osaka", "Osaka", "JP", 34.6937, 135.5023),
    ("Toronto", "ON", "CA", 43.6532, -79.3832), ("Lyon", "ARA", "FR", 45.764, 4.8357),
  ]
  static let streets = [
    "Market Street", "Rua Augusta", "Torstraße", "Midosuji", "Queen Street West", "Rue de la Ré",
    "Mission Street", "Avenida da Liberdade",
  ]
  static let messages = [
    "On my way, be there in ten minutes", "Can you pick up milk?", "Running late, sorry!",
    "Happy birthday! 🎉", "Meeting moved to 3pm", "Did you see the game last night?",
    "Call me when you land", "Thanks for dinner", "Let's take the \"scenic\" route",
    "Dinner at 7? I booked a table for four",
  ]
  static let workouts = [
    "outdoor run", "indoor cycle", "yoga", "swim", "hiking", "rowing", "strength training",
    "elliptical",
  ]
  static let taskTitles = [
    "Buy groceries", "Call the dentist", "Renew passport", "Water the plants", "Pay rent",
    "Book flights to Lisbon", "Return library books", "Email the landlord",
  ]
  static let taskLists = ["Errands", "Home", "Work", "Groceries", "Travel"]
  static let songs = [
    ("Clair de Lune", "Claude Debussy"), ("Blue in Green", "Miles Davis"),
    ("Dreams", "Fleetwood Mac"), ("Hoppípolla", "Sigur Rós"), ("Teardrop", "Massive Attack"),
    ("Bohemian Rhapsody", "Queen"), ("Hallelujah", "Jeff Buckley"),
  ]
  static let rideOptions = ["Economy", "Comfort", "XL", "Green", "Premier"]
  static let vehicles = ["Toyota Prius", "Tesla Model 3", "Honda Odyssey", "Kia Niro"]

  /// A person as `INPerson` flattens: display name, handle, name components, identifier.
  static func person(_ random: inout SplitMix64) -> Value {
    let given = random.pick(givenNames)
    let family = random.pick(familyNames)
    let usesPhone = random.chance(0.6)
    let handle: Value =
      usesPhone
      ? .string("+1 415 555 \(random.int(in: 1000...9999))")
      : .string("\(given.lowercased()).\(family.lowercased())@example.com")
    return [
      "displayName": .string("\(given) \(family)"),
      "personHandle": ["value": handle, "type": .integer(usesPhone ? 2 : 1), "label": "mobile"],
      "nameComponents": ["givenName": .string(given), "familyName": .string(family)],
      "contactIdentifier": .string(random.uuid()),
      "isMe": false,
    ]
  }

  /// A spoken phrase as `INSpeakableString` flattens.
  static func speakable(_ text: String, _ random: inout SplitMix64) -> Value {
    ["spokenPhrase": .string(text), "vocabularyIdentifier": .string(random.hex(12))]
  }

  /// An amount with two decimals in `currency`, as `INCurrencyAmount` flattens.
  static func money(_ random: inout SplitMix64, upTo limit: Double, currency: String? = nil)
    -> Value
  {
    let cents = (random.logUniform(in: 1...(limit * 100))).rounded()
    return [
      "amount": .double(cents / 100),
      "currencyCode": .string(currency ?? random.pick(currencies)),
    ]
  }

  /// A place as `CLPlacemark` flattens: name, coordinates, postal address.
  static func place(_ random: inout SplitMix64) -> Value {
    let city = random.pick(cities)
    let latitude = ((city.3 + random.double(in: -0.05...0.05)) * 1e6).rounded() / 1e6
    let longitude = ((city.4 + random.double(in: -0.05...0.05)) * 1e6).rounded() / 1e6
    return [
      "name": .string("\(random.int(in: 1...999)) \(random.pick(streets))"),
      "location": [
        "latitude": .double(latitude), "longitude": .double(longitude),
        "horizontalAccuracy": .double(Double(random.int(in: 5...65))),
      ],
      "postalAddress": [
        "street": .string("\(random.int(in: 1...999)) \(random.pick(streets))"),
        "city": .string(city.0), "state": .string(city.1),
        "postalCode": .string(String(random.int(in: 10000...99999))),
        "isoCountryCode": .string(city.2),
      ],
    ]
  }

  /// A date near `now` (seconds since 1970), within `spread` seconds either way.
  static func date(near now: Double, spread: Double, _ random: inout SplitMix64) -> Value {
    let seconds = (now + random.double(in: -spread...spread)).rounded()
    return .date(Date(timeIntervalSince1970: seconds))
  }
}
