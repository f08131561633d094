extension ViewHost {
  /// Moves VoiceOver's focus to the view labelled `label`, as a person swiping to it does: the
  /// accessibility focus states bound to views the focus leaves become false, and the one bound
  /// to this view becomes true (or its value). Disabled views take the focus too, as they do
  /// under VoiceOver.
  ///
  /// - Throws: ``InteractionError`` when no view bound with `accessibilityFocused` has that
  ///   label, or several do.
  ///
  /// ```swift
  /// try host.accessibilityFocus("Total")
  /// ```
  public func accessibilityFocus(_ label: String) throws {
    let focusable = reachableRecords().filter {
      if case .accessibilityFocus = $0.control { return true }
      return false
    }
    let matches = focusable.filter { record in
      screenNodes(of: record).contains { $0.searchableNames.contains(label) }
    }
    guard matches.count == 1, let target = matches.first,
      case .accessibilityFocus(let focus, _) = target.control
    else {
      throw InteractionError(
        action: "focus VoiceOver on", label: label,
        kind: matches.isEmpty ? .notFound : .ambiguous(count: matches.count),
        onScreen: onScreen(), presented: presentedDescription)
    }
    interact {
      for record in focusable where record !== target {
        if case .accessibilityFocus(_, let blur?) = record.control,
          record.nodes.first?[.accessibilityFocused] == .bool(true)
        {
          blur()
        }
      }
      focus()
    }
  }
}

extension ViewHost {
  /// The entries of the rotor named `name` (a custom rotor's label, or a system rotor's name
  /// such as "Headings"), in screen order, as VoiceOver's rotor lists them: every view on
  /// screen (or in the top-most presentation) offering that rotor adds its entries.
  ///
  /// - Throws: ``InteractionError`` (`.notFound`) when no view offers the rotor.
  ///
  /// ```swift
  /// try host.accessibilityRotor("Warnings")   // ["Low battery", "No network"]
  /// ```
  public func accessibilityRotor(_ name: String) throws -> [String] {
    var entries: [String]?
    var stack = [presentedRecord?.nodes.first ?? root]
    while let node = stack.popLast() {
      for attribute in node.attributes where attribute.name == .accessibilityRotors {
        guard case .fields(let fields) = attribute.value,
          fields.first(where: { $0.name == .title })?.value == .string(name),
          case .list(let values)? = fields.first(where: { $0.name == .value })?.value
        else { continue }
        entries =
          (entries ?? [])
          + values.compactMap { value -> String? in
            if case .string(let label) = value { return label }
            return nil
          }
      }
      stack.append(contentsOf: node.children.reversed())
    }
    guard let entries else {
      throw InteractionError(
        action: "read rotor", label: name, kind: .notFound, onScreen: onScreen(),
        presented: presentedDescription)
    }
    return entries
  }
}
