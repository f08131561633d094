import Foundation
import VellumLayout
import VellumNodes
import VellumValues

extension SVGRenderer {
  /// Paints what a control draws besides its label: a switch, a stepper's buttons, a slider's
  /// track, a field's border and text, a bordered button's capsule, a progress bar.
  func drawControl(
    _ placed: PlacedNode, in frame: Rect, style: SVGStyle, into svg: inout SVGBuffer
  ) {
    let node = placed.node
    let accessory = placed.parts.first { $0.part == .accessory }?.frame
    switch node.role {
    case .button where node[.buttonStyle] == .name(.bordered):
      svg.element(
        "rect",
        SVGBuffer.frame(frame) + [
          ("rx", SVGBuffer.number(frame.height / 2)), ("fill", palette.fill),
        ])
    case .button where node[.buttonStyle] == .name(.borderedProminent):
      svg.element(
        "rect",
        SVGBuffer.frame(frame) + [("rx", SVGBuffer.number(frame.height / 2)), ("fill", style.tint)])
    case .toggle:
      guard let accessory else { return }
      let isOn = node[.isOn] == .bool(true)
      svg.element(
        "rect",
        SVGBuffer.frame(accessory) + [
          ("rx", SVGBuffer.number(accessory.height / 2)),
          ("fill", isOn ? palette.green : palette.track),
        ])
      let radius = accessory.height / 2 - 2
      svg.element(
        "circle",
        [
          (
            "cx", SVGBuffer.number(isOn ? accessory.maxX - radius - 2 : accessory.minX + radius + 2)
          ),
          ("cy", SVGBuffer.number(accessory.minY + accessory.height / 2)),
          ("r", SVGBuffer.number(radius)), ("fill", "#FFFFFF"),
        ])
    case .stepper:
      guard let accessory else { return }
      svg.rect(accessory, fill: palette.fill, radius: 8)
      let middle = accessory.minX + accessory.width / 2
      svg.rect(
        Rect(x: middle - 0.5, y: accessory.minY + 8, width: 1, height: 16), fill: palette.separator)
      let metrics = FontMetrics(size: 22)
      let baseline = accessory.minY + 24
      text(
        "−", x: accessory.minX + accessory.width / 4, baseline: baseline, metrics: metrics,
        fill: palette.label, anchor: "middle", into: &svg)
      text(
        "+", x: accessory.minX + accessory.width * 3 / 4, baseline: baseline, metrics: metrics,
        fill: palette.label, anchor: "middle", into: &svg)
    case .picker where node[.pickerStyle] == .name(.segmented):
      drawSegments(node, in: frame, into: &svg)
    case .picker where node[.pickerStyle] == .name(.wheel):
      drawWheel(node, in: frame, into: &svg)
    case .picker where node[.pickerStyle] == .name(.inline):
      drawInlineOptions(placed, style: style, into: &svg)
    case .picker, .datePicker, .colorPicker:
      guard let accessory else { return }
      let metrics = FontMetrics(size: 17)
      text(
        node.pickedOptionText ?? string(node[.text]) ?? "", x: accessory.minX,
        baseline: accessory.minY + metrics.ascent,
        metrics: metrics, fill: palette.secondaryLabel, into: &svg)
    case .slider:
      let fraction = sliderFraction(node)
      let middle = frame.minY + frame.height / 2
      let track = Rect(x: frame.minX, y: middle - 2, width: frame.width, height: 4)
      svg.rect(track, fill: palette.track, radius: 2)
      svg.rect(
        Rect(x: track.minX, y: track.minY, width: track.width * fraction, height: 4),
        fill: style.tint, radius: 2)
      svg.element(
        "circle",
        [
          ("cx", SVGBuffer.number(frame.minX + 14 + (frame.width - 28) * fraction)),
          ("cy", SVGBuffer.number(middle)), ("r", "14"), ("fill", "#FFFFFF"),
          ("stroke", palette.separator), ("stroke-width", "0.5"),
        ])
    case .textField, .secureField, .searchField, .textEditor:
      drawField(node, in: frame, into: &svg)
    case .groupBox:
      svg.rect(frame, fill: palette.isDark ? "#1C1C1E" : "#F2F2F7", radius: 8)
    case .gauge:
      drawGauge(node, in: frame, style: style, into: &svg)
    case .progressView:
      guard case .double(let fraction) = node[.value] else {
        drawSpinner(in: frame, into: &svg)
        return
      }
      let bar = Rect(x: frame.minX, y: frame.maxY - 4, width: frame.width, height: 4)
      svg.rect(bar, fill: palette.track, radius: 2)
      svg.element(
        "rect",
        SVGBuffer.frame(
          Rect(x: bar.minX, y: bar.minY, width: bar.width * min(1, max(0, fraction)), height: 4))
          + [("rx", "2"), ("fill", style.tint)])
    default:
      break
    }
  }

