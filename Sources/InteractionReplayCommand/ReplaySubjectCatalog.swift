public import InteractionReplay

/// The types a ``ReplayCommand`` can replay, by name: what a user registers in their own
/// executable target.
///
/// ```swift
/// enum MySubjects: ReplaySubjectCatalog {
///   static let subjects: KeyValuePairs<String, ReplaySubjects> = [
///     "workout": .types(provider: { WorkoutIntentHandler() }, controller: { IntentViewController() })
///   ]
/// }
/// ```
public protocol ReplaySubjectCatalog {
  /// The subjects by name, in the order `--help` lists them.
  static var subjects: KeyValuePairs<String, ReplaySubjects> { get }
}
