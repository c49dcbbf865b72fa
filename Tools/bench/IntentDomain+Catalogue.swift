import InteractionModel

extension IntentDomain {
  /// The domains of the generated recording, weighted roughly as a payments-and-messaging app's
  /// extension sees them: account searches and messages most, rides and media least.
  static let catalogue: [IntentDomain] = [
    searchForAccounts, sendMessage, sendPayment, addTasks, startWorkout, requestRide, playMedia,
  ]

  static let searchForAccounts = IntentDomain(
    intentClass: "INSearchForAccountsIntent", handlerType: "SearchForAccountsIntentHandler",
    weight: 25,
    resolvedParameters: [
      "accountNickname", "accountType", "organizationName", "requestedBalanceType",
    ],
    successCode: IntentResponse.Code(rawValue: 3, name: "success"), listedResponseKey: "accounts",
    makeIntent: { random, _ in
      [
        "accountNickname": SampleValues.speakable(
          random.pick(SampleValues.accountNicknames), &random),
        "accountType": .integer(Int64(random.int(in: 0...6))),
        "organizationName": SampleValues.speakable(
          random.pick(SampleValues.organizations), &random),
        "requestedBalanceType": .integer(Int64(random.int(in: 0...3))),
      ]
    },
    makeResponse: { random, _, _ in
      let currency = random.pick(SampleValues.currencies)
      let accounts: [Value] = (0..<random.int(in: 1...5)).map { _ in
        [
          "nickname": SampleValues.speakable(random.pick(SampleValues.accountNicknames), &random),
          "accountNumber": .string("****\(random.int(in: 1000...9999))"),
          "accountType": .integer(Int64(random.int(in: 1...6))),
          "organizationName": SampleValues.speakable(
            random.pick(SampleValues.organizations), &random),
          "balance": [
            "type": .integer(Int64(random.int(in: 1...3))),
            "amount": SampleValues.money(&random, upTo: 250_000, currency: currency),
          ],
          "secondaryBalance": random.chance(0.3)
            ? ["type": 2, "amount": SampleValues.money(&random, upTo: 5_000, currency: currency)]
            : .null,
        ]
      }
      return ["accounts": .array(accounts)]
    })

  static let sendMessage = IntentDomain(
    intentClass: "INSendMessageIntent", handlerType: "SendMessageIntentHandler", weight: 20,
    resolvedParameters: ["recipients", "content", "speakableGroupName"],
    successCode: IntentResponse.Code(rawValue: 4, name: "success"),
    listedResponseKey: "sentMessages",
    makeIntent: { random, _ in
      var properties: [String: Value] = [
        "recipients": .array((0..<random.int(in: 1...3)).map { _ in SampleValues.person(&random) }),
        "content": .string(random.pick(SampleValues.messages)),
        "outgoingMessageType": 1,
        "serviceName": .string(random.pick(["SMS", "Chatter", "iMessage"])),
      ]
      if random.chance(0.3) {
        properties["speakableGroupName"] = SampleValues.speakable(
          random.pick(["Family", "Book club", "Climbing crew", "Team"]), &random)
      }
      return properties
    },
    makeResponse: { random, intent, now in
      let message: Value = [
        "identifier": .string(random.uuid()),
        "content": intent["content"] ?? .null,
        "dateSent": SampleValues.date(near: now, spread: 1, &random),
        "sender": SampleValues.person(&random),
        "recipients": intent["recipients"] ?? .null,
        "messageType": 1,
        "serviceName": intent["serviceName"] ?? .null,
      ]
      return ["sentMessages": [message]]
    })

  static let sendPayment = IntentDomain(
    intentClass: "INSendPaymentIntent", handlerType: "SendPaymentIntentHandler", weight: 15,
    resolvedParameters: ["payee", "currencyAmount", "note"],
    successCode: IntentResponse.Code(rawValue: 4, name: "success"), listedResponseKey: nil,
    makeIntent: { random, _ in
      [
        "payee": SampleValues.person(&random),
        "currencyAmount": SampleValues.money(&random, upTo: 2_000),
        "note": .string(random.pick(["rent", "dinner 🍜", "concert tickets", "thanks!", "taxi"])),
      ]
    },
    makeResponse: { random, intent, _ in
      [
        "paymentRecord": [
          "payee": intent["payee"] ?? .null,
          "payer": SampleValues.person(&random),
          "currencyAmount": intent["currencyAmount"] ?? .null,
          "note": intent["note"] ?? .null,
          "status": .integer(Int64(random.int(in: 1...3))),
          "feeAmount": SampleValues.money(&random, upTo: 5, currency: "USD"),
          "paymentMethod": ["type": 2, "name": "Visa", "identificationHint": "****4242"],
        ]
      ]
    })

