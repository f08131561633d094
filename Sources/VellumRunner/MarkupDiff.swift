import VellumValues

/// The DOM operations that turn a page showing one rendering into the page showing the next:
/// what a live preview sends its pages after each update.
///
/// A node is addressed by its path of child indices (`childNodes`) from the screen's element.
/// Children written alike at the start and the end are kept; between them, as many children
/// as before are changed in place (an element of the same tag has its attributes and children
/// patched, anything else is replaced), and a run of another length is taken out and the new
/// one put in, in one `splice`. Operations come in the order they apply: the indices of an
/// operation are those of the page after the operations before it.
///
/// | `op` | fields | does |
/// |---|---|---|
/// | `attrs` | `path`, `set` (name → value), `remove` (names) | sets and removes attributes |
/// | `text` | `path`, `text` | sets a text node's characters |
/// | `replace` | `path`, `html` | replaces the node with the markup's nodes |
/// | `splice` | `path` (the parent), `index`, `remove` (a count), `html` | removes children there, then inserts the markup's nodes |
///
/// ```swift
/// let old = Markup(parsing: "<span class=\"text\">7</span>")
/// let new = Markup(parsing: "<span class=\"text\">8</span>")
/// MarkupDiff.operations(from: old, to: new)
/// // [{"op": "text", "path": [0, 0], "text": "8"}]
/// ```
package enum MarkupDiff {
  /// The operations that turn `old`'s nodes into `new`'s.
  package static func operations(from old: Markup, to new: Markup) -> [JSONValue] {
    var operations: [JSONValue] = []
    diffChildren(old.nodes, new.nodes, at: [], old: old, new: new, into: &operations)
    return operations
  }

  private static func diffChildren(
    _ before: [MarkupNode], _ after: [MarkupNode], at path: [Int], old: Markup, new: Markup,
    into operations: inout [JSONValue]
  ) {
    var prefix = 0
    while prefix < before.count, prefix < after.count,
      old.isSame(before[prefix], as: after[prefix], in: new)
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      old.isSame(before[before.count - 1 - suffix], as: after[after.count - 1 - suffix], in: new)
    {
      suffix += 1
    }
    let removed = before[prefix..<before.count - suffix]
    let inserted = after[prefix..<after.count - suffix]
    guard removed.count == inserted.count else {
      operations.append([
        "op": "splice", "path": pathValue(path), "index": .number(Double(prefix)),
        "remove": .number(Double(removed.count)),
        "html": .string(inserted.map { new.html(of: $0) }.joined()),
      ])
      return
    }
    for (offset, (was, now)) in zip(removed, inserted).enumerated() {
      diff(was, now, at: path + [prefix + offset], old: old, new: new, into: &operations)
    }
  }

  private static func diff(
    _ was: MarkupNode, _ now: MarkupNode, at path: [Int], old: Markup, new: Markup,
    into operations: inout [JSONValue]
  ) {
    switch (was.tag, now.tag) {
    case (nil, nil):
      if was.text != now.text {
        operations.append(["op": "text", "path": pathValue(path), "text": .string(now.text)])
      }
    case (let a?, let b?) where a == b:
      var set: [String: JSONValue] = [:]
      for attribute in now.attributes
      where was.attributes.last(where: { $0.name == attribute.name })?.value != attribute.value {
        set[attribute.name] = .string(attribute.value)
      }
      let remove = was.attributes.map(\.name).filter { name in
        !now.attributes.contains { $0.name == name }
      }
      if !set.isEmpty || !remove.isEmpty {
        operations.append([
          "op": "attrs", "path": pathValue(path), "set": .object(set),
          "remove": .array(remove.map { .string($0) }),
        ])
      }
      diffChildren(was.children, now.children, at: path, old: old, new: new, into: &operations)
    default:
      operations.append([
        "op": "replace", "path": pathValue(path), "html": .string(new.html(of: now)),
      ])
    }
  }

  private static func pathValue(_ path: [Int]) -> JSONValue {
    .array(path.map { .number(Double($0)) })
  }
}
