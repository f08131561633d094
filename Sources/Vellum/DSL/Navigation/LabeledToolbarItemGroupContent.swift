/// The content of a toolbar item group made with a label: its items, with the label a menu
/// shows where the toolbar has no room for them.
///
/// ```swift
/// ToolbarItemGroup(placement: .secondaryAction) { Button("Archive") {} } label: { Text("More") }
/// // a ToolbarItemGroup<LabeledToolbarItemGroupContent<Button<Text>, Text>>
/// ```
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The items; an iPhone's toolbar shows them while it has room.
  public var body: some View { content }
}
