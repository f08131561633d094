import VellumRunner
import VellumValues

/// One tool the MCP server offers: its name, what it does, the JSON schema of its arguments,
/// and the runner request it becomes.
struct MCPTool {
  /// One argument: its JSON type (`string`, `boolean`, `integer`, `number`, `array` of
  /// strings, or `value`: a string or a number) and what it means.
  struct Argument {
    let name: String
    let type: String
    let description: String
    var choices: [String]? = nil
    var isRequired = false
  }

  let name: String
  let description: String
  let arguments: [Argument]
  /// The runner's method the call becomes; its arguments are the request's params.
  let method: String

  /// The tool as `tools/list` describes it.
  var listing: JSONValue {
    var properties: [String: JSONValue] = [:]
    for argument in arguments {
      var schema: [String: JSONValue] = ["description": .string(argument.description)]
      switch argument.type {
      case "array":
        schema["type"] = "array"
        schema["items"] = ["type": "string"]
      case "value": schema["type"] = ["string", "number"]
      default: schema["type"] = .string(argument.type)
      }
      if let choices = argument.choices { schema["enum"] = .array(choices.map(JSONValue.string)) }
      properties[argument.name] = .object(schema)
    }
    return [
      "name": .string(name), "description": .string(description),
      "inputSchema": [
        "type": "object", "properties": .object(properties),
        "required": .array(arguments.filter(\.isRequired).map { .string($0.name) }),
        "additionalProperties": false,
      ],
    ]
  }

  /// What is wrong with `arguments` for this tool, or `nil` when they fit its schema.
  func problem(with arguments: JSONValue) -> String? {
    guard case .object(let given) = arguments else { return "the arguments must be an object" }
    for key in given.keys.sorted() where !self.arguments.contains(where: { $0.name == key }) {
      let known = self.arguments.map(\.name).joined(separator: ", ")
      return "\(name) takes no argument \(key)" + (known.isEmpty ? "" : " (it takes \(known))")
    }
    for argument in self.arguments {
      guard let value = given[argument.name], value != .null else {
        if argument.isRequired { return "\(name) needs the argument \(argument.name)" }
        continue
      }
      guard Self.fits(value, argument.type) else {
        return "\(argument.name) must be \(Self.phrase(argument.type))"
      }
      if let choices = argument.choices, let string = value.string, !choices.contains(string) {
        return "\(argument.name) is one of " + choices.joined(separator: ", ")
      }
    }
    return nil
  }

  private static func fits(_ value: JSONValue, _ type: String) -> Bool {
    switch (type, value) {
    case ("string", .string), ("boolean", .bool), ("number", .number),
      ("value", .string), ("value", .number):
      true
    case ("integer", .number(let number)): number == number.rounded()
    case ("array", .array(let values)): values.allSatisfy { $0.string != nil }
    default: false
    }
  }

  private static func phrase(_ type: String) -> String {
    switch type {
    case "array": "a list of strings"
    case "value": "a string or a number"
    case "integer": "a whole number"
    case "boolean": "true or false"
    default: "a \(type)"
    }
  }
}

extension MCPTool {
  private static let screen = Argument(
    name: "screen", type: "string", description: "The screen open_screen returned (s1, s2, …).",
    isRequired: true)

  private static let package = Argument(
    name: "package", type: "string",
    description: "A Swift package's folder: its previews are the ones listed and opened.")

  /// The server's tools, few and composable: list, open, read, act, render, audit, close.
  static let all: [MCPTool] = [
    MCPTool(
      name: "list_screens",
      description: "Lists the previews that can be opened, by name. A .vellum file's views "
        + "open too: pass its path as open_screen's file. With package, lists the "
        + "PreviewProviders of the Swift package in that folder (building it; a build error "
        + "comes back with each error's file, line and message), and the tools use that "
        + "package's previews from then on; without it, the examples' again.",
      arguments: [package], method: "list"),
    MCPTool(
      name: "open_screen",
      description: "Mounts a preview (by name) or a .vellum file's view in a live host and "
        + "returns its id and an accessibility snapshot: one line per element VoiceOver reads, "
        + "with a ref such as [ref=e3] on each control that can be acted on.",
      arguments: [
        Argument(name: "name", type: "string", description: "A preview's name from list_screens."),
        Argument(name: "file", type: "string", description: "A .vellum file's path."),
        package,
        Argument(
          name: "view", type: "string",
          description: "The view of the file to open (default: its first)."),
        Argument(
          name: "variant", type: "array",
          description: "Variants to apply together: dark, light, xxxLarge, accessibility5, "
            + "rtl, reduceMotion, a device (iPhoneSE, iPhone15, iPhone15ProMax, iPadPortrait, "
            + "iPadLandscape) or locale=IDENTIFIER."),
      ], method: "open"),
    MCPTool(
      name: "snapshot",
      description: "The screen's accessibility snapshot now, with refs for its controls; "
        + "optionally with its text rendering (a picture of the screen in characters).",
      arguments: [
        screen,
        Argument(name: "text", type: "boolean", description: "Add the text rendering."),
        Argument(name: "width", type: "integer", description: "The text rendering's width."),
      ], method: "snapshot"),
    MCPTool(
      name: "act",
      description: "Does what a person's hand would on a control named by its ref (tap, "
        + "toggle, type, clear, submit, select an option, slide to a value, increment, "
        + "decrement, swipe, long_press, scroll_to) or on the screen (back, dismiss; "
        + "scroll_to with a value: the view with that label), waits for the tasks it "
        + "starts, and returns the new snapshot and the patches of the update.",
      arguments: [
        screen,
        Argument(
          name: "action", type: "string", description: "What to do.",
          choices: AgentAction.names, isRequired: true),
        Argument(
          name: "ref", type: "string",
          description: "The control's ref from the last snapshot (not for back and dismiss)."),
        Argument(
          name: "value", type: "value",
          description: "The text to type, the option to select, the slider's value, the "
            + "edge to swipe from (leading or trailing), or the label of the view to scroll to."),
      ], method: "act"),
    MCPTool(
      name: "render",
      description: "Renders the screen: text (characters), html (a fragment), page (a whole "
        + "HTML page), svg (an image at the device's size), tree (the node tree), "
        + "accessibility (VoiceOver's reading with frames) or patches (of the last update).",
      arguments: [
        screen,
        Argument(
          name: "format", type: "string", description: "The format (default text).",
          choices: ["text", "html", "page", "svg", "tree", "accessibility", "patches"]),
        Argument(name: "width", type: "integer", description: "The text rendering's width."),
      ], method: "render"),
    MCPTool(
      name: "audit",
      description: "The accessibility audit's findings for the screen; with variants, also "
        + "for the preview mounted afresh in dark mode, the largest text sizes, right to "
        + "left and on each device.",
      arguments: [
        screen,
        Argument(name: "variants", type: "boolean", description: "Audit every variant too."),
      ], method: "audit"),
    MCPTool(
      name: "close_screen", description: "Closes a screen and frees its host.",
      arguments: [screen], method: "close"),
  ]
}
