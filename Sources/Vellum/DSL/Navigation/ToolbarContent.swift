/// Items for a toolbar or navigation bar: `ToolbarItem`s, `ToolbarItemGroup`s, or your own type
/// whose `body` is made of them.
///
/// ```swift
/// struct RecipeDetailToolbar: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") { edit() } }
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The items.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content Vellum turns into views directly.
@MainActor
package protocol PrimitiveToolbarContent {
  /// The items as views.
  func makeView() -> any View
}
