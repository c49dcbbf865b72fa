// Entries for the photos domain beyond the samples'. Apple documents no order for resolving or for
// the default interface's rows (D2, R13 in Docs/SiriKit.md): each entry uses the SDK's declaration
// order, the handling protocol's resolve methods for one and the intent's then the response's
// properties for the other, and says so in its `orderSource`.

extension CatalogEntry {
  /// `INSearchForPhotosIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INSearchForPhotosIntentHandling`'s resolve methods:
  ///   dateCreated, locationCreated, albumName, searchTerms, peopleInPhoto. Apple documents no
  ///   order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let searchForPhotos = CatalogEntry(
    intentClass: "INSearchForPhotosIntent",
    responseClass: "INSearchForPhotosIntentResponse",
    resolvableParameters: [
      "dateCreated", "locationCreated", "albumName", "searchTerms", "peopleInPhoto",
    ],
    rows: [
      .shipped("INSearchForPhotosIntent.dateCreated"),
      .shipped("INSearchForPhotosIntent.locationCreated"),
      .shipped("INSearchForPhotosIntent.albumName"),
      .shipped("INSearchForPhotosIntent.searchTerms"),
      .shipped("INSearchForPhotosIntent.includedAttributes"),
      .shipped("INSearchForPhotosIntent.excludedAttributes"),
      .shipped("INSearchForPhotosIntent.peopleInPhoto"),
      .shipped("INSearchForPhotosIntentResponse.searchResultsCount"),
    ],
    orderSource: sdkDeclarationOrder("INSearchForPhotosIntent"))

  /// `INStartPhotoPlaybackIntent`.
  ///
  /// - Resolve: the SDK's declaration order of `INStartPhotoPlaybackIntentHandling`'s resolve
  ///   methods: dateCreated, locationCreated, albumName, peopleInPhoto. Apple documents no order.
  /// - Rows: the intent's properties, then the response's, in the SDK's declaration order; an
  ///   array of results gets one row per element. Apple documents no order.
  public static let startPhotoPlayback = CatalogEntry(
    intentClass: "INStartPhotoPlaybackIntent",
    responseClass: "INStartPhotoPlaybackIntentResponse",
    resolvableParameters: ["dateCreated", "locationCreated", "albumName", "peopleInPhoto"],
    rows: [
      .shipped("INStartPhotoPlaybackIntent.dateCreated"),
      .shipped("INStartPhotoPlaybackIntent.locationCreated"),
      .shipped("INStartPhotoPlaybackIntent.albumName"),
      .shipped("INStartPhotoPlaybackIntent.searchTerms"),
      .shipped("INStartPhotoPlaybackIntent.includedAttributes"),
      .shipped("INStartPhotoPlaybackIntent.excludedAttributes"),
      .shipped("INStartPhotoPlaybackIntent.peopleInPhoto"),
      .shipped("INStartPhotoPlaybackIntentResponse.searchResultsCount"),
    ],
    orderSource: sdkDeclarationOrder("INStartPhotoPlaybackIntent"))
}
