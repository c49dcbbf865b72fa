extension LogReader {
  /// The recording session each file belongs to, by its first event.
  ///
  /// What tells two sessions' logs apart before they are merged. Only each file's first block is
  /// read.
  ///
  /// - Parameter files: Log files.
  /// - Returns: Each file with the session id of its first event; a file with no readable
  ///   event is left out (its damage is reported where it is read).
  /// - Throws: `LogReadError` when a file cannot be opened.
  package static func firstSessions(of files: [String]) throws(LogReadError)
    -> [(file: String, session: String)]
  {
    var sessions: [(file: String, session: String)] = []
    for file in files {
      // The first event alone: no block read ahead, no call values decoded, since every
      // command that reads sessions as inspect does pays for this before its real read.
      let reader = try LogReader(
        paths: [file], policy: .pointInTime, detail: .omittingCallValues, readAhead: .sequential)
      if let record = try reader.next() { sessions.append((file, record.event.session)) }
    }
    return sessions
  }

  /// Why `files` cannot be read as one session: the files of each session id after the first,
  /// named with both ids; `nil` when every file belongs to one session.
  ///
  /// - Parameter files: The log files of what is read as one session.
  /// - Returns: A sentence naming the sessions and their files, or `nil`.
  /// - Throws: `LogReadError` when a file cannot be opened.
  package static func mixedSessionsReason(of files: [String]) throws(LogReadError) -> String? {
    guard files.count > 1 else { return nil }
    let sessions = try firstSessions(of: files)
    guard let first = sessions.first,
      let other = sessions.first(where: { $0.session != first.session })
    else { return nil }
    let ids = sessions.reduce(into: [String]()) { ids, file in
      if !ids.contains(file.session) { ids.append(file.session) }
    }
    return "logs of \(ids.count) recording sessions, never merged: \(first.file) is session "
      + "\"\(first.session)\", \(other.file) is session \"\(other.session)\"; give each "
      + "session's files apart"
  }
}
