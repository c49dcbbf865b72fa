/// An intent as a ``ForeignLog`` writes it.
package struct ForeignIntent: Sendable {
  /// The class name, such as `INStartWorkoutIntent`.
  package var className: String
  /// The intent's identifier.
  package var identifier: String?

  /// An intent of this class, with this identifier if any.
  package init(_ className: String, identifier: String?) {
    self.className = className
    self.identifier = identifier
  }

  /// A workout intent with this identifier.
  package static func workout(_ identifier: String) -> ForeignIntent {
    ForeignIntent("INStartWorkoutIntent", identifier: identifier)
  }

  /// The intent's JSON (§3.4).
  package var json: String {
    let identifier = self.identifier.map { #","identifier":"\#($0)""# } ?? ""
    return #"{"class":"\#(className)"\#(identifier),"properties":{"workoutName":"run"}}"#
  }

  /// A response of the intent's response class with this code.
  package func response(_ name: String, _ value: Int) -> String {
    #"{"class":"\#(className)Response","code":{"name":"\#(name)","value":\#(value)},"#
      + #""properties":{}}"#
  }
}
