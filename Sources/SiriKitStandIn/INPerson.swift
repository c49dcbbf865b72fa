public import Foundation

/// A person SiriKit resolved: a recipient, a payee, a caller.
///
/// https://developer.apple.com/documentation/intents/inperson
open class INPerson: NSObject {
  /// The address that reaches the person.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/personhandle
  public let personHandle: INPersonHandle?
  /// The parts of the person's name.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/namecomponents
  public let nameComponents: PersonNameComponents?
  /// The name to show; made from the name components when none was given.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/displayname
  public let displayName: String
  /// The person's image.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/image
  public let image: INImage?
  /// The identifier of the person's entry in Contacts.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/contactidentifier
  public let contactIdentifier: String?
  /// The app's own identifier for the person.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/customidentifier
  public let customIdentifier: String?

  /// Creates a person.
  ///
  /// https://developer.apple.com/documentation/intents/inperson/init(personhandle:namecomponents:displayname:image:contactidentifier:customidentifier:)
  public init(
    personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
    image: INImage?, contactIdentifier: String?, customIdentifier: String?
  ) {
    self.personHandle = personHandle
    self.nameComponents = nameComponents
    self.displayName = displayName ?? nameComponents.map(Self.name(from:)) ?? ""
    self.image = image
    self.contactIdentifier = contactIdentifier
    self.customIdentifier = customIdentifier
    super.init()
  }

  /// The name made from its components, given name first, as a default display name.
  private static func name(from components: PersonNameComponents) -> String {
    [components.givenName, components.middleName, components.familyName]
      .compactMap { $0 }.joined(separator: " ")
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INPerson else { return false }
    return personHandle == other.personHandle && displayName == other.displayName
      && nameComponents == other.nameComponents && contactIdentifier == other.contactIdentifier
      && customIdentifier == other.customIdentifier
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { displayName.hashValue }
}
