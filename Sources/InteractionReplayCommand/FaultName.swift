import ArgumentParser
import InteractionHost

/// `--fault`: a departure from documented behaviour a chaos replay injects.
enum FaultName: String, CaseIterable, ExpressibleByArgument {
  case reaskClaimed = "reask-claimed"
  case mixedAPI = "mixed-api"
  case reuseInstance = "reuse-instance"

  var fault: HostFaults {
    switch self {
    case .reaskClaimed: .reaskClaimed
    case .mixedAPI: .mixedAPI
    case .reuseInstance: .reuseInstance
    }
  }
}
