extension ViewHost {
  /// Drags the draggable view labelled `label` and drops it on the drop destination labelled
  /// `target`, as a person's finger does: the destination's `isTargeted` hears `true`, its
  /// action gets the dragged value (converted through its text when the destination takes
  /// another type: a URL dropped where strings are taken is its address) at the drop's
  /// location, `(0, 0)`, then `isTargeted` hears `false`.
  ///
  /// - Returns: Whether the destination's action took the drop.
  /// - Throws: ``InteractionError`` when no draggable view or no destination matches (or
  ///   several do), or `.dropRefused` when the value is not of a type the destination takes.
  ///
  /// ```swift
  /// try host.drop("Buy milk", onto: "Done")
  /// ```
  @discardableResult
  public func drop(_ label: String, onto target: String) throws -> Bool {
    let source = try find(label, action: "drag") {
      if case .draggable = $0 { return true }
      return false
    }
    guard case .draggable(let payload) = source.control else { return false }
    return try drop(values: [payload()], named: label, onto: target)
  }

  /// Drops text from another app on the drop destination labelled `target`: each string is
  /// one item, converted to the type the destination takes (a `URL`, `Data`, an
  /// `AttributedString`).
  ///
  /// - Returns: Whether the destination's action took the drop.
  /// - Throws: ``InteractionError`` when no destination matches, or `.dropRefused` when the
  ///   text cannot be the type it takes.
  ///
  /// ```swift
  /// try host.drop(items: ["https://example.com"], onto: "Links")
  /// ```
  @discardableResult
  public func drop(items: [String], onto target: String) throws -> Bool {
    try drop(values: items, named: items.joined(separator: ", "), onto: target)
  }

  private func drop(values: [Any], named label: String, onto target: String) throws -> Bool {
    let record = try find(target, action: "drop \(quoted(label)) onto") {
      if case .dropDestination = $0 { return true }
      return false
    }
    guard case .dropDestination(let destination) = record.control else { return false }
    guard destination.fits(values) else {
      throw InteractionError(
        action: "drop \(quoted(label)) onto", label: target,
        kind: .dropRefused("it takes \(destination.payloadType), and \(quoted(label)) is not one"),
        onScreen: onScreen(), presented: presentedDescription)
    }
    var took = false
    interact { took = destination.take(values) }
    return took
  }
}
