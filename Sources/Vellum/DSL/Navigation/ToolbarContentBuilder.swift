/// Builds toolbar content from statements, like `ViewBuilder` does for views.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { cancel() } }
///   if canSave { ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } } }
/// }
/// ```
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
  /// Passes one item through.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// One item is itself.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// Several items in order.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> ToolbarItems
  {
    var views: [any View] = []
    for item in repeat each content { views.append(ToolbarContentView(content: item)) }
    return ToolbarItems(views: views)
  }

  /// Items shown only when a condition holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> ToolbarItems {
    ToolbarItems(views: content.map { [ToolbarContentView(content: $0)] } ?? [])
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<First: ToolbarContent>(first: First) -> ToolbarItems {
    ToolbarItems(views: [ToolbarContentView(content: first)])
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<Second: ToolbarContent>(second: Second) -> ToolbarItems {
    ToolbarItems(views: [ToolbarContentView(content: second)])
  }
}

// swift-format-ignore: AmbiguousTrailingClosureOverload

// SwiftUI has both `toolbar(content:)` overloads; their builders tell them apart.

extension View {
  /// Adds toolbar items to the navigation bar of the screen this view is on.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .navigationBarTrailing) { Button("Save") { save() } }
  /// }
  /// ```
  public consuming func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  )
    -> some View
  {
    modifier(ToolbarModifier(items: ToolbarContentView(content: content())))
  }

  /// Adds views to the navigation bar's trailing end.
  ///
  /// ```swift
  /// .toolbar { Button("Edit") { edit() } }
  /// ```
  public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(
      ToolbarModifier(items: ToolbarItemView(placement: .automatic, content: content())))
  }
}
