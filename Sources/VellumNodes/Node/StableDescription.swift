import Foundation

/// A description of a value that is the same in every run: values that differ per run (a
/// `UUID`, an object's identity) are named by their kind, a value with its own `description`
/// (`CustomStringConvertible`) by it, and any other model (a struct or class) by its type and,
/// when it is `Identifiable`, its id — never its whole contents. Renderings, patches and
/// storyboards use it for ids and tags, so two runs of a test write the same files.
///
/// ```swift
/// stableDescription(of: UUID())                    // "UUID"
/// stableDescription(of: Recipe(id: 3, name: "Tacos"))   // "Recipe(id: 3)"
/// stableDescription(of: Tab.home)                  // "home"
/// ```
package func stableDescription(of value: Any) -> String {
  switch value {
  case is UUID: return "UUID"
  case is ObjectIdentifier: return "object"
  case let string as String: return string
  case let described as any CustomStringConvertible: return described.description
  default: break
  }
  let style = Mirror(reflecting: value).displayStyle
  guard style == .struct || style == .class || style == .tuple else {
    return String(describing: value)
  }
  let type = String(describing: Swift.type(of: value))
  guard let identifiable = value as? any Identifiable else { return type }
  return type + "(id: " + stableDescription(of: identifiable.id) + ")"
}

extension Identity.Key {
  /// Whether the key's value differs from run to run (a `UUID`, an object's identity), so
  /// renderings show the row's label beside it instead of the value.
  package var isPerRun: Bool {
    value.base is UUID || value.base is ObjectIdentifier
  }
}
