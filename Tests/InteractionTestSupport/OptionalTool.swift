/// A program from PATH that some tests run and that a system may lack, with how to install it:
/// a test that needs one is skipped where it is missing, with ``missingReason`` saying why.
///
/// `.ci/run` installs every one of them, so that CI runs the tests they gate.
package enum OptionalTool: String, Sendable, CaseIterable {
  /// `jq`, the reader a user pipes `zcat` into (F1 of the format: `zcat log | jq`).
  case jq
  /// `bgzip` (htslib), which cuts gzip members every 64 KiB regardless of lines.
  case bgzip
  /// A SHA-256 digest of standard input: coreutils' `sha256sum`, or `shasum -a 256` (macOS).
  case sha256

  /// The program and the arguments that run it as this tool; `nil` where it is not installed.
  package var command: (path: String, arguments: [String])? {
    switch self {
    case .jq, .bgzip: which(rawValue).map { ($0, []) }
    case .sha256:
      which("sha256sum").map { ($0, []) } ?? which("shasum").map { ($0, ["-a", "256"]) }
    }
  }

  /// The program's path; `nil` where it is not installed.
  package var path: String? { command?.path }

  /// Whether it is installed.
  package var isInstalled: Bool { command != nil }

  /// Why a test that needs it is skipped: what is missing and how to install it.
  package var missingReason: String {
    switch self {
    case .jq: "needs jq on PATH (Linux: apt-get install jq; macOS: brew install jq)"
    case .bgzip:
      "needs bgzip on PATH (Linux: apt-get install tabix; macOS: brew install htslib)"
    case .sha256: "needs sha256sum or shasum on PATH (Linux: coreutils; macOS has shasum)"
    }
  }
}
