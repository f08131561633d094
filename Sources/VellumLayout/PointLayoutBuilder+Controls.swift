import Foundation
import VellumNodes
import VellumValues

extension PointLayoutBuilder {
  /// The box of a control, a list, a bar container, or any other view that lays its children
  /// out one above another.
  mutating func controlOrContainer(for node: Node, along axis: Axis?, style: TextStyle) -> BoxID {
    let children = laidOutChildren(of: node)
    switch node.role {
    case .button, .link, .navigationLink, .menu:
      let label = labelBox(children, style: style)
      switch node[.buttonStyle] {
      case .name(.bordered), .name(.borderedProminent):
        let padding = PlatformMetrics.borderedButtonPadding
        return add(
          .padding(
            PaddingBox(
              insets: EdgeInsets(
                top: padding.height, leading: padding.width, bottom: padding.height,
                trailing: padding.width),
              child: label)))
      default: return label
      }
    case .label
    where records.dropLast().contains(where: {
      placements.entries[$0].node.role == .contentUnavailable
    }):
      // An empty state's label, as iOS draws it: the symbol large above the title.
      var symbolStyle = style
      symbolStyle.setFont(.system(size: 48))
      let boxes = children.map { child in
        box(for: child, along: .vertical, style: child.role == .image ? symbolStyle : style)
      }
      return add(StackBox(axis: .vertical, spacing: 16, alignment: .center, children: list(boxes)))
    case .label:
      return add(
        StackBox(
          axis: .horizontal, spacing: spacing(of: node),
          alignment: .center, children: list(boxes(for: children, along: .horizontal, style: style))
        ))
    case .toggle where node[.toggleStyle] == .name(.button):
      return labelBox(children, style: style)
    case .toggle:
      return add(
        .row(
          RowBox(
            label: controlLabel(node, children, style: style),
            accessory: part(.accessory, add(.fixed(PlatformMetrics.switchSize))))))
    case .stepper:
      return add(
        .row(
          RowBox(
            label: controlLabel(node, children, style: style),
            accessory: part(.accessory, add(.fixed(PlatformMetrics.stepperSize))))))
    case .slider:
      return add(
        .bar(
          BarBox(
            height: PlatformMetrics.sliderHeight, idealWidth: PlatformMetrics.idealControlWidth)))
    case .labeledContent:
      let label = children.filter { $0.role != .labeledValue }
      let value = children.filter { $0.role == .labeledValue }
      return add(
        .row(
          RowBox(
            label: label.isEmpty ? nil : labelBox(label, style: style),
            accessory: part(.accessory, labelBox(value, style: style)))))
    case .picker where node[.pickerStyle] == .name(.segmented):
      return add(.bar(BarBox(height: 32, idealWidth: PlatformMetrics.idealControlWidth)))
    case .picker where node[.pickerStyle] == .name(.inline):
      return inlinePickerBox(for: node, children, style: style)
    case .picker where node[.pickerStyle] == .name(.wheel):
      // The wheel alone, as wide as it is offered: iOS keeps its label for VoiceOver.
      return add(
        .bar(
          BarBox(
            height: PlatformMetrics.wheelPickerHeight,
            idealWidth: PlatformMetrics.idealControlWidth)))
    case .picker, .datePicker, .colorPicker:
      return add(
        .row(
          RowBox(
            label: controlLabel(node, children, style: style),
            accessory: part(
              .accessory,
              add(TextBox(node.pickedOptionText ?? string(node[.text]) ?? "", style: style))))))
    case .textField, .secureField, .searchField, .textEditor:
      let isRounded =
        node.role == .searchField || node[.textFieldStyle] == .name(.roundedBorder)
      return add(
        .bar(
          BarBox(
            height: isRounded
              ? PlatformMetrics.roundedFieldHeight : PlatformMetrics.plainFieldHeight,
            idealWidth: PlatformMetrics.idealControlWidth)))
    case .progressView where node[.value] == nil && node[.progressViewStyle] != .name(.linear):
      return add(.fixed(PlatformMetrics.activityIndicatorSize))
    case .progressView:
      return barBelow(children, style: style)
    case .list, .form:
      return listBox(for: node, style: style)
    case .gauge:
      return gaugeBox(for: node, children, style: style)
    case .groupBox:
      // A card with 16 points of padding around its label and content, one above the other.
      let content = add(
        StackBox(
          axis: .vertical, spacing: spacing(of: node),
          alignment: .leading, children: list(boxes(for: children, along: .vertical, style: style)))
      )
      return add(
        .padding(
          PaddingBox(
            insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), child: content)))
    case .navigationStack:
      return navigationBox(for: node, style: style)
    case .tabView:
      return tabBox(for: node, style: style)
    case .navigationSplitView:
      return splitBox(for: node, style: style)
    case .screen:
      return add(
        FrameBox(
          width: FrameBox.Bounds(maximum: .infinity), height: FrameBox.Bounds(maximum: .infinity),
          alignment: .center, child: stack(children, along: .vertical, node: node, style: style)))
    default:
      return stack(children, along: .vertical, node: node, style: style)
    }
  }

  /// `node`'s children its box lays out: not those drawn elsewhere, nor those its parent draws
  /// (a picker's options, a slider's labels). Most nodes have none of either, and their
  /// children are taken as they are.
  private mutating func laidOutChildren(of node: Node) -> [Node] {
    let drawnElsewhere = node.children.elementsInPlace.contains {
      $0.role.isOutOfFlow || $0.role.isDrawnByItsParent
    }
    guard drawnElsewhere else { return node.children }
    return node.childrenInFlow.filter { !$0.role.isDrawnByItsParent }
  }

  /// A gauge: a circular style is a 58-point dial (the size of the accessory gauges); a linear
  /// one a bar across the width offered, its label above it.
  private mutating func gaugeBox(for node: Node, _ children: [Node], style: TextStyle) -> BoxID {
    switch node[.gaugeStyle] {
    case .name(.accessoryCircular), .name(.accessoryCircularCapacity):
      return add(.fixed(Size(width: 58, height: 58)))
    default:
      return barBelow(children.filter { $0.role != .currentValueLabel }, style: style)
    }
  }

  /// A linear progress bar (the control's accessory) across the width offered, `labels`
  /// above it.
  private mutating func barBelow(_ labels: [Node], style: TextStyle) -> BoxID {
    let labelBoxes = boxes(for: labels, along: .vertical, style: style)
    let bar = part(
      .accessory,
      add(
        .bar(
          BarBox(
            height: PlatformMetrics.linearProgressHeight,
            idealWidth: PlatformMetrics.idealControlWidth))))
    guard !labels.isEmpty else { return bar }
    return add(
      StackBox(
        axis: .vertical, spacing: StackBox.defaultSpacing, alignment: .leading,
        children: list(labelBoxes + [bar])))
  }

  /// An inline picker: its label, then each option on a line of a list row's height, the
  /// chosen one with a checkmark at its trailing edge, as a form shows them on iOS.
  private mutating func inlinePickerBox(
    for node: Node, _ children: [Node], style: TextStyle
  ) -> BoxID {
    let options = node.pickerOptions
    let height = PlatformMetrics.minimumRowHeight - 2 * PlatformMetrics.rowVerticalPadding
    var lines: [BoxID] = []
    if let label = controlLabel(node, children, style: style) {
      lines.append(
        add(.row(RowBox(label: label, accessory: add(.fixed(.zero)), minimumHeight: height))))
    }
    for (index, option) in options.enumerated() {
      let isChosen = node.isChosen(option)
      let line = add(
        .row(
          RowBox(
            label: add(TextBox(option.visibleText, style: style)),
            accessory: add(.fixed(isChosen ? PlatformMetrics.checkmarkSize : .zero)),
            minimumHeight: height)))
      lines.append(part(.option(index), line))
    }
    return add(
      StackBox(
        axis: .vertical, spacing: 2 * PlatformMetrics.rowVerticalPadding, alignment: .leading,
        children: list(lines)))
  }

  /// A button's or a link's label: its children side by side.
  private mutating func labelBox(_ children: [Node], style: TextStyle) -> BoxID {
    if children.count == 1 { return box(for: children[0], along: .horizontal, style: style) }
    return add(
      StackBox(
        axis: .horizontal, spacing: StackBox.defaultSpacing,
        alignment: .center, children: list(boxes(for: children, along: .horizontal, style: style))))
  }

  /// A control's label, or `nil` when `labelsHidden()` hides it.
  private mutating func controlLabel(_ node: Node, _ children: [Node], style: TextStyle) -> BoxID? {
    guard node[.labelsHidden] != .bool(true), !children.isEmpty else { return nil }
    return labelBox(children, style: style)
  }

  /// A `Grid`: its `GridRow`s, and views outside rows spanning every column.
  mutating func gridBox(for node: Node, style: TextStyle) -> BoxID {
    let gridAlignment = alignment(node[.alignment]) ?? .center
    let rowNodes = node.childrenInFlow
    let columnCount = node.gridColumnCount
    let rows: [[GridBox.Cell]] = rowNodes.map { row in
      guard row.role == .gridRow else {
        return [
          GridBox.Cell(
            box: box(for: row, along: nil, style: style), span: columnCount,
            alignment: gridAlignment)
        ]
      }
      // A row has no box of its own; its placement holds its cells'.
      _ = beginRecording(row)
      defer { records.removeLast() }
      return row.children.map { cell in
        GridBox.Cell(
          box: box(for: cell, along: .horizontal, style: style), span: cell.gridSpan,
          alignment: gridAlignment)
      }
    }
    return add(
      GridBox(
        rows: rows, columns: .measured(count: columnCount),
        columnSpacing: number(node[.horizontalSpacing]),
        rowSpacing: number(node[.verticalSpacing])))
  }

  /// The tracks of a lazy grid's `columns` attribute.
  func tracks(_ value: AttributeValue?) -> [GridBox.Track] {
    guard case .list(let items) = value else { return [] }
    return items.map { item in
      let spacing = item[field: .spacing].flatMap(number)
      if let length = item[field: .fixed].flatMap(number) {
        return .fixed(length, spacing: spacing)
      }
      let adaptive = item[field: .adaptive]
      guard case .list(let pair)? = adaptive ?? item[field: .flexible], pair.count == 2,
        let low = number(pair[0]), let high = number(pair[1])
      else { return .flexible(minimum: 10, maximum: .infinity, spacing: spacing) }
      return adaptive == nil
        ? .flexible(minimum: low, maximum: max(low, high), spacing: spacing)
        : .adaptive(minimum: low, maximum: max(low, high), spacing: spacing)
    }
  }
}

extension Role {
  /// Whether a node of this role is drawn by its parent rather than laid out as a child: a
  /// picker's options, a toolbar, a tab's item, a slider's value labels.
  fileprivate var isDrawnByItsParent: Bool {
    switch self {
    case .options, .toolbar, .tabItem, .minimumValueLabel, .maximumValueLabel,
      .currentValueLabel, .markedValueLabels:
      true
    default: false
    }
  }
}
