extension GraphNode {
  /// Reconciles the child at `index` with `view`, reusing the existing record when the identity
  /// (view type and structural component) is the same, and skipping it when its inputs did not
  /// change.
  ///
  /// - Parameters:
  ///   - index: The child's position among this record's children.
  ///   - view: The child's new view value.
  ///   - component: The child's identity step (a tuple index, a branch, a key), if any.
  ///   - environment: The child's environment; this record's environment when `nil`.
  package func updateChild<V: View>(
    _ index: Int, _ view: consuming V, component: Identity.Component? = nil,
    environment: EnvironmentValues? = nil
  ) {
    let environment = environment ?? self.environment
    if index < children.count {
      let existing = children[index]
      if existing.component == component, type(of: existing.view) == V.self {
        existing.refresh(with: view, environment: environment)
        return
      }
      existing.unmount()
      children[index] = makeChild(view, component: component, environment: environment)
    } else {
      children.append(makeChild(view, component: component, environment: environment))
    }
    children[index].indexInParent = index
  }

  /// Reconciles `content` as all of this record's children, for a record whose nodes are its
  /// children's nodes in order (a stack's content, a body, a group).
  ///
  /// The views of a `TupleView` become children themselves, each with its position as its
  /// identity step: exactly the identities the tuple's own record would give them, since a
  /// tuple adds no step of its own, so a view builder's tuple costs no record.
  ///
  /// In an element's content (a stack, a list, a control's label) a leaf view — `Text`,
  /// `Spacer`, `Image`, which have no state, handlers or children — gets no record either: this
  /// record makes its node, with the identity a record would give it, each time it is
  /// evaluated. Content of leaves alone becomes the element node's children; leaves among
  /// children with records are kept in ``leaves`` to be placed between their nodes. A leaf
  /// that drives a control (a button with a text label) keeps the control in
  /// ``leafControls``, where the host finds it.
  ///
  /// - Parameters:
  ///   - content: The content view.
  ///   - environment: The children's environment; this record's environment when `nil`.
  package func updateContent<Content: View>(
    _ content: Content, environment: EnvironmentValues? = nil
  ) {
    if !leafControls.isEmpty { leafControls.removeAll() }
    content._reconcileContent(in: _ViewRecord(self), environment: environment)
  }

  /// Reconciles `content`, a view that is no tuple, as this record's content: a leaf becomes
  /// a node of this record's element, else the view is passed through or becomes the one
  /// child.
  func reconcileOpened<Content: View>(_ content: Content, environment: EnvironmentValues?) {
    let foldsLeaves = isElement
    if foldsLeaves, Content.mayBePrimitive, let leaf = graph.traits(of: Content.self).leaf,
      let node = leaf.node(
        content, in: self, identity: Identity(), environment: environment ?? self.environment,
        recordsBefore: 0)
    {
      trimChildren(to: 0)
      leaves = []
      appendToElement([node])
      return
    }
    if !foldsLeaves, environment == nil {
      passThrough(content)
      return
    }
    if !leaves.isEmpty { leaves = [] }
    updateChild(0, content, environment: environment)
    trimChildren(to: 1)
  }

  /// Ends the reconciliation of a tuple's views as this record's content: removes the child
  /// records past the last one it reconciled and keeps its leaves.
  func finishContent(_ reconciler: consuming ContentReconciler) {
    let records = reconciler.records
    trimChildren(to: records)
    if records == 0 {
      // Only leaves: they are the element's children, with nothing to place them between.
      if !leaves.isEmpty { leaves = [] }
      if !reconciler.leafNodes.isEmpty { appendToElement(reconciler.leafNodes) }
    } else {
      leaves = reconciler.leaves
    }
  }

  /// The node of `leaf` in this record's content, keeping the control it drives; `nil` when the
  /// leaf needs a record in `environment`.
  ///
  /// Whether a leaf needs a record depends only on the button style around it, which a view
  /// cannot change without changing its identity, so a position's view keeps or lacks a
  /// record for as long as it has that identity.
  ///
  /// A leaf at a position of a tuple view's type passes the position's `memo`, where a node
  /// made earlier in the pass for a leaf that makes the same one is shared (see
  /// ``LeafNodeMemos``).
  func leafNode<Leaf: LeafView>(
    _ leaf: Leaf, identity: Identity, environment: EnvironmentValues, recordsBefore: Int,
    memo: LeafNodeMemo<Leaf>? = nil
  ) -> Node? {
    func node() -> Node {
      guard Leaf.sharesNodes, let memo else {
        return leaf.node(identity: identity, environment: environment)
      }
      return graph.leafNodeMemos.node(
        of: leaf, in: memo, identity: identity, environment: environment, graph: graph)
    }
    guard Leaf.isInteractive else { return node() }
    switch leaf.interaction(in: environment) {
    case .none:
      return node()
    case .needsRecord:
      return nil
    case .control(let control, let controlEnvironment):
      let node = node()
      leafControls.append(
        LeafControl(
          recordsBefore: recordsBefore, identity: identity, control: control,
          environment: controlEnvironment))
      return node
    }
  }

  /// Adds `nodes` to the children this record's element node is made with. The output lets go
  /// of its node first, so the node's children are changed in place, not copied; an element
  /// with no children yet takes `nodes` as they are.
  private func appendToElement(_ nodes: [Node]) {
    guard case .element(var node) = output else { return }
    output = .passthrough
    if node.children.isEmpty {
      node.children = nodes
    } else {
      node.children += nodes
    }
    output = .element(node)
  }

