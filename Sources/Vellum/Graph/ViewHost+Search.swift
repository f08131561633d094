import Foundation

extension ViewHost {
  /// The tab items inside a hidden tab, which stay reachable in the tab bar.
  private func tabItems(in record: GraphNode) -> [GraphNode] {
    var items: [GraphNode] = []
    var stack = [record]
    while let current = stack.popLast() {
      if current.isElement, current.nodes.first?.role == .tabItem {
        items.append(current)
      } else {
        stack.append(contentsOf: current.children.reversed())
      }
    }
    return items
  }

  /// The top-most presented sheet, cover, alert or dialog, if any: while one is up, only its
  /// content can be interacted with.
  var presentedRecord: GraphNode? {
    graph.flush()
    var found: GraphNode?
    var stack: [GraphNode] = [graph.root]
    while let record = stack.popLast() {
      if record.isElement, record.nodes.first?.role.isPresentation == true { found = record }
      stack.append(contentsOf: record.children.reversed())
    }
    return found
  }

  /// A description of what is presented, for error messages: `Alert "Delete?"`.
  var presentedDescription: String? {
    guard let node = presentedRecord?.nodes.first else { return nil }
    if case .string(let title) = node[.title] { return "\(node.role) \(quoted(title))" }
    return node.role.rawValue
  }

  /// Every record with a control that can be reached now, in screen order: those of the
  /// top-most presentation when one is up, else the whole screen's.
  var controls: [GraphNode] {
    graph.flush()
    var found: [GraphNode] = []
    for record in reachableRecords() where record.control != nil {
      // A scroll position is set by scrolling to a view, and accessibility focus by moving
      // VoiceOver's cursor: neither is acted on by a label of its own.
      if case .scrollPosition = record.control { continue }
      if case .accessibilityFocus = record.control { continue }
      found.append(record)
    }
    return found
  }

  /// The records a person can reach, in screen order: inside the top-most presentation when one
  /// is up, only the top screen of each navigation stack, and only the selected tab of a tab view
  /// (with its tab bar).
  func reachableRecords() -> [GraphNode] {
    var found: [GraphNode] = []
    /// A record to visit, and the hidden tabs' identities when it is inside a tab view.
    var stack: [(GraphNode, hiddenTabs: Set<Identity>)] = [(presentedRecord ?? graph.root, [])]
    while let (record, hiddenTabs) = stack.popLast() {
      if hiddenTabs.contains(record.identity) {
        found += tabItems(in: record)
        continue
      }
      found.append(record)
      let node = record.isElement ? record.nodes.first : nil
      switch node?.role {
      case .navigationStack?:
        if let top = record.children.last { stack.append((top, [])) }
      case .tabView?:
        let tabs = node?.children ?? []
        let selected = node.map(\.selectedTabIndex) ?? 0
        let hidden = Set(tabs.indices.filter { $0 != selected }.map { tabs[$0].identity })
        stack.append(contentsOf: record.children.reversed().map { ($0, hidden) })
      default:
        let inherited = record.isElement ? [] : hiddenTabs
        stack.append(contentsOf: record.childrenAndLeafControls.reversed().map { ($0, inherited) })
      }
    }
    return found
  }

  /// The one enabled, visible control of the right kind that `label` names. A control inside
  /// another that `label` also names wins, as a touch reaches the innermost control: a button
  /// in a tappable row or disclosure label runs the button.
  /// While ``perform(on:_:)`` runs, the control it names, if it is of the right kind.
  func find(_ label: String, action: String, kind: (Control) -> Bool) throws -> GraphNode {
    if let pinned = pinnedControl {
      let fits = pinned.control.map(kind) ?? false
      return try choose(fits ? [pinned] : [], label: label, action: action)
    }
    let candidates = controls.filter { record in
      guard let control = record.control, kind(control) else { return false }
      return screenNodes(of: record).contains { $0.searchableNames.contains(label) }
    }
    let innermost = candidates.filter { outer in
      !candidates.contains { $0 !== outer && $0.isInside(outer) }
    }
    return try choose(innermost, label: label, action: action)
  }

