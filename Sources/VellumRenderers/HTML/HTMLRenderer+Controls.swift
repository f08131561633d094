import VellumCellLayout
import VellumNodes
import VellumValues

extension HTMLRenderer {
  /// Text: a heading for title fonts, else a span; styled runs as spans inside.
  func writeText(_ node: Node, into html: inout HTMLBuffer) {
    let heading: StaticString?
    switch node[.font] {
    case .font(let font) where font.base == .style(.largeTitle): heading = "h1"
    case .font(let font) where font.base == .style(.title): heading = "h2"
    case .font(let font) where font.base == .style(.title2): heading = "h3"
    case .font(let font) where font.base == .style(.title3): heading = "h4"
    default: heading = nil
    }
    let tag = heading ?? "span"
    open(tag, "text", node, into: &html)
    if node.children.isEmpty {
      html.appendEscaped(string(node[.text]) ?? "")
    } else {
      for span in node.children {
        if span.isImageSpan {
          writeImage(span, into: &html)
          continue
        }
        open("span", "span", span, into: &html)
        html.appendEscaped(string(span[.text]) ?? "")
        html.append("</span>")
      }
    }
    html.append("</")
    html.append(tag)
    html.append(">")
  }

  /// Writes a button, or copies the markup of the last button written when it is the same
  /// (a list's rows' buttons).
  func writeButton(_ node: Node, into html: inout HTMLBuffer) {
    // Placed at its frame, a row's button repeats the last row's only where it stands as
    // that one did, measured from its row.
    html.writeRepeatable(node, standsAsLast: frames?.standsAsLast() ?? true) {
      writeButtonMarkup($0, into: &$1)
    }
  }

  private func writeButtonMarkup(_ node: Node, into html: inout HTMLBuffer) {
    // A button with a role (`destructive`, `cancel`) has it as a second class.
    var className: HTMLClassName = "button"
    if case .name(let role) = node[.role] { className = HTMLClassName("button " + role.rawValue) }
    // Read before, so the closure captures a flag and not the node (a copy of it).
    let isDisabled = node[.disabled] == .bool(true)
    open(
      "button", className, node,
      extra: { html in
        html.append(" type=\"button\"")
        if isDisabled { html.append(" disabled") }
      }, into: &html)
    writeChildren(node, into: &html)
    html.append("</button>")
  }

  /// In a placed page, puts the element being opened (a switch, a progress bar) at the frame
  /// of the part the layout placed beside or below its control's label: writes its class and
  /// position. Nothing otherwise.
  func placeAccessory(into html: inout HTMLBuffer) {
    guard let frames, let frame = frames.frame(of: .accessory) else { return }
    let origin = frames.origin
    html.attribute("class", "at-frame")
    frames.writeStyle(at: frame, into: &html)
    frames.restore(origin)
  }

  /// Opens a labelled control: the element, then its label views in a `control-label` span.
  private func openControl(
    _ tag: StaticString, _ className: HTMLClassName, _ node: Node, label: [Node],
    into html: inout HTMLBuffer
  ) {
    open(tag, className, node, into: &html)
    openControlLabel(node, into: &html)
    for child in label { write(child, into: &html) }
    html.append("</span>")
  }

  /// Opens the span of a control's label; `labelsHidden()` hides it from sight, but it still
  /// names the control for assistive technology.
  func openControlLabel(_ node: Node, into html: inout HTMLBuffer) {
    if node[.labelsHidden] == .bool(true) {
      html.append("<span class=\"control-label visually-hidden\">")
    } else {
      html.append("<span class=\"control-label\">")
    }
  }

  func writeToggle(_ node: Node, into html: inout HTMLBuffer) {
    let isOn = node[.isOn] == .bool(true)
    switch node[.toggleStyle] {
    case .name(.button):
      open(
        "button", "button toggle-button", node,
        extra: { html in
          html.attribute("type", "button")
          html.attribute("aria-pressed", isOn ? "true" : "false")
          if node[.disabled] == .bool(true) { html.append(" disabled") }
        }, into: &html)
      writeChildren(node, into: &html)
      html.append("</button>")
      return
    case .name(.checkbox):
      open("label", "toggle", node, into: &html)
      html.append("<input type=\"checkbox\"")
      if isOn { html.append(" checked") }
      if node[.disabled] == .bool(true) { html.append(" disabled") }
      html.append(">")
      openControlLabel(node, into: &html)
      writeChildren(node, into: &html)
      html.append("</span></label>")
      return
    default:
      break
    }
    openControl("label", "toggle", node, label: node.children, into: &html)
    html.append("<input type=\"checkbox\" role=\"switch\"")
    placeAccessory(into: &html)
    if node[.isOn] == .bool(true) { html.append(" checked") }
    if node[.disabled] == .bool(true) { html.append(" disabled") }
    html.append("></label>")
  }

