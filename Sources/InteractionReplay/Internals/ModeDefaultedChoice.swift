/// A choice that is the mode's default, always on or never on: what a deprecated `Bool?` said
/// with `nil`, `true` and `false`.
protocol ModeDefaultedChoice: Equatable {
  static var modeDefault: Self { get }
  static var always: Self { get }
  static var never: Self { get }
}

extension ModeDefaultedChoice {
  /// The choice a deprecated `Bool?` says: `nil` for the mode's default.
  init(_ flag: Bool?) {
    self = flag.map { $0 ? .always : .never } ?? .modeDefault
  }

  /// The deprecated `Bool?` the choice is: `nil` for the mode's default.
  var flag: Bool? {
    switch self {
    case .always: true
    case .never: false
    default: nil
    }
  }
}
