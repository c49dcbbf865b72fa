import Foundation

/// The child process of a two-process recording: reads ``SideRequest`` lines on standard input,
/// carries each out with a ``LocalSide``, and answers each with a ``SideReply`` line on standard
/// output, until it closes its log.
enum ChildProcessMain {
  /// Serves requests until the log is closed or the input ends.
  ///
  /// - Parameter role: The side this process plays.
  /// - Returns: Whether the log was closed as asked.
  @MainActor
  static func serve(as role: SideRole) async -> Bool {
    let side = LocalSide()
    while let line = readLine(strippingNewline: true) {
      let reply: SideReply
      do {
        let request = try JSONDecoder().decode(SideRequest.self, from: Data(line.utf8))
        if case .start(let configuration) = request, configuration.role != role {
          reply = .failed("started as \(role.rawValue), configured as \(configuration.role)")
        } else {
          reply = try await side.send(request)
        }
      } catch {
        reply = .failed("\(error)")
      }
      guard answer(reply) else { return false }
      if case .closed = reply { return true }
      if case .failed = reply { return false }
    }
    return false
  }

  /// Writes a reply line; `false` if the parent is gone.
  private static func answer(_ reply: SideReply) -> Bool {
    do {
      var line = try JSONEncoder().encode(reply)
      line.append(0x0A)
      try FileHandle.standardOutput.write(contentsOf: line)
      return true
    } catch {
      return false
    }
  }
}
