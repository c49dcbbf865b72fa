import Foundation
import InteractionLog
import InteractionModel

/// A headless Chromium session driven through W3C WebDriver by `chromedriver`: the browser the
/// page tests load pages in, press keys in, measure and picture.
///
/// Every command has a timeout, so a page that hangs fails its test instead of the run.
final class Browser: Sendable {
  /// The browser a suite with the ``SharedBrowser`` trait shares between its tests.
  @TaskLocal static var shared: Browser?

  /// How pages are asked to look: `prefers-color-scheme`.
  enum ColorScheme: String, Sendable {
    case light, dark
  }

  private let driver: ChromeDriver
  private let session: String

  /// The viewport's size in CSS pixels, which is a screenshot's.
  let windowSize: (width: Int, height: Int)

  private init(driver: ChromeDriver, session: String, windowSize: (width: Int, height: Int)) {
    self.driver = driver
    self.session = session
    self.windowSize = windowSize
  }

  /// Starts `chromedriver` and a headless browser session.
  ///
  /// - Parameters:
  ///   - width: The window's width in CSS pixels.
  ///   - height: The window's height.
  ///   - colorScheme: The `prefers-color-scheme` pages see.
  /// - Returns: The session; ``quit()`` ends it and its driver.
  /// - Throws: ``WebDriverError`` naming what is missing or what failed to start.
  static func launch(width: Int = 1400, height: Int = 1500, colorScheme: ColorScheme = .light)
    async throws -> Browser
  {
    guard let executable = BrowserInstallation.driver else {
      throw WebDriverError(BrowserInstallation.missingReason ?? "no chromedriver")
    }
    guard BrowserInstallation.browser != nil else {
      throw WebDriverError(BrowserInstallation.missingReason ?? "no chromium")
    }
    let driver = try await ChromeDriver.start(executable: executable)
    var arguments: [JSONValue] = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--disable-dev-shm-usage", .string("--window-size=\(width),\(height)"),
    ]
    if colorScheme == .dark {
      // Blink's preferred color scheme 0 is dark.
      arguments += ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"]
    }
    var options: [(String, JSONValue)] = [("args", .array(arguments))]
    if let binary = BrowserInstallation.browser { options.append(("binary", .string(binary))) }
    let capabilities: JSONValue = [
      "browserName": "chrome",
      "goog:chromeOptions": .object(JSONObject(options)),
      "timeouts": ["script": 10_000, "pageLoad": 30_000, "implicit": 0],
    ]
    do {
      let created = try await driver.send(
        "POST", "/session", ["capabilities": ["alwaysMatch": capabilities]], timeout: 120)
      guard let session = created["sessionId"]?.stringValue else {
        throw WebDriverError("chromedriver created no session: \(created)")
      }
      let browser = Browser(driver: driver, session: session, windowSize: (width, height))
      try await browser.fitViewport()
      return browser
    } catch {
      let printed = driver.output
      driver.stop()
      throw WebDriverError("the browser did not start: \(error); chromedriver printed: \(printed)")
    }
  }

  /// Grows the window by what its frame takes (143 px high in headless Chromium 156), so that
  /// the viewport, which a screenshot shows, is ``windowSize``.
  private func fitViewport() async throws {
    let viewport = try await execute("return [innerWidth, innerHeight]").arrayValue ?? []
    let inner = viewport.compactMap(\.integerValue)
    guard inner.count == 2 else { throw WebDriverError("the window's viewport is \(viewport)") }
    let frame = (width: windowSize.width - Int(inner[0]), height: windowSize.height - Int(inner[1]))
    guard frame != (0, 0) else { return }
    try await command(
      "POST", "window/rect",
      [
        "width": .integer(Int64(windowSize.width + frame.width)),
        "height": .integer(Int64(windowSize.height + frame.height)),
      ])
  }

  /// Sends a command of this session, such as `url` for `/session/ID/url`.
  @discardableResult
  private func command(_ method: String, _ path: String, _ body: JSONValue? = nil)
    async throws -> JSONValue
  {
    try await driver.send(method, "/session/\(session)/\(path)", body, timeout: 60)
  }

  /// Ends the session, which closes the browser, and stops the driver.
  func quit() async {
    _ = try? await driver.send("DELETE", "/session/\(session)", timeout: 30)
    driver.stop()
  }

  // MARK: - Pages

  /// Loads a file, and waits for its `load` event.
  ///
  /// - Parameters:
  ///   - path: The file's absolute path.
  ///   - fragment: The URL's fragment, without `#`, such as `event=ui-extension-502.ilog:5`.
  /// - Throws: ``WebDriverError`` when the page does not load in time.
  func open(file path: String, fragment: String? = nil) async throws {
    var url = URL(fileURLWithPath: path).absoluteString
    if let fragment { url += "#" + fragment }
    try await command("POST", "url", ["url": .string(url)])
  }

  /// Runs `script` as a function body in the page and returns what it returns, as JSON.
  ///
  /// - Parameters:
  ///   - script: JavaScript; `arguments[0]`… are `arguments`, elements arriving as DOM nodes.
  ///   - arguments: The script's arguments.
  /// - Returns: The script's return value; `null` when it returns nothing.
  /// - Throws: ``WebDriverError`` with the page's exception when the script throws.
  @discardableResult
  func execute(_ script: String, _ arguments: JSONValue...) async throws -> JSONValue {
    try await command(
      "POST", "execute/sync", ["script": .string(script), "args": .array(arguments)])
  }

  /// Waits until a JavaScript expression is truthy in the page.
  ///
  /// - Parameters:
  ///   - expression: The expression, such as `document.documentElement.dataset.ttReady`.
  ///   - timeout: Seconds before giving up.
  /// - Throws: ``WebDriverError`` naming the expression when it is still false at the end.
  func wait(until expression: String, timeout: TimeInterval = 15) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try await execute("return !!(\(expression))").boolValue != true {
      if Date() > deadline {
        throw WebDriverError("still false after \(timeout) s: \(expression)")
      }
      try await Task.sleep(nanoseconds: 25_000_000)
    }
  }

  /// The elements a CSS selector matches, in document order.
  func elements(_ selector: String) async throws -> [WebElement] {
    let found = try await command(
      "POST", "elements", ["using": "css selector", "value": .string(selector)])
    return (found.arrayValue ?? []).compactMap(WebElement.init)
  }

  /// The first element a CSS selector matches.
  ///
  /// - Throws: ``WebDriverError`` naming the selector when nothing matches.
  func element(_ selector: String) async throws -> WebElement {
    guard let first = try await elements(selector).first else {
      throw WebDriverError("no element matches \(selector)")
    }
    return first
  }

  /// An attribute's value, or `nil` where the element has none.
  func attribute(_ name: String, of element: WebElement) async throws -> String? {
    try await execute(
      "return arguments[0].getAttribute(arguments[1])", element.argument, .string(name)
    )
    .stringValue
  }

  /// The element's text as rendered (`innerText`).
  func text(of element: WebElement) async throws -> String {
    try await execute("return arguments[0].innerText", element.argument).stringValue ?? ""
  }

  /// Whether the element takes space on the page: neither it nor an ancestor is hidden.
  func isShown(_ element: WebElement) async throws -> Bool {
    try await execute("return arguments[0].getClientRects().length > 0", element.argument)
      .boolValue == true
  }

  /// Where the element is drawn: its `getBoundingClientRect()`.
  func boundingRect(of element: WebElement) async throws -> WebElement.Rect {
    let rect = try await execute(
      "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]",
      element.argument)
    guard let numbers = rect.arrayValue?.compactMap(\.doubleValue), numbers.count == 4 else {
      throw WebDriverError("getBoundingClientRect gave \(rect)")
    }
    return WebElement.Rect(left: numbers[0], top: numbers[1], width: numbers[2], height: numbers[3])
  }

  // MARK: - Input

  /// Presses keys one after another on the focused element (the page's body when none is), as a
  /// user's keyboard would.
  func press(_ keys: [BrowserKey]) async throws {
    let actions: [JSONValue] = keys.flatMap { key -> [JSONValue] in
      [
        ["type": "keyDown", "value": .string(key.value)],
        ["type": "keyUp", "value": .string(key.value)],
      ]
    }
    try await command(
      "POST", "actions",
      ["actions": [["type": "key", "id": "keyboard", "actions": .array(actions)]]])
    try await command("DELETE", "actions")
  }

  /// Presses one key.
  func press(_ key: BrowserKey) async throws {
    try await press([key])
  }

  /// Types text into an element, which takes the focus.
  func type(_ text: String, into element: WebElement) async throws {
    try await command("POST", "element/\(element.id)/value", ["text": .string(text)])
  }

  /// Clicks an element at its centre, as a user would.
  func click(_ element: WebElement) async throws {
    try await command("POST", "element/\(element.id)/click")
  }

  // MARK: - Pictures

  /// The window as a PNG image.
  func screenshot() async throws -> Data {
    let encoded = try await command("GET", "screenshot")
    guard let base64 = encoded.stringValue, let png = Data(base64Encoded: base64) else {
      throw WebDriverError(
        "the screenshot is not base64: \(String(describing: encoded).prefix(80))")
    }
    return png
  }
}
