import Foundation
import VellumCellLayout
import VellumNodes
import VellumValues

extension Node {
  /// The accessibility audit's findings on this rendered screen (or its top-most
  /// presentation), in reading order: what `ViewHost.accessibilityAudit()` reports, for a tree
  /// such as a gallery preview's.
  ///
  /// ```swift
  /// for preview in gallery.previews { print(preview.root.accessibilityAudit()) }
  /// ```
  public func accessibilityAudit() -> [AccessibilityFinding] {
    AccessibilityAudit.findings(on: self)
  }
}

/// Audits a screen as VoiceOver and WCAG would: unlabelled controls and images, empty and
/// duplicate labels, low-contrast text, small tap targets, and text the largest accessibility
/// text size cuts off (the screen laid out again on a screen narrowed by that size). Frames come
/// from the text layout; a tap target's size counts only where the view frames it (the text layout gives
/// every one-line control one row, so its size says nothing about the platform's).
struct AccessibilityAudit {
  private var findings: [AccessibilityFinding] = []
  private var labelled: [String: [(role: Role, path: String, key: Int)]] = [:]
  private var frames: [Int: CellRect] = [:]
  private var textPaths: [Int: String] = [:]

  /// The findings on `root`'s screen (or its top-most presentation), in reading order.
  static func findings(on root: Node) -> [AccessibilityFinding] {
    var next = 0
    let numbered = AccessibilityRenderer.numbered(root, from: &next)
    let log = AccessibilityRenderer.layOut(numbered)
    var audit = AccessibilityAudit()
    audit.frames = log.readingFrames
    let isDark = root[.colorScheme] == .name(.dark)
    let screen = numbered.presentations.last ?? numbered
    for child in screen.children {
      audit.visit(child, path: [], colors: Colors(isDark: isDark))
    }
    // The same screen at the largest accessibility size: texts it cuts off that show whole now.
    var largest = numbered
    largest.attributes.removeAll { $0.name == .textScale }
    largest.attributes.append(Attribute(.textScale, .double(DynamicTypeSize.accessibility5.scale)))
    let largestLog = AccessibilityRenderer.layOut(largest)
    for key in largestLog.cutTexts.subtracting(log.cutTexts).sorted() {
      guard let path = audit.textPaths[key] else { continue }
      audit.add(
        .cutOff, "text cut off at the largest accessibility text size; let it wrap",
        path: path, key: key)
    }
    for (label, controls) in audit.labelled.sorted(by: { $0.key < $1.key })
    where controls.count > 1 {
      for control in controls.dropFirst() {
        audit.add(
          .duplicateLabel,
          "another control is also labelled \"\(label)\"; give each a label of its own",
          path: control.path, key: control.key)
      }
    }
    return audit.findings
  }

  /// The text and background colors in effect, and whether images here are read as part of
  /// a titled label (whose icon VoiceOver does not read).
  private struct Colors {
    let isDark: Bool
    var foreground: Color?
    var background: Color?
    var inTitledLabel = false
  }

