import Foundation

extension ViewHost {
  /// Taps the button, link or tappable view whose text, accessibility label or identifier, or
  /// symbol name is `label`. Tapping a toggle flips it, as a touch on a switch or a
  /// button-styled toggle does.
  ///
  /// - Throws: ``InteractionError`` when nothing or several things match, or the match is
  ///   disabled or hidden.
  ///
  /// ```swift
  /// try host.tap("Remember Me")
  /// ```
  public func tap(_ label: String) throws {
    let record = try find(label, action: "tap") {
      switch $0 {
      case .tap, .toggle: true
      case .gesture(let accepts, _): accepts(.tap(count: 1))
      default: false
      }
    }
    switch record.control {
    case .gesture(_, let perform):
      interact { perform(.tap(count: 1)) }
    case .tap(let action):
      performTap(action, of: record)
    case .toggle(let isOn):
      interact {
        isOn.wrappedValue.toggle()
        record.environment.closeMenuAfterAction()
      }
    default:
      return
    }
  }

  /// Pops the top screen of the innermost navigation stack on screen, as the back button does;
  /// with nothing pushed, goes back from a collapsed split view's column to the one before it
  /// (clearing the selection of that column's list), as its back button does on an iPhone.
  ///
  /// ```swift
  /// try host.back()
  /// ```
  public func back() throws {
    let records = reachableRecords()
    let stacks = records.compactMap { $0.slots.first as? NavigationModel }
    guard let navigation = stacks.last(where: { !$0.entries.isEmpty }) else {
      // A collapsed split view's column goes back to the one before it.
      let isCompact = { (record: GraphNode) in record.environment.horizontalSizeClass != .regular }
      for record in records.reversed() where isCompact(record) {
        guard let split = record.slots.first as? SplitSelections, split.canPop else { continue }
        interact { split.pop() }
        return
      }
      throw InteractionError(
        action: "back", label: "", kind: .nothingPushed, onScreen: onScreen(),
        presented: presentedDescription)
    }
    interact { navigation.pop() }
  }

  /// Dismisses the top-most presented sheet, cover, alert or dialog, as a swipe down or a tap
  /// outside would: its binding is reset, then its `onDismiss` runs. A presentation whose
  /// content says `interactiveDismissDisabled()` refuses, as it refuses the swipe.
  ///
  /// ```swift
  /// try host.dismiss()
  /// ```
  public func dismiss() throws {
    guard let presented = presentedRecord else {
      throw InteractionError(
        action: "dismiss", label: "", kind: .nothingPresented, onScreen: onScreen())
    }
    if presented.nodes.contains(where: refusesInteractiveDismiss) {
      throw InteractionError(
        action: "dismiss", label: presentedDescription ?? "", kind: .dismissDisabled,
        onScreen: onScreen())
    }
    interact { presented.environment.dismiss() }
  }

  /// Whether `node`'s content, up to any presentation inside it, disables interactive
  /// dismissal.
  private func refusesInteractiveDismiss(_ node: Node) -> Bool {
    node[.interactiveDismissDisabled] == .bool(true)
      || node.children.contains { !$0.role.isPresentation && refusesInteractiveDismiss($0) }
  }

  /// Taps the `index`-th (from 0, in screen order) of several tappable views with the same
  /// label, such as the stars of a rating control.
  ///
  /// ```swift
  /// try host.tap("star", at: 3)   // the fourth star
  /// ```
  public func tap(_ label: String, at index: Int) throws {
    let matches = controls.filter { record in
      guard case .tap = record.control else { return false }
      return screenNodes(of: record).contains { $0.searchableNames.contains(label) }
    }
    guard matches.indices.contains(index) else {
      throw InteractionError(
        action: "tap #\(index == .max ? "\(index)" : "\(index + 1)") of", label: label,
        kind: matches.isEmpty ? .notFound : .outOfRange(count: matches.count),
        onScreen: onScreen(), presented: presentedDescription)
    }
    let record = try choose([matches[index]], label: label, action: "tap")
    guard case .tap(let action) = record.control else { return }
    performTap(action, of: record)
  }

  /// Runs a tapped control's `action` as one event: an alert's or dialog's button dismisses
  /// it first, and a menu's item closes the menu after.
  func performTap(_ action: () -> Void, of record: GraphNode) {
    interact {
      if record.environment.dismissesOnAction { record.environment.dismiss() }
      action()
      record.environment.closeMenuAfterAction()
    }
  }

