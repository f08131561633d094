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
