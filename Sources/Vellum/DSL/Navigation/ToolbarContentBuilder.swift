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

/// The views of several toolbar items, each keeping its position as identity.
struct ToolbarItemList: View, PrimitiveView {
  let views: [any View]

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    for (index, view) in views.enumerated() {
      record.updateChild(index, view, component: .index(index))
    }
    record.trimChildren(to: views.count)
  }
}

/// Any toolbar content as a view: primitive items directly, your own content types through their
/// `body`, with their state kept like a view's.
struct ToolbarContentView<Content: ToolbarContent>: View, PrimitiveView, EvaluationNamed {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  var evaluationName: String { viewTypeName(Content.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    if let primitive = content as? any PrimitiveToolbarContent {
      record.updateChild(0, primitive.makeView())
      return
    }
    guard FieldLayout.link(content, to: record) else { return }
    record.graph.report.evaluated(record)
    let body = content.body
    record.updateChild(0, ToolbarContentView<Content.Body>(content: body))
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

/// Attaches a `Toolbar` node holding the items to the view's node.
private struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let items: Items

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .attached
    record.updateChild(0, content)
    record.updateChild(
      1, ToolbarNode(items: items),
      component: .attachment(.toolbar, nil, ordinal: record.attachmentOrdinal))
  }
}

/// The `Toolbar` node.
private struct ToolbarNode<Items: View>: View, PrimitiveView {
  let items: Items

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.toolbar, content: items)
  }
}
