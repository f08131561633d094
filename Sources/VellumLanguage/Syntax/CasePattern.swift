/// One pattern of a `switch` case: a value to equal (`.daily`, `"a"`, `1`), or an enum case with
/// associated values whose elements bind, ignore or match them (`.collection(let name)`,
/// `let .item(id, _)`, `.size(2)`).
///
/// ```swift
/// case .collection(let name): name
/// ```
package struct CasePattern: Sendable {
  /// One element of an enum case pattern, in the order of the case's associated values.
  package enum Element: Sendable {
    /// `let name` (or a bare name after `case let`): binds the value.
    case bind(String)
    /// `_`: matches any value.
    case wildcard
    /// An expression the value must equal.
    case value(Expression)
  }

  /// The value, or for an enum case pattern its case (`.collection`, `SidebarItem.collection`).
  package var value: Expression
  /// The elements of an enum case pattern; `nil` for a value.
  package var elements: [Element]?
  /// The elements of a tuple pattern (`case (_, 11...13):`), each matching the tuple's element
  /// at its position; `nil` for another pattern.
  package var tuple: [Element]? = nil
  /// A `switch` case's `where` condition, which must hold too, with the pattern's names bound.
  package var condition: Expression? = nil

  /// The case the pattern names (`collection` in `.collection(let name)` or
  /// `Shelf.collection`), when its value is written as one.
  package var caseName: String? {
    switch value.kind {
    case .implicitMember(let name), .member(_, let name): name
    default: nil
    }
  }
}
