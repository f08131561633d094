extension NavigationStack: PrimitiveView {
  package func update(_ record: GraphNode) {
    let model = record.slot(0) { NavigationModel() }
    model.readPath = path?.read
    model.writePath = path?.write
    _ = model.version.value  // read, so a push or pop re-runs this update
    let entries = model.entries
    var environment = record.environment
    environment.navigation = model
    record.output = .element(Node(role: .navigationStack, identity: record.identity))
    record.updateChild(0, ScreenView(content: root), component: .index(0), environment: environment)
    // A pushed screen's `dismiss` pops it, and what was pushed above it ("DismissAction":
    // "Pop the current view from a NavigationStack"); the root keeps the one around the stack
    // (a sheet's, say). A pushed screen is presented (`isPresented`).
    var pushed = environment
    pushed.isPresented = true
    for (index, entry) in entries.enumerated() {
      let screen = ScreenView(content: DestinationView(entry: entry, model: model))
      let key: Identity.Key
      switch entry {
      case .value(let value): key = Identity.Key(ScreenKey(position: index, value: value))
      case .view(_, let id): key = Identity.Key(ScreenKey(position: index, value: id))
      case .presented(let presented, _, _):
        key = Identity.Key(ScreenKey(position: index, value: PresentedScreen(presenter: presented)))
      }
      pushed.dismiss = DismissAction { [weak model] in model?.pop(from: index) }
      record.updateChild(index + 1, screen, component: .key(key), environment: pushed)
    }
    record.trimChildren(to: entries.count + 1)
  }
}

/// One screen of a stack.
struct ScreenView<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.screen, content: content)
  }
}

/// A pushed screen's content: the view pushed, or the destination registered for its value.
private struct DestinationView: View, PrimitiveView {
  let entry: NavigationModel.Entry
  let model: NavigationModel

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    switch entry {
    case .view(let view, _), .presented(_, let view, _):
      record.updateChild(0, view)
    case .value(let value):
      guard let destination = model.destinations[ObjectIdentifier(type(of: value.base))] else {
        let message =
          "no navigationDestination(for: \(viewTypeName(type(of: value.base))).self) "
          + "in the stack for the pushed value \(value.base)"
        record.graph.problem(message)
        record.updateChild(0, ErrorView(message: message))
        return
      }
      record.updateChild(0, destination(value))
    }
  }
}

/// A visible problem in place of a view.
struct ErrorView: View, PrimitiveView {
  let message: String

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .leaf(
      Node(
        role: .error, identity: record.identity,
        attributes: [Attribute(.message, .string(message))]))
  }
}
