/// One toolbar item at a placement.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarTrailing) {
///   Button { add() } label: { Image(systemName: "plus") }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Whether a customizable item is in the toolbar before anyone customizes it.
  var showsByDefault = true

  /// An item at `placement` (chosen by the system when `automatic`).
  ///
  /// ```swift
  /// ToolbarItem(placement: .principal) { Text("Title") }
  /// ```
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    self.placement = placement
    self.content = content()
  }

  /// An item of a customizable toolbar (`toolbar(id:content:)`), identified by `id`.
  ///
  /// ```swift
  /// ToolbarItem(id: "share", placement: .primaryAction) { ShareLink(item: url) }
  /// ```
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == String {
    self.placement = placement
    self.content = content()
  }

  /// An item of a customizable toolbar that is left out until someone customizes the toolbar
  /// when `showsByDefault` is false (iOS 14's form).
  ///
  /// ```swift
  /// ToolbarItem(id: "archive", placement: .secondaryAction, showsByDefault: false) { … }
  /// ```
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    self.init(id: id, placement: placement, content: content)
    self.showsByDefault = showsByDefault
  }

  /// An item is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem: PrimitiveToolbarContent {
  package func makeView() -> any View {
    guard showsByDefault else { return EmptyView() }
    return ToolbarItemView(placement: placement, content: content)
  }
}
