import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INNoteContent: ModelValueConvertible {
  /// A text content as `{"text": "Buy milk"}`; any other content (an image) as its class alone,
  /// `{"class": "INImageNoteContent"}`: the bridge does not record images.
  package var modelValue: Value {
    if let text = self as? INTextNoteContent {
      return .object(["text": text.text.map(Value.string) ?? .null])
    }
    return .object(["class": .string(SiriKitNames.className(of: type(of: self)))])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INNoteContent")
    guard members["text"] != nil else {
      let className = members["class"]?.stringValue ?? "INNoteContent"
      throw SiriKitConversionError(
        .unsupportedClass("\(className) (its content was not recorded)"))
    }
    return try exactly(INTextNoteContent(text: try members.optionalString("text") ?? ""))
  }
}