  static let addTasks = IntentDomain(
    intentClass: "INAddTasksIntent", handlerType: "AddTasksIntentHandler", weight: 10,
    resolvedParameters: ["targetTaskList", "taskTitles", "temporalEventTrigger"],
    successCode: IntentResponse.Code(rawValue: 3, name: "success"), listedResponseKey: "addedTasks",
    makeIntent: { random, now in
      var properties: [String: Value] = [
        "targetTaskList": [
          "title": SampleValues.speakable(random.pick(SampleValues.taskLists), &random)
        ],
        "taskTitles": .array(
          (0..<random.int(in: 1...4)).map { _ in
            SampleValues.speakable(random.pick(SampleValues.taskTitles), &random)
          }),
      ]
      if random.chance(0.4) {
        properties["temporalEventTrigger"] = [
          "startDateComponents": SampleValues.date(near: now + 86_400, spread: 43_200, &random)
        ]
      }
      return properties
    },
    makeResponse: { random, intent, _ in
      let titles = intent["taskTitles"]?.arrayValue ?? []
      let tasks: [Value] = titles.map { title in
        [
          "title": title, "status": 1, "taskType": 2,
          "identifier": .string(random.uuid()),
        ]
      }
      return ["addedTasks": .array(tasks), "modifiedTaskList": intent["targetTaskList"] ?? .null]
    })

  static let startWorkout = IntentDomain(
    intentClass: "INStartWorkoutIntent", handlerType: "StartWorkoutIntentHandler", weight: 10,
    resolvedParameters: ["workoutName", "goalValue", "workoutGoalUnitType", "isOpenEnded"],
    successCode: IntentResponse.Code(rawValue: 8, name: "handleInApp"), listedResponseKey: nil,
    makeIntent: { random, _ in
      [
        "workoutName": SampleValues.speakable(random.pick(SampleValues.workouts), &random),
        "goalValue": .double(Double(random.int(in: 1...60)) / 2),
        "workoutGoalUnitType": .integer(Int64(random.int(in: 1...9))),
        "workoutLocationType": .integer(Int64(random.int(in: 0...2))),
        "isOpenEnded": .bool(random.chance(0.3)),
      ]
    },
    makeResponse: { _, _, _ in [:] })

  static let requestRide = IntentDomain(
    intentClass: "INRequestRideIntent", handlerType: "RequestRideIntentHandler", weight: 10,
    resolvedParameters: ["pickupLocation", "dropOffLocation", "rideOptionName", "partySize"],
    successCode: IntentResponse.Code(rawValue: 3, name: "success"), listedResponseKey: nil,
    makeIntent: { random, now in
      [
        "pickupLocation": SampleValues.place(&random),
        "dropOffLocation": SampleValues.place(&random),
        "rideOptionName": SampleValues.speakable(random.pick(SampleValues.rideOptions), &random),
        "partySize": .integer(Int64(random.int(in: 1...4))),
        "scheduledPickupTime": [
          "startDate": SampleValues.date(near: now + 900, spread: 600, &random),
          "duration": 600.0,
        ],
      ]
    },
    makeResponse: { random, intent, now in
      [
        "rideStatus": [
          "rideIdentifier": .string(random.uuid()),
          "phase": .integer(Int64(random.int(in: 1...3))),
          "estimatedPickupDate": SampleValues.date(near: now + 420, spread: 300, &random),
          "pickupLocation": intent["pickupLocation"] ?? .null,
          "dropOffLocation": intent["dropOffLocation"] ?? .null,
          "vehicle": [
            "registrationPlate": .string(
              "\(random.hex(3).uppercased())-\(random.int(in: 100...999))"),
            "manufacturer": .string(random.pick(SampleValues.vehicles)),
            "location": SampleValues.place(&random)["location"] ?? .null,
          ],
          "driver": SampleValues.person(&random),
          "rideOption": [
            "name": intent["rideOptionName"] ?? .null,
            "priceRange": [
              "minimumPrice": .double(Double(random.int(in: 8...20))),
              "maximumPrice": .double(Double(random.int(in: 21...60))),
              "currencyCode": "USD",
            ],
          ],
        ]
      ]
    })

  static let playMedia = IntentDomain(
    intentClass: "INPlayMediaIntent", handlerType: "PlayMediaIntentHandler", weight: 10,
    resolvedParameters: ["mediaItems", "playShuffled", "playbackRepeatMode"],
    successCode: IntentResponse.Code(rawValue: 4, name: "success"), listedResponseKey: nil,
    makeIntent: { random, _ in
      let song = random.pick(SampleValues.songs)
      return [
        "mediaItems": [
          [
            "identifier": .string("song:\(random.hex(16))"), "title": .string(song.0),
            "artist": .string(song.1), "type": 3,
          ]
        ],
        "playShuffled": .bool(random.chance(0.2)),
        "playbackRepeatMode": .integer(Int64(random.int(in: 0...3))),
        "resumePlayback": .bool(random.chance(0.5)),
      ]
    },
    makeResponse: { random, _, _ in
      ["nowPlayingInfo": ["elapsedTime": .double(Double(random.int(in: 0...240)))]]
    })
}