  /// A text, secure or search field. A search field is drawn as iOS's search bar: a
  /// magnifying glass, its tokens, then the field, in one rounded box.
  func writeField(_ node: Node, into html: inout HTMLBuffer) {
    guard node.role == .searchField else {
      writeInput(node, into: &html)
      return
    }
    html.append("<div class=\"search-box\">")
    writeDecorativeSymbol("magnifyingglass", into: &html)
    for token in node.children {
      html.append("<span class=\"search-token\">")
      write(token, into: &html)
      html.append("</span>")
    }
    var field = node
    field.children = []
    if !node.children.isEmpty { field.attributes.removeAll { $0.name == .prompt } }
    writeInput(field, into: &html)
    html.append("</div>")
  }

  private func writeInput(_ node: Node, into html: inout HTMLBuffer) {
    let isSecure = node.role == .secureField
    let isSearch = node.role == .searchField
    open(
      "input", isSecure ? "text-field secure" : isSearch ? "text-field search-field" : "text-field",
      node,
      extra: { html in
        html.attribute("type", isSecure ? "password" : isSearch ? "search" : "text")
        html.attribute("value", string(node[.text]) ?? "")
        html.attribute("placeholder", string(node[.prompt]) ?? string(node[.title]) ?? "")
        if node[.accessibilityLabel] == nil, let title = string(node[.title]) {
          html.attribute("aria-label", title)
        }
        if case .string(let type) = node[.textContentType],
          let token = UITextContentType(rawValue: type).autocomplete
        {
          html.attribute("autocomplete", token)
        }
        if case .name(let keyboard) = node[.keyboardType],
          let mode = Self.inputModes[keyboard.rawValue]
        {
          html.attribute("inputmode", mode)
        }
        if node[.focused] == .bool(true) { html.append(" autofocus") }
        if node[.disabled] == .bool(true) { html.append(" disabled") }
      }, into: &html)
  }

  /// The HTML `inputmode` of each keyboard type that has one.
  private static let inputModes = [
    "numberPad": "numeric", "asciiCapableNumberPad": "numeric", "decimalPad": "decimal",
    "phonePad": "tel", "namePhonePad": "tel", "emailAddress": "email", "URL": "url",
    "webSearch": "search",
  ]

  func writeImage(_ node: Node, into html: inout HTMLBuffer) {
    guard let name = string(node[.systemName]), !name.isEmpty else {
      open(
        "span", "image", node,
        extra: { html in
          if node[.decorative] != nil || node.isEmptySymbol {
            html.attribute("aria-hidden", "true")
          } else {
            html.attribute("role", "img")
            if node[.accessibilityLabel] == nil {
              html.attribute("aria-label", string(node[.name]) ?? "")
            }
          }
        }, into: &html)
      html.append("</span>")
      return
    }
    var variant: String?
    if case .name(let name) = node[.symbolVariant] { variant = name.rawValue }
    writeSymbol(name, variant: variant, node: node, into: &html)
  }

  /// A slider: its label, then its track between its value labels, filled to the value
  /// (`--fraction`) as iOS fills it.
  func writeSlider(_ node: Node, into html: inout HTMLBuffer) {
    let ends: [Role] = [.minimumValueLabel, .maximumValueLabel]
    openControl(
      "label", "slider", node, label: node.children.filter { !ends.contains($0.role) },
      into: &html)
    for child in node.children where child.role == .minimumValueLabel {
      writeChildren(child, into: &html)
    }
    html.append("<input type=\"range\"")
    let bounds = (HTMLStyle.number(node[.minimum]) ?? 0, HTMLStyle.number(node[.maximum]) ?? 1)
    let value = HTMLStyle.number(node[.value]) ?? 0
    for (name, number) in [("min", bounds.0), ("max", bounds.1), ("value", value)] {
      html.appendMarkup(" \(name)=\"\(formatNumber(number))\"")
    }
    html.append(" step=\"any\"")
    if node[.disabled] == .bool(true) { html.append(" disabled") }
    let fraction =
      bounds.1 > bounds.0 ? min(1, max(0, (value - bounds.0) / (bounds.1 - bounds.0))) : 0
    html.attribute("style", "--fraction:" + formatNumber((fraction * 1000).rounded() / 1000))
    html.append(">")
    for child in node.children where child.role == .maximumValueLabel {
      writeChildren(child, into: &html)
    }
    html.append("</label>")
  }

