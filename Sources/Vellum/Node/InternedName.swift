import Foundation

/// A name kept as the number the process gave it, so names compare and hash as integers.
///
/// Roles and attribute names are compared on every step of reconciling and rendering (`node[.text]`,
/// `role == .sheet`); as strings each unequal comparison walks the characters. The table gives
/// each distinct string one number for the life of the process, so equal strings get equal
/// numbers and a comparison is one integer comparison. Only the number is stored, in four bytes:
/// a node's role and each attribute's name take half a word (an attribute is 24 bytes, not 32),
/// and copying a node copies no string; the string is looked up in the table when a rendering
/// or a description asks for it. A process can name 2³⁰ distinct roles and attributes, far more
/// than it has memory to spell.
///
/// ```swift
/// InternedName("Text") == InternedName("Text")   // true, by number
/// ```
struct InternedName: Hashable, Sendable {
  private let number: UInt32

  init(_ string: String) {
    number = Numbers.shared.number(for: string)
  }

  /// The name.
  var string: String { Numbers.shared.string(for: number) }

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
  func isKind(_ kinds: Kinds) -> Bool { Int(number) & kinds.rawValue == kinds.rawValue }

  static func == (lhs: InternedName, rhs: InternedName) -> Bool { lhs.number == rhs.number }

  func hash(into hasher: inout Hasher) { hasher.combine(number) }

  /// The numbers given so far, by name, and the names, by number.
  private final class Numbers: @unchecked Sendable {
    static let shared = Numbers()

    private let lock = NSLock()
    private var numbers: [String: UInt32] = [:]
    /// The names in the order they were given numbers: a number's name is at its number
    /// without the kind bits.
    private var strings: [String] = []

    func number(for string: String) -> UInt32 {
      lock.lock()
      defer { lock.unlock() }
      if let number = numbers[string] { return number }
      let number = UInt32(strings.count << Kinds.width | Kinds.of(string).rawValue)
      numbers[string] = number
      strings.append(string)
      return number
    }

    func string(for number: UInt32) -> String {
      lock.lock()
      defer { lock.unlock() }
      return strings[Int(number) >> Kinds.width]
    }
  }
}
