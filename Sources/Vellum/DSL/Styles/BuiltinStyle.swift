/// A style Vellum draws itself, by name, rather than through its `makeBody`.
package protocol BuiltinStyle {
  /// The style's name as written in Swift: `borderedProminent`, `iconOnly`, `segmented`.
  var styleName: Keyword { get }
  /// Whether renderers draw the style by its name; `false` for a built-in style with a tint of
  /// its own (`SwitchToggleStyle(tint:)`), which draws through its `makeBody`.
  var drawsByName: Bool { get }
}

extension BuiltinStyle {
  /// Built-in styles are drawn by name.
  package var drawsByName: Bool { true }
}

/// A configurable style as the environment keeps it: a built-in one by name, or a custom
/// style's body for a configuration.
package enum AnyStyle<Configuration> {
  /// A built-in style by name.
  case builtin(Keyword)
  /// A custom style's body for a configuration.
  case custom(@MainActor (Configuration) -> AnyView)

  /// The entry for `style`: by name when Vellum draws it, else through `makeBody`.
  init(_ style: Any, makeBody: @escaping @MainActor (Configuration) -> AnyView) {
    guard let builtin = style as? any BuiltinStyle, builtin.drawsByName else {
      self = .custom(makeBody)
      return
    }
    self = .builtin(builtin.styleName)
  }
}

extension EnvironmentValues {
  /// The styles for `Configuration` set around this view, innermost first.
  package subscript<Configuration>(styles configuration: Configuration.Type)
    -> [AnyStyle<Configuration>]
  {
    get { self[StylesKey<Configuration>.self] }
    set { self[StylesKey<Configuration>.self] = newValue }
  }

  /// The innermost style for `Configuration`, and this environment without it: the one a
  /// style's body is evaluated in, so a view made from the configuration inside it is drawn by
  /// the styles outside.
  package func innermostStyle<Configuration>(for configuration: Configuration.Type)
    -> (AnyStyle<Configuration>?, EnvironmentValues)
  {
    var outer = self
    let style =
      outer[styles: configuration].isEmpty ? nil : outer[styles: configuration].removeFirst()
    return (style, outer)
  }

  /// The names of the built-in styles (pickers, lists, text fields …) set around this view.
  package var styleNames: [StyleKind: Keyword] {
    get { self[StyleNamesKey.self] }
    set { self[StyleNamesKey.self] = newValue }
  }
}

private enum StylesKey<Configuration>: EnvironmentKey {
  static var defaultValue: [AnyStyle<Configuration>] { [] }
}

private enum StyleNamesKey: EnvironmentKey {
  static var defaultValue: [StyleKind: Keyword] { [:] }
}

/// The kinds of style that cannot be defined outside Vellum, so only a name is kept.
package enum StyleKind: Hashable, Sendable {
  case picker, list, textField, gauge, controlGroup, datePicker, tabView, textEditor, table
}

/// The modifier behind every configurable `…Style(_:)` modifier: puts a style in front of the
/// styles for its configuration already set outside.
struct StyleWriter<Configuration>: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let entry: AnyStyle<Configuration>

  /// A writer for `style`, drawn by name when Vellum draws it, else through `makeBody`:
  /// `StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) }`.
  init(_ style: Any, makeBody: @escaping @MainActor (Configuration) -> AnyView) {
    entry = AnyStyle(style, makeBody: makeBody)
  }

  func modify(_ environment: inout EnvironmentValues) {
    environment[styles: Configuration.self].insert(entry, at: 0)
  }
}

/// The modifier behind the `…Style(_:)` modifiers of styles known by name: the innermost wins.
struct StyleNameWriter: ViewModifier, EnvironmentModifier, Equatable {
  typealias Body = Never

  let kind: StyleKind
  let name: Keyword

  /// A writer for a style of `kind`: its name, or `automatic` for a style Vellum does not know.
  init(_ kind: StyleKind, _ style: Any) {
    self.kind = kind
    name = (style as? any BuiltinStyle)?.styleName ?? .automatic
  }

  func modify(_ environment: inout EnvironmentValues) {
    environment.styleNames[kind] = name
  }
}