  /// Makes `content` this record's one child and its nodes this record's: what a view's body,
  /// `AnyView`, `onAppear` and other modifiers that only pass their content on do.
  ///
  /// A stack passed on gets no record: this record becomes the stack's element itself (see
  /// ``FoldableElement``). Nor does content under a modifier that keeps memory (`onAppear`,
  /// `task`, `onChange`; see ``FoldableModifier``) when `foldsModifiers` is `true`: this record
  /// keeps the modifier's memory and runs its update. A record that keeps memory itself passes
  /// `false`, so no record keeps two modifiers' memories.
  ///
  /// - Parameters:
  ///   - content: The view to pass on.
  ///   - foldsModifiers: Whether content under a memory-keeping modifier folds into this record.
  package func passThrough<Content: View>(_ content: Content, foldsModifiers: Bool = true) {
    content._passThrough(in: _ViewRecord(self), foldsModifiers: foldsModifiers)
  }

  /// Passes `content` on, finding in the graph's table of types whether it folds into this
  /// record.
  func passThroughOpened<Content: View>(_ content: Content, foldsModifiers: Bool) {
    if Content.mayBePrimitive, let foldable = graph.traits(of: Content.self).foldable,
      foldsModifiers || !foldable.keepsMemory
    {
      foldable.fold(content, into: self)
      return
    }
    passAsChild(content)
  }

  /// Makes `content` this record's one child record.
  package func passAsChild<Content: View>(_ content: Content) {
    if !isFolding, foldedType != nil { unfold() }
    output = .passthrough
    updateChild(0, content)
    trimChildren(to: 1)
  }

  /// Runs `view`'s update on this record, whose only child it would otherwise be: the view gets
  /// this record's identity and environment, as its own record would have had. Views folded
  /// inside it (the stack under an `onAppear`) follow from its type, so only the outermost is
  /// compared with last time's: a view of another type than last time is another identity,
  /// so the content's records and any memory start afresh.
  package func fold<Folded: PrimitiveView>(_ view: Folded) {
    let started = startFolding(Folded.self)
    view.update(self)
    if started { isFolding = false }
  }

  /// Starts running the update of a view of `type` on this record (see ``fold(_:)``), unless
  /// a fold is running already; returns whether it started one, which the caller ends by
  /// setting ``isFolding`` to `false` after the update.
  package func startFolding(_ type: Any.Type) -> Bool {
    guard !isFolding else { return false }
    if foldedType != type {
      unfold()
      foldedType = type
    }
    isFolding = true
    return true
  }

  /// Forgets the views this record ran last time: a folded modifier's memory disappears (its
  /// `onDisappear` runs, its tasks are cancelled), then the content's records.
  private func unfold() {
    if let folded = foldedType as? any FoldableView.Type, folded.keepsMemory {
      (memory as? Lifecycle)?.disappear(
        graph: graph, afterAppearances: !environment.removalIsImmediate)
      memory = nil
    }
    trimChildren(to: 0)
    leaves = []
    leafControls.removeAll()
    foldedType = nil
  }

  /// Removes children from `count` on: the identities that no longer appear.
  package func trimChildren(to count: Int) {
    guard children.count > count else { return }
    for child in children[count...] { child.unmount() }
    children.removeSubrange(count...)
  }

  /// Updates this record with a new value unless nothing it depends on changed.
  private func refresh<V: View>(with view: V, environment: EnvironmentValues) {
    refresh(with: view, environment: environment, by: ViewComparison.comparer(for: V.self))
  }

  /// Updates this record with a new value unless nothing it depends on changed, comparing
  /// with `comparer`, which the caller looked up once for many records. Returns whether the
  /// record was given the view to evaluate.
  @discardableResult
  func refresh<V: View>(
    with view: V, environment: EnvironmentValues, by comparer: borrowing ViewComparison.Comparer
  ) -> Bool {
    if !isDirty, self.environment.isIdentical(to: environment),
      comparer.areEqual(&self.view, view)
    {
      return false
    }
    schedule(view, environment: environment)
    return true
  }

  /// Gives this record a new view and environment and queues it for evaluation after its parent.
  private func schedule(_ view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    graph.scheduled.append(self)
  }

  /// Makes the record of a new child with `view`, its identity step `component` and
  /// `environment`, and queues it for evaluation after this record. The view is moved into
  /// the record, not copied (a row's view, made for it by its `ForEach`, has no other use).
  func makeChild<V: View>(
    _ view: consuming V, component: Identity.Component?, environment: EnvironmentValues
  ) -> GraphNode {
    let child = GraphNode(
      graph: graph, parent: self, identity: childIdentity(component), view: consume view,
      environment: environment)
    child.hasComponent = component != nil
    graph.scheduled.append(child)
    return child
  }

  /// The identity of a child with the step `component`: a fresh path below an element's node,
  /// else this record's path extended.
  func childIdentity(_ component: Identity.Component?) -> Identity {
    guard let component else { return isElement ? Identity() : identity }
    return isElement ? Identity(first: component) : identity.appending(component)
  }
}

/// Compares an `Equatable` value with a value of unknown type.
///
/// ```swift
/// isEqual(1, 1 as Any)   // true
/// ```
package func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? E else { return false }
  return lhs == rhs
}

extension GraphNode {
  /// Applies `modifier`, a modifier with a body, to `content` on this record: the body's
  /// result is passed on. (Built-in modifiers apply themselves, see ``PrimitiveModifier``.)
  func applyBody<Modifier: ViewModifier, Content: View>(
    of modifier: Modifier, to content: Content
  ) {
    output = .passthrough
    FieldLayout.withLinked(modifier, to: self) { modifier in
      graph.report.evaluated(self)
      passThrough(modifier.body(content: _ViewModifier_Content<Modifier>(content: content)))
    }
  }
}
