import Foundation
import InteractionTestSupport
import Testing

/// Whether `ilog report` writes the time-travel page yet: the page with the root
/// `<main id="tt">` of its DOM contract.
///
/// Its tests are skipped until it does, rather than passing on a page without it.
enum TimeTravelPage {
  /// Whether the page of `Recordings/empty-set-last` has the `#tt` root.
  static let isBuilt: Bool = {
    let directory = TemporaryDirectory("time-travel-probe")
    guard let page = try? ILogPages.report("Recordings/empty-set-last", in: directory),
      let html = try? String(contentsOfFile: page, encoding: .utf8)
    else { return false }
    return html.contains("id=\"tt\"") || html.contains("id=tt ") || html.contains("id=tt>")
  }()

  /// The gate of the contract's tests.
  static var gate: ConditionTrait {
    .enabled(if: isBuilt, "the time-travel page is not built yet")
  }
}