  /// A segmented control: the options side by side in a gray track, the chosen one on a
  /// white segment.
  private func drawSegments(_ node: Node, in frame: Rect, into svg: inout SVGBuffer) {
    let options = node.pickerOptions
    guard !options.isEmpty else { return }
    svg.rect(frame, fill: palette.fill, radius: 9)
    let width = frame.width / Double(options.count)
    for (index, option) in options.enumerated() {
      let slot = Rect(
        x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
      let isChosen = node.isChosen(option)
      if isChosen {
        svg.rect(
          Rect(x: slot.minX + 2, y: slot.minY + 2, width: slot.width - 4, height: slot.height - 4),
          fill: palette.isDark ? "#636366" : "#FFFFFF", radius: 7)
      }
      let metrics = FontMetrics(size: 13, weight: isChosen ? 600 : 500)
      text(
        option.visibleText, x: slot.minX + width / 2,
        baseline: slot.minY + (slot.height - metrics.lineHeight) / 2 + metrics.ascent,
        metrics: metrics, fill: palette.label, anchor: "middle", into: &svg)
    }
  }

  /// A wheel picker: the chosen option in a gray band across the wheel's middle, the options
  /// before and after it above and below, a row apart, as far as the wheel's height shows.
  private func drawWheel(_ node: Node, in frame: Rect, into svg: inout SVGBuffer) {
    let options = node.pickerOptions
    let row = PlatformMetrics.wheelRowHeight
    let middle = frame.minY + frame.height / 2
    svg.rect(
      Rect(x: frame.minX + 8, y: middle - row / 2, width: frame.width - 16, height: row),
      fill: palette.fill, radius: 8)
    let chosen = options.firstIndex(where: node.isChosen) ?? 0
    let metrics = FontMetrics(size: 21)
    for (index, option) in options.enumerated() {
      let center = middle + Double(index - chosen) * row
      guard center - row / 2 >= frame.minY, center + row / 2 <= frame.maxY else { continue }
      text(
        option.visibleText, x: frame.minX + frame.width / 2,
        baseline: center - metrics.lineHeight / 2 + metrics.ascent, metrics: metrics,
        fill: index == chosen ? palette.label : palette.secondaryLabel, anchor: "middle",
        into: &svg)
    }
  }

  /// An inline picker's options, each on its line, the chosen one with a checkmark in the
  /// tint at the line's trailing edge.
  private func drawInlineOptions(_ placed: PlacedNode, style: SVGStyle, into svg: inout SVGBuffer) {
    let node = placed.node
    let options = node.pickerOptions
    let metrics = FontMetrics(size: 17)
    for case (.option(let index), let line) in placed.parts where options.indices.contains(index) {
      let option = options[index]
      let baseline = line.minY + (line.height - metrics.lineHeight) / 2 + metrics.ascent
      text(
        option.visibleText, x: line.minX, baseline: baseline, metrics: metrics,
        fill: palette.label, into: &svg)
      if node.isChosen(option) {
        text(
          "✓", x: line.maxX, baseline: baseline, metrics: metrics, fill: style.tint,
          anchor: "end", into: &svg)
      }
    }
  }

  private func drawField(_ node: Node, in frame: Rect, into svg: inout SVGBuffer) {
    let isRounded = node.role == .searchField || node[.textFieldStyle] == .name(.roundedBorder)
    if node.role == .searchField {
      svg.rect(frame, fill: palette.fill, radius: 10)
    } else if isRounded {
      svg.element(
        "rect",
        SVGBuffer.frame(frame) + [
          ("rx", "5"), ("fill", palette.card), ("stroke", palette.separator),
          ("stroke-width", "0.5"),
        ])
    }
    let metrics = FontMetrics(size: 17)
    var value = ""
    if case .string(let text) = node[.text] { value = text }
    let shown =
      value.isEmpty
      ? (string(node[.prompt]) ?? string(node[.title]) ?? "")
      : node.role == .secureField ? String(repeating: "•", count: value.count) : value
    let inset = isRounded ? 8.0 : 0
    text(
      shown, x: frame.minX + inset,
      baseline: frame.minY + (frame.height - metrics.lineHeight) / 2 + metrics.ascent,
      metrics: metrics, fill: value.isEmpty ? palette.secondaryLabel : palette.label, into: &svg)
  }

  /// A gauge: a ring filled round to its value in the circular styles, else a bar filled to
  /// it along the frame's bottom.
  private func drawGauge(_ node: Node, in frame: Rect, style: SVGStyle, into svg: inout SVGBuffer) {
    let fraction = min(1, max(0, number(node[.value]) ?? 0))
    switch node[.gaugeStyle] {
    case .name(.accessoryCircular), .name(.accessoryCircularCapacity):
      let radius = min(frame.width, frame.height) / 2 - 3
      let center = (x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
      svg.element(
        "circle",
        [
          ("cx", SVGBuffer.number(center.x)), ("cy", SVGBuffer.number(center.y)),
          ("r", SVGBuffer.number(radius)), ("fill", "none"), ("stroke", palette.track),
          ("stroke-width", "6"),
        ])
      // The value's arc, from the top clockwise: a dash of the circumference's fraction.
      let circumference = 2 * Double.pi * radius
      svg.element(
        "circle",
        [
          ("cx", SVGBuffer.number(center.x)), ("cy", SVGBuffer.number(center.y)),
          ("r", SVGBuffer.number(radius)), ("fill", "none"), ("stroke", style.tint),
          ("stroke-width", "6"), ("stroke-linecap", "round"),
          (
            "stroke-dasharray",
            SVGBuffer.number(circumference * fraction) + " " + SVGBuffer.number(circumference)
          ),
          (
            "transform",
            "rotate(-90 " + SVGBuffer.number(center.x) + " " + SVGBuffer.number(center.y) + ")"
          ),
        ])
    default:
      let bar = Rect(x: frame.minX, y: frame.maxY - 4, width: frame.width, height: 4)
      svg.rect(bar, fill: palette.track, radius: 2)
      svg.rect(
        Rect(x: bar.minX, y: bar.minY, width: bar.width * fraction, height: 4), fill: style.tint,
        radius: 2)
    }
  }

  private func drawSpinner(in frame: Rect, into svg: inout SVGBuffer) {
    let center = (x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    let radius = min(frame.width, frame.height) / 2
    for spoke in 0..<8 {
      let angle = Double(spoke) * .pi / 4
      let (sine, cosine) = (sin(angle), cos(angle))
      svg.element(
        "line",
        [
          ("x1", SVGBuffer.number(center.x + cosine * radius * 0.45)),
          ("y1", SVGBuffer.number(center.y + sine * radius * 0.45)),
          ("x2", SVGBuffer.number(center.x + cosine * radius)),
          ("y2", SVGBuffer.number(center.y + sine * radius)),
          ("stroke", palette.secondaryLabel), ("stroke-width", "2"), ("stroke-linecap", "round"),
          ("opacity", SVGBuffer.number(0.3 + 0.7 * Double(spoke) / 7)),
        ])
    }
  }

  private func sliderFraction(_ node: Node) -> Double {
    let value = number(node[.value]) ?? 0
    let low = number(node[.minimum]) ?? 0
    let high = number(node[.maximum]) ?? 1
    return high > low ? min(1, max(0, (value - low) / (high - low))) : 0
  }

  func string(_ value: AttributeValue?) -> String? { value?.string }
}
