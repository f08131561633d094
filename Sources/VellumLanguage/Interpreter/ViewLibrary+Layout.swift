import Foundation
import Vellum

/// The layout and control views a `.vellum` file can make beyond the basic ones: grids, scroll
/// views, dividers, menus and progress views, with SwiftUI's initializers.
extension Evaluator {
  /// The names of these views, for suggestions and the parity table.
  static let layoutViewNames = [
    "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "Divider", "Menu", "ProgressView",
  ]

  /// The view `name(arguments)` when it is one of ``layoutViewNames``, else `nil`.
  func makeLayoutView(_ name: String, _ call: inout Arguments) throws(Diagnostic) -> (any View)? {
    switch name {
    case "LazyVGrid":
      let columns = try gridItems(try call.required("columns"))
      let alignment = try call.optional("alignment").map { (expression) throws(Diagnostic) in
        try member(expression, in: Self.horizontalAlignments)
      }
      let spacing = try call.optional("spacing").map(number).map { CGFloat($0) }
      let content = try call.requiredClosure("content")
      return LazyVGrid(columns: columns, alignment: alignment ?? .center, spacing: spacing) {
        buildReporting(content)
      }
    case "LazyHGrid":
      let rows = try gridItems(try call.required("rows"))
      let spacing = try call.optional("spacing").map(number).map { CGFloat($0) }
      let content = try call.requiredClosure("content")
      return LazyHGrid(rows: rows, spacing: spacing) { buildReporting(content) }
    case "Grid":
      let horizontal = try call.optional("horizontalSpacing").map(number).map { CGFloat($0) }
      let vertical = try call.optional("verticalSpacing").map(number).map { CGFloat($0) }
      let content = try call.requiredClosure("content")
      return Grid(horizontalSpacing: horizontal, verticalSpacing: vertical) {
        buildReporting(content)
      }
    case "GridRow":
      let content = try call.requiredClosure("content")
      return GridRow { buildReporting(content) }
    case "ScrollView":
      let axes = try call.optional(nil).map { (expression) throws(Diagnostic) in
        try memberName(expression, among: ["vertical", "horizontal"]) == "horizontal"
          ? Axis.Set.horizontal : .vertical
      }
      let content = try call.requiredClosure("content")
      return ScrollView(axes ?? .vertical) { buildReporting(content) }
    case "Divider":
      return Divider()
    case "Menu":
      let title = try text(try call.required(nil))
      let content = try call.requiredClosure("content")
      return Menu(title) { buildReporting(content) }
    case "ProgressView":
      return try progressView(&call)
    default:
      return try makeControlView(name, &call)
    }
  }

  /// `ProgressView()`, `ProgressView(value:total:)` and `ProgressView("Title", value:total:)`.
  private func progressView(_ call: inout Arguments) throws(Diagnostic) -> any View {
    let title = try call.optional(nil).map(text)
    guard let valueExpression = call.optional("value") else {
      return title.map { ProgressView($0) } ?? ProgressView()
    }
    let value = try number(valueExpression)
    let total = try call.optional("total").map(number) ?? 1
    guard let title else { return ProgressView(value: value, total: total) }
    return ProgressView(title, value: value, total: total)
  }

  /// A grid's columns or rows: an array literal of `GridItem(.flexible())`, `GridItem(.fixed(80))`
  /// or `GridItem(.adaptive(minimum: 80))`, each with an optional `spacing:`.
  private func gridItems(_ expression: Expression) throws(Diagnostic) -> [GridItem] {
    // A computed property of the view that gives them (`private var columns: [GridItem]`).
    if case .identifier(let property) = expression.kind,
      let computed = view?.declaration.computed.first(where: { $0.name == property && !$0.isView }),
      computed.body.items.count == 1, case .expression(let given) = computed.body.items[0]
    {
      return try nested(property, at: expression.location) { () throws(Diagnostic) in
        try gridItems(given)
      }
    }
    // `Array(repeating: GridItem(.flexible()), count: columnCount)`.
    if case .call(let callee, let arguments) = expression.kind, callee.isNamed("Array") {
      var call = Arguments(callee: "Array", arguments, at: expression.location)
      let item = try call.required("repeating")
      let count = try number(try call.required("count"))
      try call.finish()
      guard count >= 0, count <= 100 else {
        throw Diagnostic(
          message: "a grid has 0 to 100 columns, not \(count)", location: expression.location)
      }
      let one = try gridItems(Expression(kind: .array([item]), location: item.location))
      return Array(repeating: one[0], count: Int(count))
    }
    guard case .array(let elements) = expression.kind else {
      // A property holding them (`private let columns = [GridItem(.adaptive(minimum: 100))]`).
      let value = try evaluate(expression)
      guard case .array(let values) = value,
        case let items = values.compactMap({ (value) -> GridItem? in
          if case .gridItem(let held) = value { held.item } else { nil }
        }), items.count == values.count
      else {
        throw Diagnostic(
          message: "expected an array of GridItem such as [GridItem(.flexible())], found "
            + value.typeName, location: expression.location)
      }
      return items
    }
    var items: [GridItem] = []
    for element in elements {
      guard case .call(let callee, let arguments) = element.kind, callee.isNamed("GridItem") else {
        throw Diagnostic(
          message: "expected GridItem(.flexible()), GridItem(.fixed(…)) or "
            + "GridItem(.adaptive(minimum: …))", location: element.location)
      }
      items.append(try gridItem(arguments, at: element.location))
    }
    return items
  }

  /// `GridItem(size, spacing:)`: a grid's column or row, flexible unless sized.
  func gridItem(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic)
    -> GridItem
  {
    var call = Arguments(callee: "GridItem", arguments, at: location)
    let size = try call.optional(nil).map(gridItemSize) ?? .flexible()
    let spacing = try call.optional("spacing").map(number).map { CGFloat($0) }
    try call.finish()
    return GridItem(size, spacing: spacing)
  }

  /// `.flexible()`, `.fixed(80)`, `.adaptive(minimum: 80)`.
  private func gridItemSize(_ expression: Expression) throws(Diagnostic) -> GridItem.Size {
    guard case .call(let callee, let arguments) = expression.kind,
      case .implicitMember(let name) = callee.kind
    else {
      throw Diagnostic(
        message: "expected .flexible(), .fixed(…) or .adaptive(minimum: …)",
        location: expression.location)
    }
    var call = Arguments(callee: name, arguments, at: expression.location)
    let size: GridItem.Size
    switch name {
    case "flexible":
      size = .flexible(
        minimum: CGFloat(try call.optional("minimum").map(number) ?? 10),
        maximum: try call.optional("maximum").map(number).map { CGFloat($0) } ?? .infinity)
    case "fixed":
      size = .fixed(CGFloat(try number(try call.required(nil))))
    case "adaptive":
      size = .adaptive(
        minimum: CGFloat(try number(try call.required("minimum"))),
        maximum: try call.optional("maximum").map(number).map { CGFloat($0) } ?? .infinity)
    default:
      let hint = didYouMean(name, among: ["flexible", "fixed", "adaptive"], prefix: ".")
      throw Diagnostic(
        message: "unknown grid item size '.\(name)'\(hint)", location: callee.location)
    }
    try call.finish()
    return size
  }

  /// The value `.name` names in `table`.
  func member<T>(_ expression: Expression, in table: [String: T]) throws(Diagnostic) -> T {
    let name = try memberName(expression, among: table.keys.sorted())
    return table[name]!
  }
}
