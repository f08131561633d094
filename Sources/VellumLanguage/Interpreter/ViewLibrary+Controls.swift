import Foundation
import Vellum

/// More views a `.vellum` file can make: lazy stacks, tab views, group boxes, disclosure
/// groups, labeled content, text editors, sliders, empty states and control groups.
extension Evaluator {
  /// The names of these views, for suggestions and the parity table.
  static let controlViewNames = [
    "LazyVStack", "LazyHStack", "TabView", "Tab", "TabSection", "GroupBox", "DisclosureGroup",
    "LabeledContent",
    "TextEditor", "Slider", "ContentUnavailableView", "ControlGroup", "ViewThatFits",
    "EditButton", "NavigationSplitView", "DatePicker", "ColorPicker", "Gauge",
  ]

  /// The view `name(arguments)` when it is one of ``controlViewNames``, else `nil`.
  func makeControlView(_ name: String, _ call: inout Arguments) throws(Diagnostic)
    -> (any View)?
  {
    switch name {
    case "LazyVStack":
      let (alignment, spacing) = try stackOptions(
        &call, Self.horizontalAlignments, default: .center)
      let content = try call.requiredClosure("content")
      return LazyVStack(alignment: alignment, spacing: spacing) { buildReporting(content) }
    case "LazyHStack":
      let (alignment, spacing) = try stackOptions(&call, Self.verticalAlignments, default: .center)
      let content = try call.requiredClosure("content")
      return LazyHStack(alignment: alignment, spacing: spacing) { buildReporting(content) }
    case "TabView":
      // `TabView(selection: $tab)`: the tab whose `.tag` equals the selection is shown.
      let selection = try call.optional("selection").map(bindingArgument)
      let content = try call.requiredClosure("content")
      guard let selection else { return TabView { buildReporting(content) } }
      return TabView(selection: selection) { buildReporting(content) }
    case "Tab":
      let title = try text(try call.required(nil))
      let symbol = try text(try call.required("systemImage"))
      let content = try call.requiredClosure("content")
      return Tab(title, systemImage: symbol) { buildReporting(content) }
    case "TabSection":
      let title = try text(try call.required(nil))
      let content = try call.requiredClosure("content")
      return TabSection(title) { buildReporting(content) }
    case "GroupBox", "DisclosureGroup", "ControlGroup":
      let title = try call.optional(nil).map(text)
      let content = try call.requiredClosure("content")
      return titledContainer(name, title: title) { buildReporting(content) }
    case "LabeledContent":
      let title = try text(try call.required(nil))
      // `LabeledContent("Total") { Text(total, format: .currency(code: "USD")) }`.
      if !call.has("value"), let content = try call.closure("content") {
        return LabeledContent(title) { buildReporting(content) }
      }
      return LabeledContent(title, value: try string(try call.required("value")))
    case "TextEditor":
      return TextEditor(text: try binding(try call.required("text"), \.string, type: "String"))
    case "Slider":
      return try slider(&call)
    case "ContentUnavailableView":
      let title = try text(try call.required(nil))
      let symbol = try text(try call.required("systemImage"))
      let description = try call.optional("description").map(textView)
      return ContentUnavailableView(title, systemImage: symbol, description: description)
    case "ViewThatFits":
      let content = try call.requiredClosure("content")
      return ViewThatFits { buildReporting(content) }
    case "EditButton":
      return EditButton()
    case "NavigationSplitView":
      let sidebar = try call.requiredClosure("sidebar")
      // Three columns when a `content:` column sits between the sidebar and the detail.
      let content = try call.closure("content")
      let detail = try call.requiredClosure("detail")
      if let content {
        return NavigationSplitView {
          buildReporting(sidebar)
        } content: {
          buildReporting(content)
        } detail: {
          buildReporting(detail)
        }
      }
      return NavigationSplitView {
        buildReporting(sidebar)
      } detail: {
        buildReporting(detail)
      }
    case "DatePicker", "ColorPicker", "Gauge":
      return try makePicker(name, &call)
    default:
      return nil
    }
  }

  /// `Slider(value:in:step:)`, with a `label` and with `minimumValueLabel` and
  /// `maximumValueLabel` when given.
  private func slider(_ call: inout Arguments) throws(Diagnostic) -> any View {
    let value = try binding(try call.required("value"), \.double, type: "Double")
    let bounds = try call.optional("in").map(closedRange) ?? 0...1
    let step = try call.optional("step").map(number)
    guard let label = try call.closure("label") else {
      return Slider(value: value, in: bounds, step: step)
    }
    guard let minimum = try call.labelledClosure("minimumValueLabel") else {
      return Slider(value: value, in: bounds, step: step) { buildReporting(label) }
    }
    let maximum = try call.requiredClosure("maximumValueLabel")
    return Slider(value: value, in: bounds, step: step) {
      buildReporting(label)
    } minimumValueLabel: {
      buildReporting(minimum)
    } maximumValueLabel: {
      buildReporting(maximum)
    }
  }

  /// A group box, disclosure group or control group, with its title when it has one.
  private func titledContainer(
    _ name: String, title: String?, content: () -> AnyView
  ) -> any View {
    switch (name, title) {
    case ("GroupBox", let title?): GroupBox(title) { content() }
    case ("GroupBox", nil): GroupBox { content() }
    case ("DisclosureGroup", let title?): DisclosureGroup(title) { content() }
    case ("DisclosureGroup", nil): DisclosureGroup("") { content() }
    case (_, let title?): ControlGroup(title) { content() }
    default: ControlGroup { content() }
    }
  }

  /// `Text("…")` where Swift takes a `Text` value (an empty state's description).
  func textView(_ expression: Expression) throws(Diagnostic) -> Text {
    guard case .call(let callee, let arguments) = expression.kind,
      case .identifier("Text") = callee.kind, arguments.count == 1, arguments[0].label == nil
    else {
      throw Diagnostic(
        message: "expected a Text such as Text(\"…\")", location: expression.location)
    }
    return Text(try text(arguments[0].value))
  }

  /// A closed range of numbers, `0...10`, as a slider's bounds.
  func closedRange(_ expression: Expression) throws(Diagnostic) -> ClosedRange<Double> {
    guard case .binary("...", let lower, let upper) = expression.kind else {
      throw Diagnostic(
        message: "expected a closed range such as 0...10", location: expression.location)
    }
    let (low, high) = (try number(lower), try number(upper))
    guard low <= high else {
      throw Diagnostic(
        message: "the range's lower bound \(low) is above its upper bound \(high)",
        location: expression.location)
    }
    return low...high
  }
}
