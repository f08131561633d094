/// The content of a control group made with a label: its controls, with the label a menu
/// shows where the group collapses.
///
/// ```swift
/// ControlGroup { Button("Bold") {} } label: { Label("Format", systemImage: "textformat") }
/// // a ControlGroup<LabeledControlGroupContent<Button<Text>, Label<Text, Image>>>
/// ```
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The controls; the group keeps the label.
  public var body: some View { content }
}
