/// Which of a person's addresses a handle is: home, work, mobile and so on.
///
/// https://developer.apple.com/documentation/intents/inpersonhandlelabel
///
/// An Objective-C string constant type, with Apple's members. Their strings are in Intents'
/// binary, not its headers, so the stand-in's are its own (each member's name); the bridge
/// records no label, so no recording holds one.
public struct INPersonHandleLabel: Hashable, Equatable, RawRepresentable, Sendable {
  /// The label's string.
  ///
  /// https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
  public let rawValue: String

  /// Creates a label from its string, such as an app's own.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/init(_:)
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a label from its string.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/init(rawvalue:)
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The home address or number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/home
  public static let home = INPersonHandleLabel("home")
  /// The work address or number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/work
  public static let work = INPersonHandleLabel("work")
  /// The number of an iPhone.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/iphone
  public static let iPhone = INPersonHandleLabel("iPhone")
  /// A mobile number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/mobile
  public static let mobile = INPersonHandleLabel("mobile")
  /// The main number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/main
  public static let main = INPersonHandleLabel("main")
  /// The home fax number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/homefax
  public static let homeFax = INPersonHandleLabel("homeFax")
  /// The work fax number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/workfax
  public static let workFax = INPersonHandleLabel("workFax")
  /// A pager number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/pager
  public static let pager = INPersonHandleLabel("pager")
  /// Any other address or number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/other
  public static let other = INPersonHandleLabel("other")
  /// The school address or number.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandlelabel/school
  public static let school = INPersonHandleLabel("school")
}
