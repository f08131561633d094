import VellumHotPaths

extension GraphNode {
  /// Reconciles keyed children: each element's record is found by its key, so reordering keeps
  /// every row's state; keys that disappeared are unmounted.
  ///
  /// The rows whose keys are unchanged at the start and at the end of the list are matched in
  /// place and stay in place; only the rows between them are looked up, in a table made for
  /// this update of the old rows between the ends. No table is kept between updates:
  /// inserting or removing one row builds none, and a mounted row costs no table entry. A key
  /// that occurs again gets a distinct identity.
  ///
  /// `key` is isolated to the main actor in its type, so a closure that makes keys is called
  /// as it is, not checked for the executor on every row as a closure converted to a plain
  /// function would be.
  ///
  /// `previous`, when given, are the elements of the last update, whose rows were made by the
  /// same `content` function and keyed by the same key path (the caller checked). A row whose
  /// element is the same as the one it was made from, whose environment is the same and which
  /// is not dirty would be made the same again: `content` is not called for it, and its key is
  /// not made when it stays at the unchanged start or end. A keyed list whose data changed by
  /// one row then costs a comparison of its elements' bytes, not a rebuild of every row (the
  /// view a row would be rebuilt into has the same inputs, so it would be skipped anyway).
  ///
  /// When few rows change, the record's node array is changed in place where they are, and
  /// the update's diff compares only those runs (see
  /// ``planSplice(middle:remadeEnds:oldNodeCount:keepNodes:childCount:)``): inserting one row
  /// in 10,000 neither gathers the others' nodes into a new array nor compares them.
  ///
  /// - Complexity: O(*n*) key or element comparisons, plus O(*m*) table look-ups for the *m*
  ///   rows between the unchanged ends (O(*m* · *n*) key comparisons instead when *m* is at
  ///   most 8, to find a key that repeats one at the ends without hashing them all).
  package func updateKeyedChildren<Element, Content: View>(
    _ elements: some Collection<Element>, previous: [Element]? = nil,
    key keyOf: @MainActor (Element) -> Identity.Key, content: (Element) -> Content
  ) {
    let elements = [Element](elementsOf: elements)
    let comparer = ViewComparison.comparer(for: Content.self)
    let unchanged =
      previous?.count == children.count ? UnchangedElements(old: previous, new: elements) : nil
    let environment = self.environment
    // Gives the row the view the content makes now; returns whether it is to be evaluated.
    func refresh(_ row: GraphNode, at index: Int) -> Bool {
      row.refresh(with: content(elements[index]), environment: environment, by: comparer)
    }
    let oldCount = children.count
    let same = (prefix: unchanged?.prefix ?? 0, suffix: unchanged?.suffix ?? 0)
    let (prefix, suffix) = matchedEnds(elements, same: same, key: keyOf)
    // A row made from the same element as before, not dirty and in the same environment, is
    // left as it is; any other is given the view the content makes now.
    let sameRows = (prefix: 0..<same.prefix, suffix: (oldCount - same.suffix)..<oldCount)
    // The rows at the ends given a new view, by their new positions and old nodes.
    var remadeEnds: [(new: Int, old: Range<Int>)] = []
    // Rows are refreshed in their new order, so they are evaluated (and appear) in screen
    // order.
    let start = scanRows(0..<prefix, changedUnless: sameRows.prefix, in: environment, nodesFrom: 0)
    for row in start.changed where refresh(children[row.index], at: row.index) {
      remadeEnds.append((row.index, row.nodes))
    }
    let oldMiddleRecords = Array(children[prefix..<(oldCount - suffix)])
    let middleNodes = scanRows(
      prefix..<(oldCount - suffix), changedUnless: nil, in: environment, nodesFrom: start.nodeEnd)
    let newMiddle = prefix..<(elements.count - suffix)
    var table = KeyedRows(
      oldMiddle: oldMiddleRecords, newMiddleCount: newMiddle.count, endCount: prefix + suffix)
    // The rows at the ends are keyed by their elements' ids alone (a row keyed by an id and a
    // position never matches at an end), so their keys are read from the rows, without calling
    // the app's id and key functions again for each.
    let ends = children
    func endKey(_ end: Int) -> Identity.Key? {
      guard
        case .key(let key) = ends[end < prefix ? end : end + oldCount - suffix - prefix].component
      else { return nil }
      return key
    }
    func endsHave(_ key: Identity.Key) -> Bool {
      endRows(ends, prefix: prefix, suffix: suffix, have: key)
    }
    var middle: [GraphNode] = []
    middle.reserveCapacity(newMiddle.count)
    for index in newMiddle {
      var key = keyOf(elements[index])
      if table.isRepeated(key, endKey: endKey, endsHave: endsHave) {
        hasMadeDuplicateKeys = true
        graph.duplicateKey(key, in: typeName)
        key = Identity.Key(DuplicateKey(key: key, position: index))
      }
      if let record = table.take(key) {
        let same = unchanged?.isSame(old: record.indexInParent, new: index) ?? false
        if !same || !record.isUnchanged(in: environment) { _ = refresh(record, at: index) }
        middle.append(record)
      } else {
        middle.append(
          makeChild(content(elements[index]), component: .key(key), environment: environment))
      }
    }
    for record in table.untaken { record.unmount() }
    let shift = elements.count - oldCount
    let end = scanRows(
      (oldCount - suffix)..<oldCount, changedUnless: sameRows.suffix, in: environment,
      nodesFrom: middleNodes.nodeEnd)
    for row in end.changed where refresh(children[row.index], at: row.index + shift) {
      remadeEnds.append((row.index + shift, row.nodes))
    }
    planSplice(
      middle: (start.nodeEnd..<middleNodes.nodeEnd, newMiddle), remadeEnds: remadeEnds,
      oldNodeCount: end.nodeEnd,
      keepNodes: start.keepNodes && middleNodes.keepNodes && end.keepNodes,
      childCount: elements.count)
    // The unchanged ends stay where they are: only the middle is replaced, and only the rows
    // from it on renumbered, so an insert retains and releases no row of the ends.
    children.replaceSubrange(prefix..<(oldCount - suffix), with: middle)
    let renumbered =
      middle.count == oldMiddleRecords.count
      ? prefix..<(prefix + middle.count) : prefix..<children.count
    for index in renumbered { children[index].indexInParent = index }
  }

