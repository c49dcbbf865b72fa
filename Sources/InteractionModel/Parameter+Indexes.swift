extension Parameter {
  /// Records the index for a sub-key path, as `INParameter.setIndex(_:forSubKeyPath:)` does.
  ///
  /// The sub-key path is sanitised first, as SiriKit does: a leading class-name component and any
  /// subscripts are removed, so `INSearchForAccountsIntentResponse.accounts` and `accounts[3]`
  /// both mean `accounts`.
  ///
  /// Unlike SiriKit, which stores any index, this refuses a negative index and a sub-key path that
  /// is not a prefix of ``keyPath`` (ending at a component boundary). SiriKit never reads such an
  /// index, and refusing it keeps the text form able to express every parameter, so that
  /// ``description`` and ``init(_:)`` stay exact inverses.
  ///
  /// - Parameters:
  ///   - index: The zero-based index into the array the sub-key path reaches.
  ///   - subKeyPath: A prefix of the key path, such as `rideStatus.waypoints`.
  /// - Returns: Whether the index was recorded; `false` leaves the parameter unchanged.
  @discardableResult
  public mutating func setIndex(_ index: Int, forSubKeyPath subKeyPath: String) -> Bool {
    let sanitized = sanitize(subKeyPath)
    guard index >= 0, !sanitized.isEmpty,
      keyPath == sanitized || keyPath.hasPrefix(sanitized + ".")
    else { return false }
    indexes[sanitized] = index
    return true
  }

  /// The index recorded for a sub-key path, as `INParameter.index(forSubKeyPath:)` returns it.
  ///
  /// As in SiriKit, the sub-key path is looked up as given, without sanitising: ask for
  /// `rideStatus.waypoints`, not `rideStatus.waypoints[1]`.
  ///
  /// - Parameter subKeyPath: A prefix of the key path without subscripts.
  /// - Returns: The index, or `nil` where SiriKit returns `NSNotFound`.
  public func index(forSubKeyPath subKeyPath: String) -> Int? {
    indexes[subKeyPath]
  }

  /// The key path with each recorded index put back as a subscript, such as `accounts[1]` or
  /// `rideStatus.waypoints[1].name`.
  public var subscriptedKeyPath: String {
    guard !indexes.isEmpty else { return keyPath }
    var text = ""
    var prefix = ""
    for component in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      if !prefix.isEmpty {
        prefix += "."
        text += "."
      }
      prefix += component
      text += component
      if let index = indexes[prefix] {
        text += "[\(index)]"
      }
    }
    return text
  }

  // SiriKit's sanitising: drop a leading class-name component, then every "[…]" (or an unclosed
  // "[" and what follows it).
  private func sanitize(_ subKeyPath: String) -> String {
    var path = subKeyPath[...]
    if path.hasPrefix(className + ".") {
      path = path.dropFirst(className.count + 1)
    }
    var result = ""
    var inSubscript = false
    for character in path {
      switch character {
      case "[": inSubscript = true
      case "]" where inSubscript: inSubscript = false
      default: if !inSubscript { result.append(character) }
      }
    }
    return result
  }
}
