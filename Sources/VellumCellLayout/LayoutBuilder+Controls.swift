import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// The boxes of the controls that group or label other views: disclosure groups, labeled
  /// content, group boxes, empty states, text editors, control groups, links, gauges, menus,
  /// open context menus and revealed swipe actions; `nil` for any other role.
  func controlBox(for node: Node, style: InheritedTextStyle) -> LayoutBox? {
    switch node.role {
    case .disclosureGroup:
      let expanded = node[.expanded] == .bool(true)
      let label = node.children.filter { $0.role == .disclosureLabel }
      let content = node.children.filter { $0.role != .disclosureLabel }
      let header = DecoratedBox(
        prefix: expanded ? "▾ " : "▸ ", suffix: "", child: inline(label, style: style))
      guard expanded else { return header }
      let body = PaddingBox(
        top: 0, leading: 2, bottom: 0, trailing: 0, child: column(content, style))
      return StackBox(
        axis: .vertical, spacing: 0, alignment: .topLeading, children: [header, body])
    case .disclosureLabel, .labeledValue, .menuLabel:
      return inline(node.children, style: style)
    case .labeledContent:
      let value = inline(node.children.filter { $0.role == .labeledValue }, style: style)
      guard let label = controlLabel(node, style: style) else { return value }
      let row = [label, SpacerBox(axis: .horizontal, minimum: 0), value]
      return StackBox(
        axis: .horizontal, spacing: 1, alignment: .center,
        children: isRightToLeft ? row.reversed() : row)
    case .groupBox:
      let header = node.children.filter { $0.role == .header && !$0.children.isEmpty }
      let content = node.children.filter { $0.role != .header }
      let rows = header.map { box(for: $0, style: style) } + [column(content, style)]
      return BorderBox(
        child: StackBox(axis: .vertical, spacing: 0, alignment: .topLeading, children: rows))
    case .contentUnavailable:
      return StackBox(
        axis: .vertical, spacing: 0, alignment: .center,
        children: node.children.map { box(for: $0, style: style) })
    case .datePicker:
      return rowControl(
        label: controlLabel(node, style: style),
        value: "[" + (string(node[.selection]) ?? "") + "]" + disabledSuffix(node))
    case .colorPicker:
      let color: String
      if case .color(let value) = node[.selection] { color = value.description } else { color = "" }
      return rowControl(
        label: controlLabel(node, style: style),
        value: "[● " + color + "]" + disabledSuffix(node))
    case .multiDatePicker:
      var days: [String] = []
      if case .list(let values) = node[.selection] { days = values.compactMap(string) }
      return rowControl(
        label: controlLabel(node, style: style),
        value: "[" + (days.isEmpty ? "no dates" : days.joined(separator: "; ")) + "]"
          + disabledSuffix(node))
    case .textEditor:
      let text = string(node[.text]) ?? ""
      return BorderBox(child: TextBox(text.isEmpty ? " " : text))
    case .controlGroup:
      return StackBox(
        axis: .horizontal, spacing: 1, alignment: .center,
        children: node.children.map { box(for: $0, along: .horizontal, style: style) })
    case .link:
      return DecoratedBox(
        prefix: "", suffix: " ↗" + disabledSuffix(node), child: inline(node.children, style: style))
    case .gauge:
      return gaugeBox(for: node, style: style)
    case .menu:
      let label = node.children.filter { $0.role == .menuLabel }
      let items = node.children.filter { $0.role == .menuItems }
      let button = DecoratedBox(
        prefix: "[ ", suffix: " ⌄]" + disabledSuffix(node), child: inline(label, style: style))
      guard !items.isEmpty else { return button }
      return StackBox(
        axis: .vertical, spacing: 0, alignment: .topLeading,
        children: [button] + items.map { box(for: $0, style: style) })
    case .menuItems:
      return BorderBox(child: column(node.children, style))
    case .contextMenu:
      return column(node.children, style)
    case .swipeActions:
      let actions = node.children.filter { $0.role == .menuItems }.flatMap(\.children)
      let row = node.children.filter { $0.role != .menuItems }
      let buttons = actions.map { box(for: $0, along: .horizontal, style: style) }
      let content = inline(row, style: style)
      let spacer = SpacerBox(axis: .horizontal, minimum: 1)
      return StackBox(
        axis: .horizontal, spacing: 1, alignment: .center,
        children: node[.edge] == .name(.leading)
          ? buttons + [content, spacer] : [content, spacer] + buttons)
    default:
      return nil
    }
  }

  /// Views one under another, leading-aligned.
  private func column(_ nodes: [Node], _ style: InheritedTextStyle) -> LayoutBox {
    StackBox(
      axis: .vertical, spacing: 0, alignment: .topLeading,
      children: nodes.map { box(for: $0, style: style) })
  }

  /// A gauge: its label, then its bounds' labels around a bar filled to the value, then its
  /// current-value label; a ring glyph and the current-value label in the circular styles.
  private func gaugeBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let fraction = number(node[.value]) ?? 0
    let part = { (role: Role) in node.children.filter { $0.role == role } }
    let label = node.children.filter {
      node[.labelsHidden] != .bool(true)
        && ![.currentValueLabel, .minimumValueLabel, .maximumValueLabel, .markedValueLabels]
          .contains($0.role)
    }
    if case .name(let name) = node[.gaugeStyle],
      name == .accessoryCircular || name == .accessoryCircularCapacity
    {
      let ring = ["○", "◔", "◑", "◕", "●"][min(4, Int((fraction * 4).rounded()))]
      return DecoratedBox(
        prefix: ring + " ", suffix: "",
        child: inline(
          part(.currentValueLabel).isEmpty ? label : part(.currentValueLabel), style: style))
    }
    let bar = StackBox(
      axis: .horizontal, spacing: 1, alignment: .center,
      children: part(.minimumValueLabel).map { box(for: $0, along: .horizontal, style: style) }
        + [ProgressBarBox(fraction: fraction)]
        + part(.maximumValueLabel).map { box(for: $0, along: .horizontal, style: style) })
    let rows =
      label.map { box(for: $0, style: style) } + [bar]
      + part(.currentValueLabel).map { box(for: $0, style: style) }
    return StackBox(axis: .vertical, spacing: 0, alignment: .topLeading, children: rows)
  }
}
