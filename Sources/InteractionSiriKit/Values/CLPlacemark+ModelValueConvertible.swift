import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import CoreLocation
#endif
#if os(iOS) || os(watchOS)
// Only the conversion's body needs Intents (its placemark initializer): CoreLocation declares
// the class.
import Intents
#else
package import SiriKitStandIn
#endif

extension CLPlacemark: ModelValueConvertible {
  /// `{"latitude": …, "longitude": …, "name": …}`; the postal address is not recorded.
  package var modelValue: Value {
    var members: [String: Value] = ["name": name.map(Value.string) ?? .null]
    if let coordinate = location?.coordinate {
      members["latitude"] = .double(coordinate.latitude)
      members["longitude"] = .double(coordinate.longitude)
    }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "CLPlacemark")
    let location = CLLocation(
      latitude: try members.requiredDouble("latitude"),
      longitude: try members.requiredDouble("longitude"))
    let placemark = CLPlacemark(
      location: location, name: try members.optionalString("name"), postalAddress: nil)
    return try exactly(placemark)
  }
}
