import InteractionLog

/// An element of the page, as WebDriver refers to it; valid until the page is left.
struct WebElement: Sendable, Hashable {
  /// WebDriver's key of an element reference, in commands' results and scripts' arguments.
  static let referenceKey = "element-6066-11e4-a52e-4f735466cecf"

  /// The driver's identifier of the element.
  var id: String

  /// Where the element is drawn, from its `getBoundingClientRect()`, in CSS pixels.
  struct Rect: Sendable, Hashable {
    var left: Double
    var top: Double
    var width: Double
    var height: Double
  }

  /// The element as a script's argument, where it arrives as the DOM element itself.
  var argument: JSONValue { [Self.referenceKey: .string(id)] }

  /// The element a command's result refers to; `nil` for any other value.
  init?(_ value: JSONValue) {
    guard let id = value[Self.referenceKey]?.stringValue else { return nil }
    self.id = id
  }
}
