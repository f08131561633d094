import Foundation
import Vellum

/// The modifiers a `.vellum` file can apply, with SwiftUI's names and labels.
extension Evaluator {
  /// The names of the library's modifiers, for suggestions.
  static let modifierNames = [
    "padding", "font", "bold", "italic", "disabled", "sheet", "alert", "navigationTitle",
    "navigationBarTitle", "onReceive",
    "navigationDestination", "tag", "onDelete",
  ]

  /// Every modifier the language knows, for suggestions.
  static var allModifierNames: [String] {
    modifierNames + styleModifierNames + textModifierNames + controlModifierNames
      + moreModifierNames + presentationModifierNames + previewModifierNames + objectModifierNames
      + focusModifierNames
  }

  /// The fonts `.font(_:)` takes, by name.
  private static let fonts: [String: Font] = [
    "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3,
    "headline": .headline,
    "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
    "caption": .caption, "caption2": .caption2,
  ]

  /// A font: a text style (`.headline`), `.system(…)`, or either changed by `Font`'s
  /// methods (`.title.bold()`, `.body.weight(.semibold)`, `.caption.monospaced()`).
  private func font(_ expression: Expression) throws(Diagnostic) -> Font {
    guard case .call(let callee, let arguments) = expression.kind else {
      return Self.fonts[try memberName(expression, among: Self.fonts.keys.sorted())]!
    }
    switch callee.kind {
    case .implicitMember("system"):
      return try systemFont(arguments, at: expression.location)
    case .member(let base, let method):
      var call = Arguments(callee: method, arguments, at: expression.location)
      let font = try self.font(base)
      let changed: Font
      switch method {
      case "bold": changed = font.bold()
      case "italic": changed = font.italic()
      case "monospaced": changed = font.monospaced()
      case "monospacedDigit": changed = font.monospacedDigit()
      case "smallCaps": changed = font.smallCaps()
      case "weight": changed = font.weight(try member(try call.required(nil), in: Self.weights))
      default:
        throw Diagnostic(
          message: "value of type 'Font' has no method '\(method)'"
            + didYouMean(
              method,
              among: ["bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "weight"]),
          location: callee.location)
      }
      try call.finish()
      return changed
    default:
      throw Diagnostic(
        message: "expected a font such as '.headline'", location: expression.location)
    }
  }

  /// `.system(size:weight:design:)` or `.system(_ style:design:weight:)`.
  private func systemFont(_ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Font
  {
    var call = Arguments(callee: "system", arguments, at: location)
    let style = try call.optional(nil).map { (style) throws(Diagnostic) in
      try memberName(style, among: Self.fonts.keys.sorted())
    }
    let size = try call.optional("size").map(number)
    let weight = try call.optional("weight").map { (weight) throws(Diagnostic) in
      try member(weight, in: Self.weights)
    }
    let design = try call.optional("design").map { (design) throws(Diagnostic) in
      try member(design, in: Self.designs)
    }
    try call.finish()
    switch (style.flatMap { Self.fonts[$0]?.textStyle }, size) {
    case (let textStyle?, nil): return .system(textStyle, design: design, weight: weight)
    case (nil, let size?): return .system(size: CGFloat(size), weight: weight, design: design)
    default:
      throw Diagnostic(
        message: "'.system' takes a size (size: 17) or a text style (.title)", location: location)
    }
  }

  /// `base.name(arguments)`.
  func modify(_ base: any View, _ name: String, _ call: inout Arguments) throws(Diagnostic)
    -> any View
  {
    switch name {
    case "padding":
      // `padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`, or `padding(_ length:)`.
      var edges = Edge.Set.all
      if let first = call.pending.first, first.label == nil, Self.isEdgeSet(first.value) {
        edges = try edgeSet(try call.required(nil))
      }
      guard let length = call.optional(nil) else { return base.padding(edges) }
      let value = try number(length)
      guard value.isFinite else {
        throw Diagnostic(
          message: "padding of \(value) is not a finite length", location: length.location)
      }
      return base.padding(edges, CGFloat(value))
    case "font":
      return base.font(try font(try call.required(nil)))
    case "bold":
      return base.bold()
    case "italic":
      return base.italic()
    case "disabled":
      return base.disabled(try truth(of: try call.required(nil)))
    case "navigationTitle":
      return base.navigationTitle(try titleText(try call.required(nil)))
    case "navigationBarTitle":
      return try applyNavigationBarTitle(base, &call)
    case "onReceive":
      return try onReceive(base, &call)
    case "tag":
      return base.tag(try evaluate(try call.required(nil)))
    case "sheet" where call.has("item"):
      // `sheet(item: $selected) { item in … }`: shown while the item is there.
      let item = try call.required("item")
      let presented = identified(try bindingArgument(item), at: item.location)
      let onDismiss = try call.labelledClosure("onDismiss").map { Action(self, $0) }
      let content = deferred(try call.requiredClosure("content"), sample: sampleOfBound(item))
      return base.sheet(item: presented, onDismiss: onDismiss.map { action in { action.run() } }) {
        content($0.value)
      }
    case "sheet":
      let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
      let onDismiss = try call.labelledClosure("onDismiss").map { Action(self, $0) }
      let content = deferred(try call.requiredClosure("content"), sample: Value.none)
      return base.sheet(
        isPresented: isPresented,
        onDismiss: onDismiss.map { action in
          { action.run() }
        }
      ) { content(Value.none) }
    case "alert":
      if let view = try applyAlertValueModifier(base, &call) { return view }
      let title = try text(try call.required(nil))
      let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
      let actions = deferred(try call.requiredClosure("actions"), sample: Value.none)
      guard let message = try call.closure("message").map({ deferred($0, sample: Value.none) })
      else {
        return base.alert(LocalizedStringKey(title), isPresented: isPresented) {
          actions(Value.none)
        }
      }
      return base.alert(title, isPresented: isPresented) {
        actions(Value.none)
      } message: {
        message(Value.none)
      }
    case "navigationDestination":
      let typeExpression = try call.required("for")
      let type: String
      if case .member(let base, "self") = typeExpression.kind,
        case .identifier(let name) = base.kind,
        ["Int", "String", "Double", "Bool", "UUID"].contains(name)
      {
        type = name
      } else if case .type(let named) = try evaluate(typeExpression) {
        type = named
      } else {
        throw Diagnostic(
          message: "'for:' takes a type such as 'Book.self'", location: typeExpression.location)
      }
      let destination = deferred(
        try call.requiredClosure("destination"), sample: program.sample(of: .named(type)))
      // Any value of the type, as SwiftUI takes any `Hashable`.
      return base.navigationDestination(for: Value.self) { value in
        value.typeName == type ? destination(value) : AnyView(EmptyView())
      }
    case "onDelete":
      throw Diagnostic(message: "'onDelete' applies to a ForEach", location: call.location)
    default:
      if let view = try applyStyleModifier(base, name, &call) { return view }
      if let view = try applyPreviewModifier(base, name, &call) { return view }
      if let view = try applyObjectModifier(base, name, &call) { return view }
      if let view = try applyFocusModifier(base, name, &call) { return view }
      let hint = didYouMean(name, among: Self.allModifierNames)
      throw Diagnostic(message: "unknown modifier '\(name)'\(hint)", location: call.location)
    }
  }
}