  /// Whether this record has nothing new to evaluate in `environment`: it is not dirty, and its
  /// environment is that one.
  func isUnchanged(in environment: EnvironmentValues) -> Bool {
    !isDirty && self.environment.isIdentical(to: environment)
  }

  /// How many rows at the start and at the end of this record's children keep their places:
  /// their keys are those of the elements at the same distance from the start or the end.
  ///
  /// Keys are made as the rows are visited, not gathered first: the unchanged ends need each
  /// key once, and a list of them all would be allocated and copied for nothing. The rows of
  /// the `same` elements at either end (see ``UnchangedElements``) have their elements' keys
  /// without making them — unless a row's key was made of the key and a position, to tell it
  /// from another row with that id: such a row is matched by key, which finds it in the
  /// middle, as before. Until this record has made such a key (``hasMadeDuplicateKeys``), the
  /// rows of the `same` elements are not read at all.
  private func matchedEnds<Element>(
    _ elements: [Element], same: (prefix: Int, suffix: Int),
    key keyOf: @MainActor (Element) -> Identity.Key
  ) -> (prefix: Int, suffix: Int) {
    let rows = children
    var prefix = hasMadeDuplicateKeys ? 0 : same.prefix
    while prefix < rows.count, prefix < elements.count {
      let row = rows[prefix]
      guard prefix < same.prefix && row.hasPlainKey || row.hasKey(keyOf(elements[prefix]))
      else { break }
      prefix += 1
    }
    var suffix =
      hasMadeDuplicateKeys ? 0 : min(same.suffix, rows.count - prefix, elements.count - prefix)
    while suffix < rows.count - prefix, suffix < elements.count - prefix {
      let row = rows[rows.count - 1 - suffix]
      guard
        suffix < same.suffix && row.hasPlainKey
          || row.hasKey(keyOf(elements[elements.count - 1 - suffix]))
      else { break }
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Whether this record is keyed by an id alone, not by an id and a position (the second and
  /// later rows with one id, see ``DuplicateKey``). Ids kept as `Int`s or strings are never
  /// such keys; any other is looked at.
  private var hasPlainKey: Bool {
    guard case .key(let own) = component else { return false }
    return own.isIntOrString || !(own.value.base is DuplicateKey)
  }

  /// Whether this record is the keyed child for `key`.
  private func hasKey(_ key: Identity.Key) -> Bool {
    guard case .key(let own) = component else { return false }
    return own == key
  }

  /// Whether a row at the unchanged ends of this record's keyed children, `ends` (the first
  /// `prefix` and the last `suffix`), has `key`: each row's path hash is compared with the one
  /// a row with that key would have, read where the array keeps the rows, and only a row with
  /// that hash is compared in full.
  private func endRows(
    _ ends: [GraphNode], prefix: Int, suffix: Int, have key: Identity.Key
  ) -> Bool {
    let probe = childIdentity(.key(key))
    let hash = probe.pathHash
    do {
      let rows = ends.elementsInPlace
      for end in 0..<prefix where rows[end].identity.pathHash == hash {
        if rows[end].identity == probe { return true }
      }
      for end in (rows.count - suffix)..<rows.count where rows[end].identity.pathHash == hash {
        if rows[end].identity == probe { return true }
      }
      return false
    }
  }
}

/// The identity given to the second and later rows with the same `ForEach` id, so sibling
/// identities stay unique.
private struct DuplicateKey: Hashable, CustomStringConvertible {
  let key: Identity.Key
  let position: Int

  var description: String { "\(key) (duplicate at \(position))" }
}
