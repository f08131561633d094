/// A style Vellum draws itself, by name, rather than through its `makeBody`.
package protocol BuiltinStyle {
  /// The style's name as written in Swift: `borderedProminent`, `iconOnly`, `segmented`.
  var styleName: String { get }
}

/// The modifier behind every `…Style(_:)` modifier: puts a style in front of the styles of
/// its kind already set outside.
struct StyleWriter<Entry>: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, [Entry]>
  let entry: Entry

  func modify(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath].insert(entry, at: 0)
  }
}