  private mutating func visit(_ node: Node, path: [String], colors: Colors) {
    if node[.accessibilityHidden] == .bool(true) || node[.decorative] != nil || node.isEmptySymbol
      || node.role.isOutOfFlow
    {
      return
    }
    let path = path + [node.role.rawValue]
    let key = AccessibilityRenderer.key(of: node)
    var colors = colors
    for attribute in node.attributes {
      switch (attribute.name, attribute.value) {
      case (.foregroundColor, .color(let color)), (.foregroundStyle, .color(let color)):
        colors.foreground = colors.foreground ?? color
      case (.background, .nodes(let layers)):
        if let color = layers.first.flatMap(Self.fill) { colors.background = color }
      default: break
      }
    }
    let label: String? = {
      if case .string(let label) = node[.accessibilityLabel] { return label }
      return nil
    }()
    if label == "" {
      add(.emptyLabel, "an empty accessibility label; say what the element is", path, key)
    }
    switch node.role {
    case .button, .link, .navigationLink:
      let text = node.visibleText
      if label == nil, text.isEmpty {
        add(
          .unlabeledControl,
          "\(node.role == .link ? "link" : "button") with no label; give it "
            + "accessibilityLabel(_:) or a title", path, key)
      }
      let name = label ?? text
      if !name.isEmpty {
        labelled[name, default: []].append((node.role, path.joined(separator: "/"), key))
      }
      checkTapTarget(node, path, key)
      return
    case .toggle, .slider, .stepper, .picker:
      let name = label ?? node.visibleText
      if !name.isEmpty {
        labelled[name, default: []].append((node.role, path.joined(separator: "/"), key))
      }
      checkTapTarget(node, path, key)
    case .label:
      colors.inTitledLabel = !node.visibleText.isEmpty
    case .image:
      if label == nil, node[.systemName] != nil, !colors.inTitledLabel {
        add(
          .unlabeledImage,
          "image with no label; label it, or make it Image(decorative:) if it only decorates",
          path, key)
      }
    case .text:
      textPaths[key] = path.joined(separator: "/")
      checkContrast(node, colors: colors, path, key)
    default:
      break
    }
    for child in node.children where child.role != .span {
      visit(child, path: path, colors: colors)
    }
  }

  /// A background layer's color, when it is a plain color.
  private static func fill(_ layer: Node) -> Color? {
    if case .color(let color) = layer[.color] { return color }
    return nil
  }

  private mutating func checkContrast(
    _ node: Node, colors: Colors, _ path: [String], _ key: Int
  ) {
    guard colors.foreground != nil || colors.background != nil else { return }
    let text = colors.foreground ?? (colors.isDark ? .white : .black)
    let back = colors.background ?? (colors.isDark ? .black : .white)
    guard let ratio = Self.contrast(text, back, dark: colors.isDark) else { return }
    var isLarge = false
    if case .font(let font) = node[.font] { isLarge = font.pointSize >= 18 || font.isTitle }
    let required = isLarge ? 3.0 : 4.5
    guard ratio < required else { return }
    add(
      .lowContrast,
      "text contrasts \(formatNumber((ratio * 100).rounded() / 100)):1 with its background, "
        + "less than \(formatNumber(required)):1", path, key)
  }

  /// The WCAG contrast ratio of two opaque colors in the light or the dark appearance, when both
  /// resolve to components.
  static func contrast(_ first: Color, _ second: Color, dark: Bool) -> Double? {
    guard let a = first.resolvedComponents(dark: dark),
      let b = second.resolvedComponents(dark: dark)
    else { return nil }
    func luminance(_ c: (red: Double, green: Double, blue: Double, opacity: Double)) -> Double {
      func linear(_ value: Double) -> Double {
        value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    let (lighter, darker) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (lighter + 0.05) / (darker + 0.05)
  }

  private mutating func checkTapTarget(_ node: Node, _ path: [String], _ key: Int) {
    guard case .fields(let fields) = node[.frame] else { return }
    let sizes = [AttributeName.width, .height].compactMap { name in
      fields.first { $0.name == name }.flatMap { field -> Double? in
        if case .double(let points) = field.value { return points }
        return nil
      }
    }
    guard let smallest = sizes.min(), smallest < 44 else { return }
    add(
      .smallTapTarget,
      "a control framed \(formatNumber(smallest)) points across, less than 44", path, key)
  }

  private mutating func add(
    _ kind: AccessibilityFinding.Kind, _ message: String, _ path: [String], _ key: Int
  ) {
    add(kind, message, path: path.joined(separator: "/"), key: key)
  }

  private mutating func add(
    _ kind: AccessibilityFinding.Kind, _ message: String, path: String, key: Int
  ) {
    let frame = frames[key].map { ($0.x, $0.y, $0.width, $0.height) }
    findings.append(
      AccessibilityFinding(kind: kind, message: message, path: path, frame: frame))
  }
}
