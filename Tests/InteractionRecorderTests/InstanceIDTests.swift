import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Objects are named `TypeName#n`, stably while they live.
@Suite struct InstanceIDTests {
  @Test func idsAreStablePerObjectAndNumberedPerType() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let first = FullHandler()
    let second = FullHandler()
    let other = ConfirmingHandler()
    #expect(recorder.instanceID(of: first) == "FullHandler#1")
    #expect(recorder.instanceID(of: second) == "FullHandler#2")
    #expect(recorder.instanceID(of: first) == "FullHandler#1")
    #expect(recorder.instanceID(of: other) == "ConfirmingHandler#1")
  }

  @Test func anObjectBornAfterAnotherDiedGetsANewNumber() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    var seen: Set<String> = []
    // Short-lived objects often reuse an address; the weak table must not hand out old ids.
    for _ in 0..<200 {
      let handler = HandleOnlyHandler()
      seen.insert(recorder.instanceID(of: handler))
    }
    #expect(seen.count == 200)
    #expect(seen.contains("HandleOnlyHandler#200"))
  }

  @Test func aValueProviderGetsAnIDPerWrapper() {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let first = RecordingHandlerProvider(wrapping: ValueProvider(), recorder: recorder)
    let second = RecordingHandlerProvider(wrapping: ValueProvider(), recorder: recorder)
    #expect(first.instanceID == "ValueProvider#1")
    #expect(second.instanceID == "ValueProvider#2")
    let provider = SampleProvider(reusesHandlers: true)
    let wrappers = (0..<2).map { _ in
      RecordingHandlerProvider(wrapping: provider, recorder: recorder)
    }
    #expect(wrappers.map(\.instanceID) == ["SampleProvider#1", "SampleProvider#1"])
  }
}
