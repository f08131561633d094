/// A control a person can reach on the screen, as a tool driving the host by reference holds
/// it between reading the screen and acting on it: the node it shows and what it does.
///
/// ```swift
/// let control = host.screenControls.first { $0.kind == "toggle" }!
/// try host.perform(on: control) { try host.toggle(control.name ?? "") }
/// ```
@MainActor
package struct ScreenControl {
  /// The node the control shows on screen, with the modifiers around it applied: equal to
  /// its node in ``ViewHost/root``.
  package let node: Node
  /// What a person can do with it, in words: `button`, `link`, `toggle`, `text field`.
  package let kind: String
  /// The first of the names it can be found by (its text, label or identifier), if any.
  package let name: String?
  /// Whether it takes touches: it is enabled, shown and hit-testable.
  package let isEnabled: Bool
  /// The record whose control it is.
  let record: GraphNode
}

extension ViewHost {
  /// The controls a person can reach now, in screen order: those of the top-most
  /// presentation while one is up.
  ///
  /// ```swift
  /// host.screenControls.map(\.kind)   // ["button", "toggle"]
  /// ```
  package var screenControls: [ScreenControl] {
    controls.compactMap { record in
      guard let node = screenNodes(of: record).first else { return nil }
      let environment = record.environment
      return ScreenControl(
        node: node, kind: kindDescription(of: record), name: Self.name(of: node),
        isEnabled: environment.isEnabled && !environment.isHidden
          && environment.allowsHitTesting,
        record: record)
    }
  }

  /// The name a control is known by: a field's label, never its text (which changes as it is
  /// typed into, and is a secret in a secure field); any other control's first searchable
  /// name.
  private static func name(of node: Node) -> String? {
    guard [.textField, .secureField, .searchField, .textEditor].contains(node.role) else {
      return node.searchableNames.first
    }
    for attribute in [AttributeName.accessibilityLabel, .title, .prompt, .accessibilityIdentifier] {
      if case .string(let name) = node[attribute], !name.isEmpty { return name }
    }
    return nil
  }

  /// Runs `interaction` (one of the host's interactions by label) on `control` alone: the
  /// interaction acts on it whatever its label, so a control found once is driven even where
  /// another shares its label. The interaction's checks still hold: a disabled or hidden
  /// control, or one of another kind, throws ``InteractionError``, as does a control no
  /// longer on screen.
  ///
  /// ```swift
  /// try host.perform(on: control) { try host.tap(control.name ?? "") }
  /// ```
  package func perform(on control: ScreenControl, _ interaction: () throws -> Void) throws {
    // A leaf control (a button evaluated without a record of its own) is read as a stand-in
    // record made afresh each time the controls are read: it is the same control when its
    // parent and identity are, and the current one is the one acted on.
    guard
      let current = controls.first(where: {
        $0 === control.record
          || ($0.parent != nil && $0.parent === control.record.parent
            && $0.identity == control.record.identity)
      })
    else {
      throw InteractionError(
        action: "act on", label: control.name ?? control.kind, kind: .notFound,
        onScreen: onScreen(), presented: presentedDescription)
    }
    pinnedControl = current
    defer { pinnedControl = nil }
    try interaction()
  }
}
