import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// A picker as its style draws it: a menu button (the default), segments (its label hidden,
  /// as on iOS), a link row, or its options as rows with the chosen one checked (inline,
  /// wheel, radio group).
  func pickerBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let label = controlLabel(node, style: style)
    let options = node.pickerOptions
    let isChosen = node.isChosen
    switch node[.pickerStyle] {
    case .name(.segmented), .name(.palette):
      let segments = options.map { isChosen($0) ? "[" + $0.visibleText + "]" : $0.visibleText }
      return TextBox(
        "| " + segments.joined(separator: " | ") + " |" + disabledSuffix(node))
    case .name(.inline), .name(.wheel), .name(.radioGroup):
      let rows = options.map { option in
        TextBox((isChosen(option) ? "✓ " : "  ") + option.visibleText)
      }
      return StackBox(
        axis: .vertical, spacing: 0, alignment: .topLeading,
        children: (node.children.contains { $0.role != .options } ? label.map { [$0] } ?? [] : [])
          + rows)
    case .name(.navigationLink):
      return rowControl(label: label, value: pickedText(node) + " ›" + disabledSuffix(node))
    default:
      return rowControl(
        label: label, value: "[" + pickedText(node) + " ⌄]" + disabledSuffix(node))
    }
  }
}