  func writeStepper(_ node: Node, into html: inout HTMLBuffer) {
    openControl("div", "stepper", node, label: node.children, into: &html)
    if let value = node.stepperValueToShow {
      html.append("<output>")
      html.appendEscaped(value)
      html.append("</output>")
    }
    let disabled: StaticString = node[.disabled] == .bool(true) ? " disabled" : ""
    html.append("<button type=\"button\" aria-label=\"Decrement\"")
    html.append(disabled)
    html.append(">−</button><button type=\"button\" aria-label=\"Increment\"")
    html.append(disabled)
    html.append(">+</button></div>")
  }

  func writePicker(_ node: Node, into html: inout HTMLBuffer) {
    let label = node.children.filter { $0.role != .options }
    switch node[.pickerStyle] {
    case .name(.segmented), .name(.palette), .name(.inline), .name(.wheel),
      .name(.radioGroup):
      writeOptionPicker(node, label: label, into: &html)
      return
    case .name(.navigationLink):
      let options = node.pickerOptions
      let chosen = options.first(where: node.isChosen)
      openControl("div", "picker", node, label: label, into: &html)
      html.append("<span class=\"picker-value\">")
      html.appendEscaped((chosen?.visibleText ?? "") + " ›")
      html.append("</span></div>")
      return
    default:
      break
    }
    openControl("label", "picker", node, label: label, into: &html)
    html.append("<select")
    if node[.disabled] == .bool(true) { html.append(" disabled") }
    html.append(">")
    let options = node.pickerOptions
    for option in options {
      html.append("<option")
      if let tag = option[.tag] { html.attribute("value", tag.outline()) }
      if node.isChosen(option) { html.append(" selected") }
      html.append(">")
      html.appendEscaped(option.visibleText)
      html.append("</option>")
    }
    html.append("</select></label>")
  }

  /// A picker whose options are on screen: segments side by side, or rows with the chosen one
  /// checked; a radio group either way. A segmented picker's label is hidden, as on iOS, and
  /// names the group instead.
  private func writeOptionPicker(_ node: Node, label: [Node], into html: inout HTMLBuffer) {
    let isSegmented =
      node[.pickerStyle] == .name(.segmented) || node[.pickerStyle] == .name(.palette)
    open(
      "div", "picker", node,
      extra: { html in
        html.attribute("role", "radiogroup")
        let name = label.map(\.visibleText).joined(separator: " ")
        if isSegmented, !name.isEmpty, node[.accessibilityLabel] == nil {
          html.attribute("aria-label", name)
        }
        if node[.disabled] == .bool(true) { html.attribute("aria-disabled", "true") }
      }, into: &html)
    if !isSegmented, !label.isEmpty {
      openControlLabel(node, into: &html)
      for child in label { write(child, into: &html) }
      html.append("</span>")
    }
    let options = node.pickerOptions
    for option in options {
      let isChosen = node.isChosen(option)
      html.append(isSegmented ? "<span class=\"segment\"" : "<span class=\"option\"")
      html.attribute("role", "radio")
      html.attribute("aria-checked", isChosen ? "true" : "false")
      if let tag = option[.tag] { html.attribute("data-tag", tag.outline()) }
      html.append(">")
      html.appendEscaped(option.visibleText)
      html.append("</span>")
    }
    html.append("</div>")
  }

  /// A progress view: its label, then a `<progress>` bar, a ring (circular), or a spinner
  /// (indeterminate), then its current-value label.
  func writeProgress(_ node: Node, into html: inout HTMLBuffer) {
    let label = node.children.filter { $0.role != .currentValueLabel }
    open("div", "progress-view", node, into: &html)
    for child in label { write(child, into: &html) }
    let name = label.map(\.visibleText).joined(separator: " ")
    switch (HTMLStyle.number(node[.value]), node[.progressViewStyle]) {
    case (let fraction?, .name(.circular)?):
      html.append("<span class=\"progress-ring\" role=\"progressbar\"")
      html.attribute("aria-valuenow", formatNumber(fraction))
      html.attribute("style", "--fraction:" + formatNumber(fraction))
      if !name.isEmpty { html.attribute("aria-label", name) }
      html.append("></span>")
    case (let fraction?, _):
      html.append("<progress")
      placeAccessory(into: &html)
      html.attribute("value", formatNumber(fraction))
      html.attribute("max", "1")
      if !name.isEmpty { html.attribute("aria-label", name) }
      html.append("></progress>")
    case (nil, _):
      html.append("<span class=\"spinner\" role=\"progressbar\"")
      if !name.isEmpty { html.attribute("aria-label", name) }
      html.append("></span>")
    }
    for child in node.children where child.role == .currentValueLabel {
      write(child, into: &html)
    }
    html.append("</div>")
  }
}
