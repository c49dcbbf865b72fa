import InteractionHost
import InteractionModel
import InteractionReplay

/// The words Tab completes at the stepper's prompt: the commands as a line's first word; after
/// it, `break`'s words and the recording's names: parameters in each spelling, instances and
/// their types, interaction ids, and the finding codes.
struct StepCompletion: Equatable {
  /// The words a line starts with.
  var commands: [String]
  /// The words that come after a command.
  var arguments: [String]

  /// Completion of `commands` and `arguments`, each sorted and without repeats.
  init(commands: [String], arguments: [String]) {
    self.commands = Array(Set(commands)).sorted()
    self.arguments = Array(Set(arguments)).sorted()
  }

  /// The candidates for the word that ends at the cursor.
  ///
  /// - Parameters:
  ///   - word: The word's text up to the cursor.
  ///   - isFirst: Whether it is the line's first word: a command.
  /// - Returns: The words starting with `word`, sorted.
  func candidates(for word: String, isFirst: Bool) -> [String] {
    (isFirst ? commands : arguments).filter { $0.hasPrefix(word) }
  }

  /// The longest text every candidate starts with.
  static func commonPrefix(_ candidates: [String]) -> String {
    guard var prefix = candidates.first.map({ Array($0) }) else { return "" }
    for candidate in candidates.dropFirst() {
      let characters = Array(candidate)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix.removeSubrange(length...)
    }
    return String(prefix)
  }
}

extension StepCompletion {
  /// The completion for a recording: the stepper's commands, `break`'s words and call kinds,
  /// the recording's names and every finding code of the catalogue (a replay may find one the
  /// recording does not show).
  init(recording: Recording) {
    // `break`'s and `info`'s words, and those of a condition or a watch.
    var words = [
      "kind", "parameter", "instance", "finding", "divergence", "if", "breakpoints", "watch",
      "and", "not", "contains",
    ]
    words += StepBreakpoint.kinds + StepFacts.keyPaths
    words += FindingCode.catalogue.map(\.rawValue)
    for interaction in recording.interactions {
      if let identifier = interaction.identifier { words.append(identifier) }
      for recorded in interaction.handling + interaction.interface {
        let instance = recorded.step.instance
        words.append(instance)
        if let type = instance.split(separator: "#").first { words.append(String(type)) }
        words += Self.parameterSpellings(
          of: recorded.step.call, intentClass: interaction.intent.className)
      }
    }
    // `info` is named only inside an explanation: `(info breakpoints, info watch)`.
    self.init(commands: Self.commandWords(StepCommand.commandList) + ["info"], arguments: words)
  }

  /// A call's parameters in each spelling a breakpoint takes: with its class
  /// (`INStartWorkoutIntent.intentDescription`) and without (`intentDescription`).
  static func parameterSpellings(of call: ExtensionCall, intentClass: String) -> [String] {
    if let name = call.resolvedParameter {
      return [name, intentClass + "." + name]
    }
    return (call.offeredParameters ?? []).flatMap { parameter in
      let qualified = parameter.description
      let prefix = parameter.className + "."
      return qualified.hasPrefix(prefix)
        ? [qualified, String(qualified.dropFirst(prefix.count))] : [qualified]
    }
  }

  /// The command names `help`'s list starts its lines with, such as `s, step [N]`: each name
  /// of more than one letter (a single letter is typed as fast as it completes).
  ///
  /// A command's forms end where two spaces start its explanation, or with the line when the
  /// explanation starts on the next, indented; a line that is neither is a note of its own.
  static func commandWords(_ list: String) -> [String] {
    let lines = list.split(separator: "\n").map { Array($0) }
    return lines.indices.flatMap { index -> [String] in
      let characters = lines[index]
      guard characters.first != " " else { return [] }
      let gap = characters.indices.dropLast().first {
        characters[$0] == " " && characters[$0 + 1] == " "
      }
      let explainedBelow = index + 1 < lines.count && lines[index + 1].starts(with: "    ")
      guard let end = gap ?? (explainedBelow ? characters.count : nil) else { return [] }
      return characters[..<end].split(separator: ",").compactMap { form in
        guard let name = form.split(separator: " ").first, name.count > 1,
          name.allSatisfy({ $0.isLowercase && $0.isLetter })
        else { return nil }
        return String(name)
      }
    }
  }
}
