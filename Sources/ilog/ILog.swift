import ArgumentParser

@main
struct ILog: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ilog",
    abstract: "Read and check SiriKit interaction logs."
  )
}
