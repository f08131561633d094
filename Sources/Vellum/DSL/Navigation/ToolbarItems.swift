/// Several toolbar items, as built by a `ToolbarContentBuilder` block.
///
/// ```swift
/// let items: ToolbarItems = ToolbarContentBuilder.buildBlock(first, second)
/// ```
public struct ToolbarItems: ToolbarContent {
  let views: [any View]

  /// Items are primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItems: PrimitiveToolbarContent {
  package func makeView() -> any View { ToolbarItemList(views: views) }
}

extension ToolbarItems {
  /// Items made one at a time while a program runs (the interpreter's `.toolbar { … }`), in
  /// order, as the builder lists several.
  package init(items: [any ToolbarContent]) {
    views = items.map { Self.view(of: $0) }
  }

  private static func view<Item: ToolbarContent>(of item: Item) -> any View {
    ToolbarContentView(content: item)
  }
}
