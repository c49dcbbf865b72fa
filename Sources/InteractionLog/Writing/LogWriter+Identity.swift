extension LogWriter {
  /// Who is writing: the envelope fields every event of this writer carries.
  ///
  /// ``role``, ``session`` and ``processID`` go into every event; ``tool``, ``platform`` and
  /// ``metadata`` go into the `header` event that starts a new file.
  public struct Identity: Sendable, Hashable {
    /// The writing process's role, written in every event's `role` field.
    public var role: ProcessRole
    /// The recording session, written in every event's `session` field.
    public var session: String
    /// The writing process, written in every event's `pid` field.
    public var processID: Int32
    /// The writing tool and its version, written in the header's `tool` field.
    public var tool: String
    /// The platform, written in the header's `platform` field.
    public var platform: String
    /// Free-form facts about the recording, written in the header's `metadata` field.
    public var metadata: [String: String]
    /// A thread id to write on every event instead of the calling thread's, for logs that must
    /// be byte-for-byte reproducible (samples, golden files).
    public var fixedThreadID: UInt64?

    /// Creates an identity; what is left out is taken from the running process.
    ///
    /// - Parameters:
    ///   - role: The writing process's role.
    ///   - session: The recording session, shared by every file of one session.
    ///   - processID: The process id to write; `nil` for the running process's.
    ///   - tool: The writing tool; this library's name and ``LogFormat/toolVersion`` by default.
    ///   - platform: The platform to write; `nil` for the running system's, such as
    ///     `linux-x86_64`.
    ///   - metadata: Facts about the recording for the header.
    ///   - fixedThreadID: A thread id to write on every event instead of the calling thread's;
    ///     `nil` to write the calling thread's.
    public init(
      role: ProcessRole, session: String, processID: Int32? = nil,
      tool: String = "interaction-log \(LogFormat.toolVersion)", platform: String? = nil,
      metadata: [String: String] = [:], fixedThreadID: UInt64? = nil
    ) {
      self.fixedThreadID = fixedThreadID
      self.role = role
      self.session = session
      self.processID = processID ?? CurrentProcess.id
      self.tool = tool
      self.platform = platform ?? CurrentProcess.platform
      self.metadata = metadata
    }
  }
}
