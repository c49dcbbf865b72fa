extension IntentCatalog {
  /// The entries the host ships: ``CatalogEntry/sendMessage``, ``CatalogEntry/startWorkout``,
  /// ``CatalogEntry/endWorkout``, ``CatalogEntry/requestRide``, ``CatalogEntry/getRideStatus``,
  /// ``CatalogEntry/searchForAccounts`` and ``CatalogEntry/searchForNotebookItems``.
  public static let standard = IntentCatalog([
    .sendMessage, .startWorkout, .endWorkout, .requestRide, .getRideStatus, .searchForAccounts,
    .searchForNotebookItems,
  ])
}
