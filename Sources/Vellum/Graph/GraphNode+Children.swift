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
    _ index: Int, _ view: V, component: Identity.Component? = nil,
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

  /// Removes children from `count` on: the identities that no longer appear.
  package func trimChildren(to count: Int) {
    guard children.count > count else { return }
    for child in children[count...] { child.unmount() }
    children.removeSubrange(count...)
  }

  /// Reconciles keyed children: each element's record is found by its key, so reordering keeps
  /// every row's state; keys that disappeared are unmounted.
  ///
  /// - Complexity: O(*n*) dictionary look-ups for *n* elements.
  package func updateKeyedChildren<Element, Content: View>(
    _ elements: some Collection<Element>, key: (Element) -> Identity.Key,
    content: (Element) -> Content
  ) {
    var previous = keyedChildren
    var ordered: [GraphNode] = []
    ordered.reserveCapacity(elements.count)
    keyedChildren.removeAll(keepingCapacity: true)
    for element in elements {
      var key = key(element)
      if keyedChildren[key] != nil {
        graph.duplicateKey(key, in: typeName)
        key = Identity.Key(DuplicateKey(key: key, position: ordered.count))
      }
      let view = content(element)
      let record: GraphNode
      if let existing = previous.removeValue(forKey: key) {
        existing.refresh(with: view, environment: environment)
        record = existing
      } else {
        record = makeChild(view, component: .key(key), environment: environment)
      }
      keyedChildren[key] = record
      record.indexInParent = ordered.count
      ordered.append(record)
    }
    for stale in previous.values { stale.unmount() }
    children = ordered
  }

  /// Updates this record with a new value unless nothing it depends on changed.
  private func refresh<V: View>(with view: V, environment: EnvironmentValues) {
    if !isDirty, self.environment.isIdentical(to: environment),
      let old = self.view as? V, ViewComparison.areEqual(old, view)
    {
      return
    }
    schedule(view, environment: environment)
  }

  /// Gives this record a new view and environment and queues it for evaluation after its parent.
  private func schedule(_ view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    parent?.pendingChildren.append(self)
  }

  private func makeChild<V: View>(
    _ view: V, component: Identity.Component?, environment: EnvironmentValues
  ) -> GraphNode {
    let identity: Identity
    if let component {
      identity = isElement ? Identity([component]) : self.identity.appending(component)
    } else {
      identity = isElement ? Identity() : self.identity
    }
    let child = GraphNode(graph: graph, parent: self, identity: identity, view: view)
    child.component = component
    child.schedule(view, environment: environment)
    return child
  }
}

/// The identity given to the second and later rows with the same `ForEach` id, so sibling
/// identities stay unique.
private struct DuplicateKey: Hashable, CustomStringConvertible {
  let key: Identity.Key
  let position: Int

  var description: String { "\(key) (duplicate at \(position))" }
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
