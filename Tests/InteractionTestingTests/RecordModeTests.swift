import InteractionTesting
import Testing

/// How the record mode is chosen: the environment overrides, CI never records.
@Suite struct RecordModeTests {
  @Test(
    arguments: [
      (nil, [:], RecordMode.missing),
      (RecordMode.all, [:], .all),
      (nil, ["CI": "true"], .never),
      (nil, ["CI": "false"], .missing),
      (RecordMode.missing, ["CI": "1"], .missing),
      (RecordMode.never, ["ILOG_RECORD": "all"], .all),
      (nil, ["ILOG_RECORD": "missing", "CI": "true"], .missing),
      (RecordMode.all, ["ILOG_RECORD": "bogus"], .all),
    ] as [(RecordMode?, [String: String], RecordMode)])
  func modeIsResolvedFromTheTestAndTheEnvironment(
    requested: RecordMode?, environment: [String: String], expected: RecordMode
  ) {
    #expect(RecordMode.resolved(requested: requested, environment: environment) == expected)
  }
}
