public import Foundation
public import InteractionModel

extension Size {
  /// The model's size for a Core Graphics size.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  /// A Core Graphics size for the model's.
  public init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}
