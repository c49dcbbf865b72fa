import Foundation
import InteractionSiriKit

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// The Intents extension's principal class, named as Xcode's template names it, which handles
/// the start-workout intent itself: it resolves the workout's name, goal, location and
/// open-endedness, confirms, and hands the workout to the app to start.
///
/// Recording is the two lines in `handler(for:)` that hand the call to the process's recorder:
/// the handler it returns records every resolve, confirm and handle, and answers
/// `responds(to:)` as this class does. Its results are made through `SiriKitResolution`, so that
/// what each says can be recorded: Apple offers no public way to read a result back.
public class IntentHandler: INExtension, INStartWorkoutIntentHandling {
  /// The workouts the app offers, as Siri says them.
  static let workouts = ["walk", "run", "swim"]

  public override func handler(for intent: INIntent) -> Any? {
    guard intent is INStartWorkoutIntent else { return nil }
    guard let recording = WorkoutLog.intentsExtension else { return self }
    return recording.recordHandler(for: intent, provider: self) { self }
  }

  /// A workout the app knows; the list to choose from for another; a value for none.
  public func resolveWorkoutName(
    for intent: INStartWorkoutIntent,
    with completion: @escaping (INSpeakableStringResolutionResult) -> Void
  ) {
    guard let name = intent.workoutName else { return completion(SiriKitResolution.needsValue()) }
    guard Self.workouts.contains(name.spokenPhrase.lowercased()) else {
      return completion(
        SiriKitResolution.disambiguation(
          with: Self.workouts.map { INSpeakableString(spokenPhrase: $0) }))
    }
    completion(SiriKitResolution.success(with: name))
  }

  /// A goal in miles, the only unit the app tracks; none for an open-ended workout.
  public func resolveGoalValue(
    for intent: INStartWorkoutIntent, with completion: @escaping (INDoubleResolutionResult) -> Void
  ) {
    if let goal = intent.goalValue, intent.workoutGoalUnitType == .mile {
      completion(SiriKitResolution.success(with: goal))
    } else if intent.goalValue == nil, intent.isOpenEnded == true {
      completion(SiriKitResolution.notRequired())
    } else {
      completion(SiriKitResolution.needsValue())
    }
  }

  /// Indoors or outdoors, as said; outdoors when unsaid, since the app tracks runs by GPS.
  public func resolveWorkoutLocationType(
    for intent: INStartWorkoutIntent,
    with completion: @escaping (INWorkoutLocationTypeResolutionResult) -> Void
  ) {
    let location = intent.workoutLocationType
    completion(SiriKitResolution.success(with: location == .unknown ? .outdoor : location))
  }

  /// Whether the workout runs without a goal, as said; not required when unsaid.
  public func resolveIsOpenEnded(
    for intent: INStartWorkoutIntent, with completion: @escaping (INBooleanResolutionResult) -> Void
  ) {
    guard let openEnded = intent.isOpenEnded else {
      return completion(SiriKitResolution.notRequired())
    }
    completion(SiriKitResolution.success(with: openEnded))
  }

  public func confirm(
    intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void
  ) {
    completion(INStartWorkoutIntentResponse(code: .ready, userActivity: nil))
  }

  /// Hands the workout to the app, which starts it: only the app may answer `success`.
  public func handle(
    intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void
  ) {
    completion(INStartWorkoutIntentResponse(code: .handleInApp, userActivity: nil))
  }
}
