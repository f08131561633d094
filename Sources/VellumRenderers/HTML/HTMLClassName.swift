/// The class of an element the HTML renderer opens: one of the renderer's own names, written
/// as it is, or a name made at run time (a custom role's, a button role's), escaped.
///
/// Most elements have a fixed class (`text`, `hstack`, `button`): a literal is written with one
/// copy, where a string would be scanned for characters to escape, a few times in every row.
///
///     renderer.open("span", "text", node, into: &html)
///     renderer.open("div", HTMLClassName(role.rawValue.lowercased()), node, into: &html)
struct HTMLClassName: ExpressibleByStringLiteral {
  fileprivate enum Storage {
    case fixed(StaticString)
    case made(String)
  }

  fileprivate let storage: Storage

  /// One of the renderer's own class names, which need no escaping.
  init(stringLiteral name: StaticString) {
    storage = .fixed(name)
  }

  /// A class name made at run time, escaped when it is written.
  init(_ name: String) {
    storage = .made(name)
  }
}

extension HTMLBuffer {
  /// Appends `name`: a fixed name as it is, a made one escaped.
  mutating func appendClass(_ name: HTMLClassName) {
    switch name.storage {
    case .fixed(let name): append(name)
    case .made(let name): appendEscaped(name)
    }
  }
}
