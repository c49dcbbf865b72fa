public import Foundation

/// An image SiriKit shows with an intent or a person.
///
/// https://developer.apple.com/documentation/intents/inimage
///
/// Declared for ``INPerson``'s initializer; the bridge records no image.
open class INImage: NSObject {
  /// The image's encoded data.
  private let data: Data

  /// Creates an image from encoded data.
  ///
  /// https://developer.apple.com/documentation/intents/inimage/init(imagedata:)
  public init(imageData: Data) {
    self.data = imageData
    super.init()
  }
}
