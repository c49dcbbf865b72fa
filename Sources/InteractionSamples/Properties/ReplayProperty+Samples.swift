import InteractionJudging
import InteractionModel
package import InteractionReplay

extension ReplayProperty {
  /// The workout's snippet keeps its header whatever order SiriKit uses: where the workout view
  /// is shown, the views take the header's height and the workout's together, the header drawn
  /// on its own or on top of the workout (``AdaptiveHeaderViewController``).
  ///
  /// Registered with the workout samples in `ilog`; what catches
  /// ``VanishingHeaderViewController``, whose hidden header no finding sees.
  package static let workoutKeepsItsHeader = ReplayProperty(
    "the workout keeps its header", member: "workoutKeepsItsHeader"
  ) { interaction in
    let views = (interaction.interface?.shownViews ?? []).filter(\.takesRoom)
    let showsWorkout = views.contains { view in
      view.displayed.contains { $0.keyPath == "intentDescription" }
    }
    guard showsWorkout else { return nil }
    let height = views.reduce(0) { $0 + $1.height }
    let needed = WorkoutViewController.headerSize.height + WorkoutViewController.workoutSize.height
    return height >= needed
      ? nil : "the views are \(height) points high, \(needed - height) short: the header is missing"
  }
}
