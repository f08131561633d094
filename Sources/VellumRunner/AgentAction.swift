import Vellum
import VellumValues

/// What a tool asks a person's hand to do on a screen: most act on one control, named by
/// its reference in the last snapshot; `back` and `dismiss` act on the screen.
///
/// ```swift
/// let action = try AgentAction(name: "type", value: .string("Tacos"))
/// ```
package enum AgentAction: Equatable, Sendable {
  case tap, toggle, submit, increment, decrement, longPress
  case type(String)
  case clear
  case select(String)
  case slide(Double)
  case swipe(HorizontalEdge)
  /// Scrolls to the view the `value` names, or to the control of the `ref`.
  case scrollTo(String?)
  case back, dismiss

  /// The actions' names, as a tool gives them.
  package static let names = [
    "tap", "toggle", "type", "clear", "submit", "select", "slide", "increment", "decrement",
    "swipe", "long_press", "scroll_to", "back", "dismiss",
  ]

  /// The action named `name`, with its `value` where it takes one (the text to type, the
  /// option to select, the slider's value, the edge to swipe from: `leading` or `trailing`,
  /// by default `trailing`; for `scroll_to`, the label of the view to scroll to, when no
  /// control's reference is given).
  package init(name: String, value: JSONValue?) throws(AgentError) {
    switch name {
    case "tap": self = .tap
    case "toggle": self = .toggle
    case "submit": self = .submit
    case "increment": self = .increment
    case "decrement": self = .decrement
    case "long_press": self = .longPress
    case "clear": self = .clear
    case "back": self = .back
    case "dismiss": self = .dismiss
    case "type":
      guard let text = value?.string else {
        throw AgentError.badArguments("type needs the text to type as a string `value`")
      }
      self = .type(text)
    case "select":
      guard let option = value?.string else {
        throw AgentError.badArguments("select needs the option's text as a string `value`")
      }
      self = .select(option)
    case "slide":
      guard let number = value?.number, number.isFinite else {
        throw AgentError.badArguments("slide needs a finite number `value`")
      }
      self = .slide(number)
    case "scroll_to":
      guard value == nil || value?.string != nil else {
        throw AgentError.badArguments("scroll_to's `value` is the label of the view to scroll to")
      }
      self = .scrollTo(value?.string)
    case "swipe":
      switch value?.string ?? "trailing" {
      case "trailing": self = .swipe(.trailing)
      case "leading": self = .swipe(.leading)
      case let edge:
        throw AgentError.badArguments("swipe's `value` is leading or trailing, not \(edge)")
      }
    default:
      throw AgentError.badArguments(
        "unknown action \(name); use one of " + Self.names.joined(separator: ", "))
    }
  }

  /// Whether the action needs a control's reference.
  package var needsReference: Bool {
    switch self {
    case .back, .dismiss: false
    case .scrollTo(let label): label == nil
    default: true
    }
  }

  /// Runs the action on `control`'s label through the host's interactions, which
  /// ``ViewHost/perform(on:_:)`` points at `control` alone.
  @MainActor
  func perform(on host: ViewHost, label: String) throws {
    switch self {
    case .tap: try host.tap(label)
    case .toggle: try host.toggle(label)
    case .submit: try host.submit(label)
    case .increment: try host.increment(label)
    case .decrement: try host.decrement(label)
    case .longPress: try host.longPress(label)
    case .type(let text): try host.type(text, into: label)
    case .clear: try host.type("", into: label)
    case .select(let option): try host.select(option, in: label)
    case .slide(let value): try host.slide(label, to: value)
    case .swipe(let edge): try host.swipe(label, edge: edge)
    case .scrollTo(let target): try host.scroll(to: target ?? label)
    case .back: try host.back()
    case .dismiss: try host.dismiss()
    }
  }
}

/// Why a request to the runner could not be carried out: the message says what was wrong and
/// what to do instead.
package enum AgentError: Error, CustomStringConvertible, Equatable {
  /// The arguments are missing, of the wrong type or out of range.
  case badArguments(String)
  /// No screen or preview has this name.
  case notFound(String)
  /// The interaction could not be done (the host's message, with what is on screen).
  case interaction(String)

  package var description: String {
    switch self {
    case .badArguments(let message), .notFound(let message), .interaction(let message): message
    }
  }
}
