import ArgumentParser
import InteractionHost
import InteractionReplay

/// `--fault`: a departure from documented behaviour a chaos replay injects, by a name from
/// `HostFaults.named`.
struct FaultName: ExpressibleByArgument {
  let fault: HostFaults

  init?(argument: String) {
    guard let fault = HostFaults(named: argument) else { return nil }
    self.fault = fault
  }

  static var allValueStrings: [String] { HostFaults.named.map(\.name) }
}