  /// The one `ForEach` with row actions that `list` names (or the only one).
  func findRows(
    _ list: String?, action: String,
    kind: (((IndexSet) -> Void)?, ((IndexSet, Int) -> Void)?) -> Bool
  ) throws -> (GraphNode, Int) {
    let candidates = controls.filter { record in
      guard case .rows(_, let onDelete, let onMove) = record.control, kind(onDelete, onMove)
      else { return false }
      guard let list else { return true }
      return containerNames(of: record).contains(list)
    }
    let record = try choose(candidates, label: list ?? "", action: "\(action) rows in")
    guard case .rows(let count, _, _) = record.control else { return (record, 0) }
    return (record, count)
  }

  func choose(_ candidates: [GraphNode], label: String, action: String) throws
    -> GraphNode
  {
    guard let record = candidates.first else {
      throw InteractionError(
        action: action, label: label, kind: .notFound, onScreen: onScreen(),
        presented: presentedDescription)
    }
    guard candidates.count == 1 else {
      throw InteractionError(
        action: action, label: label, kind: .ambiguous(count: candidates.count),
        onScreen: onScreen(), presented: presentedDescription)
    }
    if record.environment.isHidden {
      throw InteractionError(action: action, label: label, kind: .hidden, onScreen: onScreen())
    }
    if !record.environment.isEnabled {
      throw InteractionError(action: action, label: label, kind: .disabled, onScreen: onScreen())
    }
    if !record.environment.allowsHitTesting {
      throw InteractionError(
        action: action, label: label, kind: .ignoresTouches, onScreen: onScreen())
    }
    return record
  }

  /// The nodes a control shows on screen: its own, with the attributes of the modifiers
  /// applied around it (such as an accessibility identifier).
  func screenNodes(of record: GraphNode) -> [Node] {
    var top = record
    while let parent = top.parent, parent.children.first === top {
      switch parent.output {
      case .modified, .defaults,
        .passthrough where parent.children.count == 1:
        top = parent
      default: return top.nodes
      }
    }
    return top.nodes
  }

  /// The names of the containers `record` is inside: each enclosing element's accessibility
  /// label and identifier, navigation title and section header, read from its node as the
  /// modifiers around it decorate it. Only enclosing elements count, so a record in the second
  /// of two sections is not named by the first.
  func containerNames(of record: GraphNode) -> [String] {
    var names: [String] = []
    var ancestor = record.parent
    while let current = ancestor {
      defer { ancestor = current.parent }
      guard current.isElement, let node = current.decoratedTop.nodes.first else { continue }
      for name in [AttributeName.accessibilityLabel, .accessibilityIdentifier, .navigationTitle] {
        if case .string(let value) = node[name] { names.append(value) }
      }
      if node.role == .section, let header = node.children.first, header.role == .header {
        names.append(header.visibleText)
      }
    }
    return names
  }

  /// A line per control on screen: its kind, its label and its state.
  func onScreen() -> [String] {
    controls.map { record in
      let name = screenNodes(of: record).first.map(\.searchableNames.first) ?? nil
      var line =
        name.map { "\(kindDescription(of: record)) \(quoted($0))" }
        ?? kindDescription(of: record)
      if record.environment.isHidden { line += " (hidden)" }
      if !record.environment.isEnabled { line += " (disabled)" }
      if !record.environment.allowsHitTesting { line += " (ignores touches)" }
      return line
    }
  }

  /// What a person can do with `record`'s control, in words: `button`, `toggle`,
  /// `text field`, `list of 3 rows`.
  func kindDescription(of record: GraphNode) -> String {
    switch record.control {
    case .tap:
      switch record.nodes.first?.role {
      case .button: "button"
      case .navigationLink: "link"
      default: "tappable"
      }
    case .toggle: "toggle"
    case .text: "text field"
    case .rows(let count, _, _): "list of \(count) rows"
    case .adjust: "slider"
    case .step: "stepper"
    case .select: "picker"
    case .date: "date picker"
    case .color: "color picker"
    case .longPress: "long-pressable"
    case .gesture: "view with a gesture"
    case .accessibilityAction(let name, _): "view with the action \(quoted(name))"
    case .refresh: "refreshable"
    case .scrollPosition: "scroll view"
    case .accessibilityFocus: "view VoiceOver can focus"
    case .draggable: "draggable"
    case .dropDestination(let destination): "drop destination for \(destination.payloadType)"
    case .files(let request): "file dialog \(quoted(request.title))"
    case .swipe(let edge, _, _): "row swipeable from the \(edge) edge"
    case nil: "control"
    }
  }
}
