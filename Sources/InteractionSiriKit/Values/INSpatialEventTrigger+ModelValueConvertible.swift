import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif
#if os(iOS) || os(watchOS)
import CoreLocation
#endif

extension INSpatialEventTrigger: ModelValueConvertible {
  /// `{"event": "arrive", "placemark": {…}}`, the placemark in its own shape.
  package var modelValue: Value {
    .object(["placemark": placemark.modelValue, "event": event.modelValue])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INSpatialEventTrigger")
    let trigger = INSpatialEventTrigger(
      placemark: try members.required("placemark", as: CLPlacemark.self),
      event: try members.optional("event", as: INSpatialEvent.self) ?? .unknown)
    return try exactly(trigger)
  }
}
