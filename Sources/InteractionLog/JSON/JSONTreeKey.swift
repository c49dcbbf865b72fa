/// A coding key the encoder makes itself: an array element's index, or `super`.
struct JSONTreeKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init?(intValue: Int) { self.init(index: intValue) }
}
