import Vellum

/// Toolbar content, as SwiftUI's `ToolbarContentBuilder` takes it: `ToolbarItem(placement:)`
/// and `ToolbarItemGroup(placement:)`, each holding views. A `.toolbar { … }` whose statements
/// are all such items builds them as toolbar content; one of views puts the views at the bar's
/// trailing end.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isEditing = false } }
///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
extension Evaluator {
  /// The placements an item takes, by name.
  static let toolbarPlacements: [String: ToolbarItemPlacement] = [
    "automatic": .automatic, "principal": .principal, "navigation": .navigation,
    "primaryAction": .primaryAction, "secondaryAction": .secondaryAction, "status": .status,
    "confirmationAction": .confirmationAction, "cancellationAction": .cancellationAction,
    "destructiveAction": .destructiveAction, "navigationBarLeading": .navigationBarLeading,
    "navigationBarTrailing": .navigationBarTrailing, "topBarLeading": .topBarLeading,
    "topBarTrailing": .topBarTrailing, "bottomBar": .bottomBar, "keyboard": .keyboard,
  ]

  /// The names of toolbar content a `.toolbar` closure may hold.
  private static let itemNames: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

  /// `base.toolbar { content }`, as toolbar content when the closure's statements are all
  /// items, else as views.
  func toolbar(_ base: any View, _ content: Closure) throws(Diagnostic) -> any View {
    guard let items = try toolbarItems(in: content.body) else {
      return base.toolbar { buildReporting(content) }
    }
    if items.count == 1 { return Self.toolbar(base, items[0]) }
    return base.toolbar { ToolbarItems(items: items) }
  }

  /// The toolbar content `block` lists: `ToolbarItem`s, `ToolbarItemGroup`s and the program's
  /// own `ToolbarContent` types; `nil` when it lists views instead. Mixing both is an error.
  func toolbarItems(in block: Block) throws(Diagnostic) -> [any ToolbarContent]? {
    var items: [any ToolbarContent] = []
    for item in block.items {
      guard case .expression(let expression) = item,
        case .call(let callee, let arguments) = expression.kind,
        case .identifier(let name) = callee.kind,
        Self.itemNames.contains(name) || program.toolbarContents[name] != nil
      else {
        guard items.isEmpty else {
          throw Diagnostic(
            message: "a toolbar holds either items ('ToolbarItem', 'ToolbarItemGroup') or "
              + "views, not both", location: block.location)
        }
        return nil
      }
      if let declaration = program.toolbarContents[name] {
        items.append(try toolbarContent(declaration, arguments, at: expression.location))
      } else {
        items.append(try toolbarItem(name, arguments, at: expression.location))
      }
    }
    return items
  }

  /// The program's own toolbar content `declaration`, made with `arguments` as a view is.
  private func toolbarContent(
    _ declaration: StructDecl, _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> InterpretedToolbarContent {
    var call = Arguments(callee: declaration.name, arguments, at: location)
    let view = try declared(declaration, &call)
    try call.finish()
    guard let made = view as? InterpretedView else {
      throw Diagnostic(
        message: "'\(declaration.name)' could not be made as toolbar content", location: location)
    }
    return InterpretedToolbarContent(made)
  }

  private static func toolbar<Item: ToolbarContent>(_ base: any View, _ item: Item) -> any View {
    base.toolbar { item }
  }

  /// `ToolbarItem(placement:) { … }` or `ToolbarItemGroup(placement:) { … }`.
  private func toolbarItem(_ name: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> any ToolbarContent
  {
    var call = Arguments(callee: name, arguments, at: location)
    let placement = try call.optional("placement").map { (expression) throws(Diagnostic) in
      try member(expression, in: Self.toolbarPlacements)
    }
    let content = try call.requiredClosure("content")
    try call.finish()
    if name == "ToolbarItem" {
      return ToolbarItem(placement: placement ?? .automatic) { buildReporting(content) }
    }
    return ToolbarItemGroup(placement: placement ?? .automatic) { buildReporting(content) }
  }
}
