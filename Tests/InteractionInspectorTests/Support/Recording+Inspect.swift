import InteractionInspector
import InteractionTestSupport
import SampleSessionSupport

extension Recording {
  /// Records the runs and inspects the session: its report and its figures.
  static func inspect(
    _ runs: [Run], configuration: InspectionConfiguration = InspectionConfiguration()
  ) async throws -> Inspection {
    let directory = TemporaryDirectory()
    let session = await record(runs, in: directory)
    return try Inspector(configuration: configuration).inspect(paths: [session])
  }
}
