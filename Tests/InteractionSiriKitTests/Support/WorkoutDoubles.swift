import Foundation
import InteractionModel
import InteractionRecorder

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// Hand-made stand-ins for the start-workout intent and its response, and a bridge for them.
///
/// They have the class names the recordings use: what the tests of the hand-written bridge
/// convert, independent of the generated catalog. Nested, so that they never clash with the
/// catalog's classes of the same names.
enum WorkoutDoubles {
  /// The start-workout intent, with the properties the recordings hold.
  final class INStartWorkoutIntent: INIntent {
    var workoutName: INSpeakableString?
    var goalValue: Double?
    var workoutGoalUnitType = "unknown"
    var workoutLocationType = "unknown"
    var isOpenEnded: Bool?
  }

  /// The start-workout response, with a code.
  final class INStartWorkoutIntentResponse: INIntentResponse {
    enum Code: Int {
      case unspecified = 0
      case ready
      case continueInApp
      case failure
      case failureRequiringAppLaunch
      case failureOngoingWorkout
      case failureNoMatchingWorkout
      case handleInApp
      case success
    }

    let code: Code

    init(code: Code, userActivity: NSUserActivity?) {
      self.code = code
      super.init()
      self.userActivity = userActivity
    }

    #if os(iOS) || os(watchOS)
    // NSCoding's, which a subclass with its own designated initializer must declare on iOS.
    required init?(coder: NSCoder) {
      code = .unspecified
      super.init(coder: coder)
    }
    #endif
  }

  /// The conversions of the two classes.
  enum Bridge: SiriKitIntentBridge {
    static let intentClassName = "INStartWorkoutIntent"
    static let responseClassName = "INStartWorkoutIntentResponse"
    static var intentClass: INIntent.Type { INStartWorkoutIntent.self }
    static var responseClass: INIntentResponse.Type { INStartWorkoutIntentResponse.self }

    /// The response codes' names, as the recordings spell them.
    static let codeNames: [INStartWorkoutIntentResponse.Code: String] = [
      .unspecified: "unspecified", .ready: "ready", .continueInApp: "continueInApp",
      .failure: "failure", .handleInApp: "handleInApp", .success: "success",
    ]

    static func modelProperties(of intent: INIntent) throws(SiriKitConversionError)
      -> [String: Value]
    {
      guard let intent = intent as? INStartWorkoutIntent else {
        throw SiriKitConversionError(.unsupportedClass(String(describing: type(of: intent))))
      }
      var properties: [String: Value] = [
        "workoutGoalUnitType": .string(intent.workoutGoalUnitType),
        "workoutLocationType": .string(intent.workoutLocationType),
      ]
      if let name = intent.workoutName { properties["workoutName"] = name.modelValue }
      if let goal = intent.goalValue { properties["goalValue"] = goal.modelValue }
      if let open = intent.isOpenEnded { properties["isOpenEnded"] = open.modelValue }
      return properties
    }

    static func siriKitIntent(properties: [String: Value]) throws(SiriKitConversionError)
      -> INIntent
    {
      let intent = INStartWorkoutIntent()
      intent.workoutName = try INSpeakableString?(modelValue: properties["workoutName"] ?? .null)
      intent.goalValue = try Double?(modelValue: properties["goalValue"] ?? .null)
      intent.isOpenEnded = try Bool?(modelValue: properties["isOpenEnded"] ?? .null)
      intent.workoutGoalUnitType = properties["workoutGoalUnitType"]?.stringValue ?? "unknown"
      intent.workoutLocationType = properties["workoutLocationType"]?.stringValue ?? "unknown"
      return intent
    }

    static func modelResponse(from response: INIntentResponse) throws(SiriKitConversionError)
      -> IntentResponse
    {
      guard let response = response as? INStartWorkoutIntentResponse,
        let name = codeNames[response.code]
      else { throw SiriKitConversionError(.invalid("no code name")) }
      return IntentResponse(
        className: responseClassName,
        code: IntentResponse.Code(rawValue: response.code.rawValue, name: name))
    }

    static func siriKitResponse(from response: IntentResponse) throws(SiriKitConversionError)
      -> INIntentResponse
    {
      guard let code = codeNames.first(where: { $0.value == response.code.name })?.key else {
        throw SiriKitConversionError(
          .unknownCase(type: "INStartWorkoutIntentResponseCode", name: response.code.name),
          at: "code")
      }
      return INStartWorkoutIntentResponse(code: code, userActivity: nil)
    }

    static func recordingHandler(wrapping handler: Any, recorder: Recorder) -> AnyObject? {
      nil
    }

    static func replayHandler(wrapping handler: Any) -> (any IntentHandler)? { nil }
  }

  /// A converter that knows the two classes and nothing else.
  static let converter = SiriKitConverter(registry: SiriKitIntentRegistry(bridges: [Bridge.self]))

  /// The start-workout intent of the recordings.
  static func intent() -> INStartWorkoutIntent {
    let intent = INStartWorkoutIntent()
    intent.workoutName = INSpeakableString(spokenPhrase: "run")
    intent.goalValue = 3
    intent.workoutGoalUnitType = "mile"
    intent.workoutLocationType = "outdoor"
    intent.isOpenEnded = false
    SiriKitRuntime.setIdentifier("start-workout", of: intent)
    SiriKitRuntime.setIntentDescription("Start a 3 mile run", of: intent)
    return intent
  }
}
