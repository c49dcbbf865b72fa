extension Interaction {
  /// The value a parameter names in this interaction, as `INInteraction.parameterValue(for:)`
  /// finds it.
  ///
  /// The parameter applies to the intent if the intent's class name is the parameter's, otherwise
  /// to the response if the response's is. The key path is then followed one component at a time
  /// through ``Value/object(_:)`` values; where the parameter records an index for the sub-key path
  /// ending at a component, that index picks an element of the ``Value/array(_:)`` reached there.
  ///
  /// Class names are compared exactly, where SiriKit also accepts a subclass: the model knows no
  /// class hierarchy.
  ///
  /// - Parameter parameter: The parameter to look up.
  /// - Returns: The value, or `nil` if neither the intent nor the response has the parameter's
  ///   class, a key is missing, a value on the way is not an object (or not an array where an index
  ///   applies), an index is out of range, or the value found is ``Value/null`` (SiriKit's `nil`).
  public func parameterValue(for parameter: Parameter) -> Value? {
    let properties: [String: Value]
    if intent.className == parameter.className {
      properties = intent.properties
    } else if let response, response.className == parameter.className {
      properties = response.properties
    } else {
      return nil
    }

    // Most parameters name a top-level property: looked up without splitting the key path.
    if parameter.indexes.isEmpty, !parameter.keyPath.isEmpty,
      !parameter.keyPath.utf8.contains(UInt8(ascii: "."))
    {
      guard let value = properties[parameter.keyPath], !value.isNull else { return nil }
      return value
    }
    var current = Value.object(properties)
    var subKeyPath = ""
    for component in parameter.keyPath.split(separator: ".") {
      subKeyPath += subKeyPath.isEmpty ? component : "." + component
      guard let member = current[String(component)] else { return nil }
      current = member
      if let index = parameter.index(forSubKeyPath: subKeyPath) {
        guard let element = current[index] else { return nil }
        current = element
      }
    }
    // Spelled out: in `current.isNull ? nil : current` the literal would become `Value.null`.
    guard !current.isNull else { return Optional.none }
    return current
  }
}