  /// Flips the toggle labelled `label`.
  ///
  /// ```swift
  /// try host.toggle("Favorite")
  /// ```
  public func toggle(_ label: String) throws {
    let record = try find(label, action: "toggle") {
      if case .toggle = $0 { return true }
      return false
    }
    guard case .toggle(let isOn) = record.control else { return }
    interact {
      isOn.wrappedValue.toggle()
      record.environment.closeMenuAfterAction()
    }
  }

  /// Focuses the field labelled `label` (its title, placeholder or accessibility label) and
  /// replaces its text with `text`.
  ///
  /// ```swift
  /// try host.type("Tacos", into: "Title")
  /// ```
  public func type(_ text: String, into label: String) throws {
    let record = try find(label, action: "type into") {
      if case .text = $0 { return true }
      return false
    }
    guard case .text(let binding, let editing) = record.control else { return }
    interact {
      focus(record)
      editing?.onEditingChanged(true)
      binding.wrappedValue = text
    }
  }

  /// Submits the field labelled `label`, running the `onSubmit` actions around it.
  ///
  /// ```swift
  /// try host.submit("Email")
  /// ```
  public func submit(_ label: String) throws {
    let record = try find(label, action: "submit") {
      if case .text = $0 { return true }
      return false
    }
    interact {
      if case .text(_, let editing?) = record.control {
        editing.onCommit()
        editing.onEditingChanged(false)
      }
      for action in record.environment.submitActions { action() }
    }
  }

  /// Moves the slider labelled `label` to `value` (clamped to its range, rounded to its step);
  /// a NaN or infinite value throws and leaves the slider as it was.
  ///
  /// ```swift
  /// try host.slide("Volume", to: 7)
  /// ```
  public func slide(_ label: String, to value: Double) throws {
    let record = try find(label, action: "slide") {
      if case .adjust = $0 { return true }
      return false
    }
    guard case .adjust(let set) = record.control else { return }
    guard value.isFinite else {
      throw InteractionError(action: "slide", label: label, kind: .notFinite, onScreen: onScreen())
    }
    interact { set(value) }
  }

  /// Taps the + of the stepper labelled `label`; at its upper bound, where the platform disables
  /// +, it throws (`InteractionError.Kind.atBound`).
  ///
  /// ```swift
  /// try host.increment("Servings")
  /// ```
  public func increment(_ label: String) throws {
    try step(label, action: "increment") { increment, _ in increment }
  }

  /// Taps the − of the stepper labelled `label`; at its lower bound it throws.
  ///
  /// ```swift
  /// try host.decrement("Servings")
  /// ```
  public func decrement(_ label: String) throws {
    try step(label, action: "decrement") { _, decrement in decrement }
  }

  private func step(
    _ label: String, action: String,
    direction: ((() -> Bool)?, (() -> Bool)?) -> (() -> Bool)?
  ) throws {
    let record = try find(label, action: action) {
      if case .step = $0 { return true }
      return false
    }
    guard case .step(let increment, let decrement) = record.control,
      let change = direction(increment, decrement)
    else {
      throw InteractionError(action: action, label: label, kind: .disabled, onScreen: onScreen())
    }
    var stepped = true
    interact {
      stepped = change()
      record.environment.closeMenuAfterAction(keepsOpenByDefault: true)
    }
    guard stepped else {
      throw InteractionError(action: action, label: label, kind: .atBound, onScreen: onScreen())
    }
  }

  /// Chooses the option whose text is `option` in the picker labelled `picker`.
  ///
  /// ```swift
  /// try host.select("Chocolate", in: "Flavor")
  /// ```
  public func select(_ option: String, in picker: String) throws {
    let record = try find(picker, action: "select in") {
      if case .select = $0 { return true }
      return false
    }
    guard case .select(let choose) = record.control else { return }
    let tag = taggedDescendants(of: record).first { candidate in
      candidate.nodes.contains { $0.searchableNames.contains(option) }
    }
    var chosen = false
    if let value = (tag?.memory as? TagValue)?.value {
      interact {
        chosen = choose(value.base)
        if chosen { record.environment.closeMenuAfterAction() }
      }
    }
    guard chosen else {
      throw InteractionError(
        action: "select", label: option, kind: .notFound,
        onScreen: taggedDescendants(of: record).compactMap { $0.nodes.first?.visibleText })
    }
  }

