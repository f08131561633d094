/// Toolbar content a person can rearrange, add to and remove from: the content of
/// `toolbar(id:content:)`, made of items with identifiers. A host shows the toolbar as its
/// app declared it, before any customization.
///
/// ```swift
/// .toolbar(id: "editor") {
///   ToolbarItem(id: "bold", placement: .secondaryAction) { Button("Bold") { bold() } }
/// }
/// ```
public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItems: CustomizableToolbarContent {}

extension View {
  /// Adds the items of a customizable toolbar, identified by `id`, as the app declared them.
  ///
  /// ```swift
  /// .toolbar(id: "inbox") {
  ///   ToolbarItem(id: "compose", placement: .primaryAction) { Button("Compose") { compose() } }
  /// }
  /// ```
  public consuming func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    toolbar(content: content)
  }
}
