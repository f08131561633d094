import VellumRunner
import VellumValues

/// An interaction a live page posts: the page, the action (``AgentAction``'s names), the
/// reference of the control it is on and the action's value. Anything else is refused before
/// it reaches a screen.
///
/// ```swift
/// let message = try Interaction(body: Array(#"{"page":"p1","action":"tap","ref":"e2"}"#.utf8))
/// message.params   // ["action": "tap", "ref": "e2"]
/// ```
struct Interaction {
  /// The page the interaction happened on.
  let page: String
  /// The runner's `act` parameters, but the screen.
  let params: [String: JSONValue]

  /// Why a body is not an interaction.
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the JSON object `body`.
  init(body: [UInt8]) throws(Invalid) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: String(decoding: body, as: UTF8.self))
    } catch {
      throw Invalid(description: "an interaction is a JSON object: \(error)")
    }
    guard case .object(let members) = value else {
      throw Invalid(description: "an interaction is a JSON object")
    }
    let known: Set<String> = ["page", "action", "ref", "value"]
    if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
      throw Invalid(description: "an interaction has no field \(unknown)")
    }
    guard let page = members["page"]?.string, page.count <= 32 else {
      throw Invalid(description: "an interaction needs the `page` it happened on")
    }
    guard let action = members["action"]?.string, AgentAction.names.contains(action) else {
      throw Invalid(
        description: "an interaction's `action` is one of "
          + AgentAction.names.joined(separator: ", "))
    }
    var params: [String: JSONValue] = ["action": .string(action)]
    if let ref = members["ref"], ref != .null {
      guard let text = ref.string, text.first == "e", text.count <= 12,
        text.dropFirst().allSatisfy(\.isNumber), text.count > 1
      else {
        throw Invalid(description: "an interaction's `ref` is a control's reference, such as e3")
      }
      params["ref"] = ref
    }
    if let value = members["value"], value != .null {
      switch value {
      case .string(let text) where text.utf8.count <= 16 * 1024: params["value"] = value
      case .number(let number) where number.isFinite: params["value"] = value
      default:
        throw Invalid(description: "an interaction's `value` is a short string or a number")
      }
    }
    self.page = page
    self.params = params
  }
}
