import InteractionModel

/// Labels the objects a run calls, `TypeName#n`, numbering each type from 1 in order of first
/// appearance.
///
/// It keeps every object alive until the run ends: an object freed mid-run could have its address,
/// and so its `ObjectIdentifier`, reused by the next one, which would then wrongly share its label.
package struct InstanceLabels {
  private var labels: [ObjectIdentifier: String] = [:]
  private var counts: [String: Int] = [:]
  /// Type names by type: `String(describing:)` is slow next to a replayed call.
  private var typeNames: [ObjectIdentifier: String] = [:]
  private var retained: [AnyObject] = []

  package init() {}

  /// The label of an object, given a new one the first time the object is seen.
  ///
  /// - Parameter object: A handler or controller.
  /// - Returns: A label such as `StartWorkoutIntentHandler#2`.
  package mutating func label(for object: AnyObject) -> String {
    let identifier = ObjectIdentifier(object)
    if let label = labels[identifier] { return label }
    let type: AnyObject.Type = type(of: object)
    let typeName: String
    if let adapter = object as? any WrappedTypeNaming {
      // An adapter's type says nothing of the object it stands for; each may wrap another.
      typeName = adapter.wrappedTypeName
    } else if let known = typeNames[ObjectIdentifier(type)] {
      typeName = known
    } else {
      typeName = String(describing: type)
      typeNames[ObjectIdentifier(type)] = typeName
    }
    let number = counts[typeName, default: 0] + 1
    counts[typeName] = number
    let label = "\(typeName)#\(number)"
    labels[identifier] = label
    retained.append(object)
    return label
  }
}
