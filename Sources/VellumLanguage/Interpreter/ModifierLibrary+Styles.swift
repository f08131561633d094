import Foundation
import Vellum

/// The style, layout, toolbar, search and lifecycle modifiers a `.vellum` file can apply, with
/// SwiftUI's names, labels and values (`.red`, `Color.blue`, `.borderedProminent`, `.infinity`).
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let styleModifierNames = [
    "foregroundStyle", "foregroundColor", "tint", "background", "opacity", "cornerRadius",
    "frame", "buttonStyle", "listStyle", "toolbar", "toolbarTitleMenu", "searchable", "onAppear",
    "onDisappear",
  ]

  /// `base.name(arguments)` when `name` is one of ``styleModifierNames``, else `nil`.
  func applyStyleModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    switch name {
    case "foregroundStyle":
      switch try shapeStyle(try call.required(nil)) {
      case .color(let color): return base.foregroundStyle(color)
      case .linearGradient(let gradient): return base.foregroundStyle(gradient)
      }
    case "foregroundColor": return base.foregroundColor(try color(try call.required(nil)))
    case "tint": return base.tint(try color(try call.required(nil)))
    case "background":
      switch try shapeStyle(try call.required(nil)) {
      case .color(let color): return base.background(color)
      case .linearGradient(let gradient): return base.background(gradient)
      }
    case "opacity": return base.opacity(try number(try call.required(nil)))
    case "cornerRadius": return base.cornerRadius(CGFloat(try number(try call.required(nil))))
    case "frame": return try frame(base, &call)
    case "buttonStyle": return try buttonStyle(base, try call.required(nil))
    case "listStyle": return try listStyle(base, try call.required(nil))
    case "toolbar":
      return try toolbar(base, try call.requiredClosure("content"))
    case "toolbarTitleMenu":
      let content = try call.requiredClosure("content")
      return base.toolbarTitleMenu { buildReporting(content) }
    case "searchable":
      let text = try binding(try call.required("text"), \.string, type: "String")
      guard let prompt = try call.optional("prompt").map(self.text) else {
        return base.searchable(text: text)
      }
      return base.searchable(text: text, prompt: prompt)
    case "onAppear", "onDisappear":
      let action = Action(self, try call.requiredClosure("perform"))
      return name == "onAppear"
        ? AnyView(base.onAppear { action.run() }) : AnyView(base.onDisappear { action.run() })
    default:
      return try applyTextModifier(base, name, &call)
    }
  }

  /// `frame(width:height:alignment:)`, or the flexible form when a minimum or maximum is given.
  private func frame(_ base: any View, _ call: inout Arguments) throws(Diagnostic) -> any View {
    func length(_ label: String) throws(Diagnostic) -> CGFloat? {
      guard let expression = call.optional(label) else { return nil }
      if case .implicitMember("infinity") = expression.kind { return .infinity }
      return CGFloat(try number(expression))
    }
    let alignment = try call.optional("alignment").map { (expression) throws(Diagnostic) in
      try member(expression, in: Self.frameAlignments)
    }
    let width = try length("width")
    let height = try length("height")
    let bounds = try ["minWidth", "maxWidth", "minHeight", "maxHeight"].map(length)
    guard bounds.contains(where: { $0 != nil }) else {
      return base.frame(width: width, height: height, alignment: alignment ?? .center)
    }
    guard width == nil, height == nil else {
      throw Diagnostic(
        message: "'frame' takes either width and height or minimums and maximums",
        location: call.location)
    }
    return base.frame(
      minWidth: bounds[0], maxWidth: bounds[1], minHeight: bounds[2], maxHeight: bounds[3],
      alignment: alignment ?? .center)
  }

  private static let frameAlignments: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
    "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
  ]

  private func buttonStyle(_ base: any View, _ expression: Expression) throws(Diagnostic)
    -> any View
  {
    let names = ["automatic", "bordered", "borderedProminent", "borderless", "plain"]
    switch try memberName(expression, among: names) {
    case "bordered": return base.buttonStyle(.bordered)
    case "borderedProminent": return base.buttonStyle(.borderedProminent)
    case "borderless": return base.buttonStyle(.borderless)
    case "plain": return base.buttonStyle(.plain)
    default: return base.buttonStyle(.automatic)
    }
  }

  private func listStyle(_ base: any View, _ expression: Expression) throws(Diagnostic)
    -> any View
  {
    let names = ["automatic", "grouped", "inset", "insetGrouped", "plain", "sidebar"]
    switch try memberName(expression, among: names) {
    case "grouped": return base.listStyle(.grouped)
    case "inset": return base.listStyle(.inset)
    case "insetGrouped": return base.listStyle(.insetGrouped)
    case "plain": return base.listStyle(.plain)
    case "sidebar": return base.listStyle(.sidebar)
    default: return base.listStyle(.automatic)
    }
  }
}
