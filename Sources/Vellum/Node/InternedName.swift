import Foundation

/// A name paired with the number the process gave it, so names compare and hash as integers.
///
/// Roles and attribute names are compared on every step of reconciling and rendering (`node[.text]`,
/// `role == .sheet`); as strings each unequal comparison walks the characters. The table gives
/// each distinct string one number for the life of the process, so equal strings get equal
/// numbers and a comparison is one integer comparison.
///
/// ```swift
/// InternedName("Text") == InternedName("Text")   // true, by number
/// ```
struct InternedName: Hashable, Sendable {
  /// The name.
  let string: String
  private let number: Int

  init(_ string: String) {
    self.string = string
    number = Numbers.shared.number(for: string)
  }

  /// Kinds of role a name's number carries in its low bits, so asking whether a node is a
  /// presentation (on every node of every render) tests a bit instead of comparing the role
  /// with each presentation role.
  struct Kinds: OptionSet {
    let rawValue: Int
    /// A presentation's role: a sheet, a cover, an alert or a confirmation dialog.
    static let presentation = Kinds(rawValue: 1)
    /// A role drawn outside its parent's flow: a presentation, a toolbar, a tab item.
    static let outOfFlow = Kinds(rawValue: 2)

    /// The bits the kinds take in a number.
    static let width = 2
  }

  /// Whether the name is of a role of every one of `kinds`.
  func isKind(_ kinds: Kinds) -> Bool { number & kinds.rawValue == kinds.rawValue }

  static func == (lhs: InternedName, rhs: InternedName) -> Bool { lhs.number == rhs.number }

  func hash(into hasher: inout Hasher) { hasher.combine(number) }

  /// The numbers given so far, by name.
  private final class Numbers: @unchecked Sendable {
    static let shared = Numbers()

    private let lock = NSLock()
    private var numbers: [String: Int] = [:]

    func number(for string: String) -> Int {
      lock.lock()
      defer { lock.unlock() }
      if let number = numbers[string] { return number }
      let number = numbers.count << Kinds.width | Kinds.of(string).rawValue
      numbers[string] = number
      return number
    }
  }
}
