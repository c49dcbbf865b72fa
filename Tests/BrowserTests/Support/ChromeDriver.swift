import Foundation
import InteractionLog
import InteractionTestSupport

/// A `chromedriver` child process on a port of its choosing, and the HTTP commands of the W3C
/// WebDriver protocol sent to it through `curl`.
///
/// Unchecked `Sendable`: its state is set once at start; `Process` is safe to query and signal
/// from any thread.
final class ChromeDriver: @unchecked Sendable {
  /// The server's address, `http://127.0.0.1:<port>`.
  let address: URL
  private let process: Process
  /// Holds the server's output and is the browser's `TMPDIR`, so that its profile and crash
  /// files go away with the driver.
  private let scratch: TemporaryDirectory

  private var outputPath: String { scratch.file("chromedriver.log") }

  /// What the server printed, for failure messages.
  var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

  private init(address: URL, process: Process, scratch: TemporaryDirectory) {
    self.address = address
    self.process = process
    self.scratch = scratch
  }

  /// Starts `chromedriver --port=0` and waits until it reports its port and is ready.
  ///
  /// - Parameters:
  ///   - executable: The `chromedriver` to run.
  ///   - timeout: Seconds to wait for it: generous, since the suite shares two cores.
  /// - Returns: The running server.
  /// - Throws: ``WebDriverError`` when it cannot be started or is not ready in time.
  static func start(executable: String, timeout: TimeInterval = 60) async throws -> ChromeDriver {
    let scratch = TemporaryDirectory("chromedriver")
    let outputPath = scratch.file("chromedriver.log")
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    // Port 0: the server takes a free port and prints it, so no two runs race for one.
    process.arguments = ["--port=0"]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = log
    process.standardError = log
    try process.run()
    try log.close()

    var port: Int?
    _ = await Polling.until(timeout: timeout) {
      port = Self.port(in: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
      return port != nil || !process.isRunning
    }
    guard let port, let address = URL(string: "http://127.0.0.1:\(port)") else {
      let printed = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      // SIGKILL: chromedriver started by Foundation's Process may not end on SIGTERM.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw WebDriverError("chromedriver reported no port within \(timeout) s: \(printed)")
    }
    let driver = ChromeDriver(address: address, process: process, scratch: scratch)
    let deadline = Date().addingTimeInterval(timeout)
    while (try? await driver.send("GET", "/status", timeout: 5)["ready"]?.boolValue) != true {
      if Date() > deadline || !process.isRunning {
        driver.stop()
        throw WebDriverError(
          "chromedriver on port \(port) was not ready in \(timeout) s: \(driver.output)")
      }
      await Polling.pause(0.05)
    }
    return driver
  }

  deinit { stop() }

  /// The port in chromedriver's line "ChromeDriver was started successfully on port N.".
  private static func port(in output: String) -> Int? {
    // Not the first line, "Starting ChromeDriver … on port 0", which names the port asked for.
    guard let line = output.split(separator: "\n").last(where: { $0.contains("successfully") }),
      let range = line.range(of: "on port ")
    else { return nil }
    return Int(line[range.upperBound...].prefix(while: \.isNumber))
  }

  /// Sends one WebDriver command and returns its answer's `value`.
  ///
  /// - Parameters:
  ///   - method: `GET`, `POST` or `DELETE`.
  ///   - path: The command's path, such as `/session/ID/url`.
  ///   - body: The command's parameters; an empty object for a `POST` without any.
  ///   - timeout: Seconds before the request is abandoned, so that nothing hangs.
  /// - Returns: The `value` member of the driver's answer.
  /// - Throws: ``WebDriverError`` for an error answer, or when `curl` cannot be run.
  func send(_ method: String, _ path: String, _ body: JSONValue? = nil, timeout: TimeInterval = 60)
    async throws -> JSONValue
  {
    // curl, not URLSession: Foundation on Linux rejects chromedriver's headers, which have no
    // space after the colon ("Failed writing header").
    guard let curl = which("curl") else { throw WebDriverError("no curl on PATH") }
    var input = Data()
    var arguments = [
      "-sS", "-X", method, "--max-time", String(Int(timeout)), "-w", "\n%{http_code}",
      address.absoluteString + path,
    ]
    if method == "POST" {
      var writer = JSONWriter()
      writer.value(body ?? .object(JSONObject()))
      input = Data(writer.bytes)
      arguments += ["-H", "Content-Type: application/json; charset=utf-8", "--data-binary", "@-"]
    }
    let outcome = try runProgram(curl, arguments, stdin: input)
    let answer = outcome.output
    let split = answer.lastIndex(of: "\n") ?? answer.startIndex
    let status = Int(answer[split...].dropFirst()) ?? 0
    let json = String(answer[..<split])
    guard outcome.status == 0, (200..<300).contains(status),
      let value = try? JSONParser().parse(json)["value"]
    else {
      throw WebDriverError.command(
        method, path, status: status, answer: json + outcome.error)
    }
    return value
  }

  /// Stops the server: SIGTERM, then SIGKILL after 2 s.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(2)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
