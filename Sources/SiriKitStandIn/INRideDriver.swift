public import Foundation

/// The driver of a ride: a person with a phone number and a rating.
///
/// https://developer.apple.com/documentation/intents/inridedriver
open class INRideDriver: INPerson {
  /// The driver's rating, as the app words it, such as `4.9`.
  ///
  /// https://developer.apple.com/documentation/intents/inridedriver/rating
  public let rating: String?
  /// The driver's phone number.
  ///
  /// https://developer.apple.com/documentation/intents/inridedriver/phonenumber
  public let phoneNumber: String?

  /// Creates a driver; the phone number is also the person's handle.
  ///
  /// https://developer.apple.com/documentation/intents/inridedriver/init(phonenumber:namecomponents:displayname:image:rating:)
  public init(
    phoneNumber: String, nameComponents: PersonNameComponents?, displayName: String?,
    image: INImage?, rating: String?
  ) {
    self.rating = rating
    self.phoneNumber = phoneNumber
    super.init(
      personHandle: INPersonHandle(value: phoneNumber, type: .phoneNumber),
      nameComponents: nameComponents, displayName: displayName, image: image,
      contactIdentifier: nil, customIdentifier: nil)
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INRideDriver else { return false }
    return super.isEqual(other) && rating == other.rating && phoneNumber == other.phoneNumber
  }
}
