extension CatalogEntry {
  /// The ``orderSource`` of an entry whose orders are both the SDK's declaration order.
  ///
  /// The generated entries (`Generated/`) call it for an intent whose row of
  /// `Tools/generate-sirikit/sirikit.json` gives no `orderSource` of its own.
  static func sdkDeclarationOrder(_ intentClass: String) -> String {
    "Apple documents no order; SDK declaration order of \(intentClass)Handling's resolve methods, "
      + "and of \(intentClass)'s then its response's properties for the rows"
  }
}
