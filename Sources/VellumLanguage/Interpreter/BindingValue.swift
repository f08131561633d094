import Vellum

/// A binding held as a value: made with `Binding(get:set:)` (or `Binding { … } set: { … }`),
/// `Binding.constant(_:)` or `$name`, kept in a property or a local (`var recipe:
/// Binding<Recipe> { … }`) and passed where a `@Binding` is expected.
///
/// Bindings are not `Equatable` in Swift; two are equal here only when they are the same one.
///
/// ```swift
/// RecipeDetailView(recipe: recipe)   // `recipe` a computed property giving a binding
/// ```
@MainActor
package final class BindingValue: Hashable, CustomStringConvertible {
  /// The binding.
  let binding: Binding<Value>

  /// A value holding `binding`.
  init(_ binding: Binding<Value>) { self.binding = binding }

  /// As a type name, since the value it reaches may change.
  nonisolated package var description: String { "Binding" }

  nonisolated package static func == (lhs: BindingValue, rhs: BindingValue) -> Bool {
    lhs === rhs
  }

  nonisolated package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
