/// Facts about a path, without following a final symbolic link.
package enum PathKind: Equatable {
  case missing, regularFile, directory, symbolicLink, other
  /// The path could not be examined for another reason than its absence (`EACCES`, `ELOOP`,
  /// `ENOTDIR`, `ENAMETOOLONG`…), with the `errno` value, so that callers report the real cause.
  case unexaminable(errno: Int32)
}