  /// The records below `record` that carry a tag: a written `tag(_:)`, or a `ForEach` row's id
  /// where the row has no written tag inside it.
  private func taggedDescendants(of record: GraphNode) -> [GraphNode] {
    var found: [GraphNode] = []
    var stack = record.children.reversed() as [GraphNode]
    while let current = stack.popLast() {
      if let tag = current.memory as? TagValue, !tag.isImplicit || !hasWrittenTag(below: current) {
        found.append(current)
      }
      stack.append(contentsOf: current.children.reversed())
    }
    return found
  }

  /// Whether a record below `record` carries a written `tag(_:)`.
  private func hasWrittenTag(below record: GraphNode) -> Bool {
    var stack = record.children
    while let current = stack.popLast() {
      if let tag = current.memory as? TagValue, !tag.isImplicit { return true }
      stack.append(contentsOf: current.children)
    }
    return false
  }

  /// Deletes a row of a `ForEach` that has `onDelete`, as a swipe to delete would.
  ///
  /// - Parameters:
  ///   - row: The row's offset.
  ///   - list: The list's accessibility label or identifier, section header or navigation title;
  ///     may be left out when only one list can delete rows.
  ///
  /// ```swift
  /// try host.delete(row: 0, in: "Favorite Primes")
  /// ```
  public func delete(row: Int, in list: String? = nil) throws {
    let (record, count) = try findRows(list, action: "delete") { onDelete, _ in onDelete != nil }
    guard case .rows(_, let onDelete?, _) = record.control else { return }
    try checkRow(row, count: count, list: list)
    try checkRow(row, of: record, allows: .deleteDisabled, action: "delete", list: list)
    interact { onDelete(IndexSet(integer: row)) }
  }

  /// Moves a row of a `ForEach` that has `onMove` so it ends up at offset `destination`.
  ///
  /// ```swift
  /// try host.move(row: 2, to: 0)
  /// ```
  public func move(row: Int, to destination: Int, in list: String? = nil) throws {
    let (record, count) = try findRows(list, action: "move") { _, onMove in onMove != nil }
    guard case .rows(_, _, let onMove?) = record.control else { return }
    try checkRow(row, count: count, list: list)
    try checkRow(destination, count: count, list: list)
    try checkRow(row, of: record, allows: .moveDisabled, action: "move", list: list)
    let offset = destination > row ? destination + 1 : destination
    interact { onMove(IndexSet(integer: row), offset) }
  }

  /// Moves keyboard focus to `record`: other fields bound to focus state lose it, the field's
  /// own focus binding (if any) is set, and the fields that gain and lose focus re-render.
  private func focus(_ record: GraphNode) {
    for field in reachableRecords() where field !== record {
      if let target = field.environment.focusTarget, target.isFocused() { target.blur() }
    }
    record.environment.focusTarget?.focus()
    guard graph.focusedField !== record else { return }
    graph.focusedField?.invalidate()
    graph.focusedField = record
    record.invalidate()
  }

  /// Refuses a row whose `deleteDisabled` or `moveDisabled` (`disabling`) is set.
  private func checkRow(
    _ row: Int, of rows: GraphNode, allows disabling: AttributeName, action: String,
    list: String?
  ) throws {
    guard rows.children.indices.contains(row),
      rows.children[row].nodes.contains(where: { $0[disabling] == .bool(true) })
    else { return }
    throw InteractionError(
      action: "\(action) row \(row) in", label: list ?? "the list", kind: .disabled,
      onScreen: onScreen())
  }

  private func checkRow(_ row: Int, count: Int, list: String?) throws {
    guard (0..<count).contains(row) else {
      throw InteractionError(
        action: "row \(row)", label: list ?? "", kind: .outOfRange(count: count),
        onScreen: onScreen())
    }
  }
}

extension ViewHost {
  /// Runs the accessibility action named `action` of the view whose text or label is `label`,
  /// as VoiceOver's actions rotor does.
  ///
  /// ```swift
  /// try host.performAccessibilityAction("Archive", on: "Lunch?")
  /// ```
  public func performAccessibilityAction(_ action: String, on label: String) throws {
    let record = try find(label, action: "perform \(quoted(action)) on") {
      if case .accessibilityAction(let name, _) = $0 { return name == action }
      return false
    }
    guard case .accessibilityAction(_, let run) = record.control else { return }
    interact { run() }
  }
}
