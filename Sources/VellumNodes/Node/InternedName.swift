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
/// Vellum's own names (``BuiltinRole``, ``BuiltinAttribute``) have numbers fixed when the module
/// is compiled: their constants (`Role.text`, `AttributeName.padding`) are plain numbers in the
/// binary, so a renderer's `switch node.role` compares integers without first asking whether a
/// lazily made global was made yet.
///
/// ```swift
/// InternedName("Text") == InternedName("Text")   // true, by number
/// ```
@usableFromInline
struct InternedName: Hashable, Sendable {
  @usableFromInline let number: UInt32

  init(_ string: String) {
    number = Numbers.shared.number(for: string)
  }

  /// A keyword, interned in a table of its own: keywords are spelled like attribute names
  /// (`fill`, `leading`) without being them.
  init(keyword string: String) {
    number = Numbers.keywords.number(for: string)
  }

  /// A name of Vellum's own, whose number ``BuiltinRole`` or ``BuiltinAttribute`` gives.
  @inlinable init(builtin number: UInt32) {
    self.number = number
  }

  /// The name.
  var string: String { Numbers.shared.string(for: number) }

  /// The keyword's spelling.
  var keywordString: String { Numbers.keywords.string(for: number) }

  /// Whether this keyword is one of Vellum's own.
  var isBuiltinKeyword: Bool { number >> Kinds.width < Self.keywordRegisteredBase }

  /// Kinds of role a name's number carries in its low bits, so asking whether a node is a
  /// presentation (on every node of every render) tests a bit instead of comparing the role
  /// with each presentation role.
  @usableFromInline
  struct Kinds: OptionSet {
    @usableFromInline let rawValue: UInt32

    @inlinable init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A presentation's role: a sheet, a cover, an alert or a confirmation dialog.
    @inlinable static var presentation: Kinds { Kinds(rawValue: 1) }
    /// A role drawn outside its parent's flow: a presentation, a toolbar, a tab item.
    @inlinable static var outOfFlow: Kinds { Kinds(rawValue: 2) }

    /// The bits the kinds take in a number.
    @inlinable static var width: UInt32 { 2 }
  }

  /// Where the numbers of Vellum's own roles start: its attribute names come first, from 0.
  @inlinable static var roleBase: UInt32 { 1 << 10 }
  /// Where the numbers of names interned at run time start, after Vellum's own.
  private static let registeredBase: UInt32 = 1 << 11
  /// Where the numbers of keywords interned at run time start, after Vellum's own.
  private static let keywordRegisteredBase: UInt32 = 1 << 10

  /// The number of the name at `index` in the order of numbers, of `kinds`.
  @inlinable static func number(index: UInt32, kinds: Kinds) -> UInt32 {
    index << Kinds.width | kinds.rawValue
  }

  /// Whether the name is of a role of every one of `kinds`.
  @inlinable func isKind(_ kinds: Kinds) -> Bool { number & kinds.rawValue == kinds.rawValue }

  @inlinable static func == (lhs: InternedName, rhs: InternedName) -> Bool {
    lhs.number == rhs.number
  }

  @inlinable func hash(into hasher: inout Hasher) { hasher.combine(number) }

  /// The numbers given so far, by name, and the names, by number. Vellum's own names are
  /// there from the start, with the numbers their constants were compiled with, so a role
  /// made from the string `"Sheet"` is ``Role/sheet``, presentation kind included.
  private final class Numbers: @unchecked Sendable {
    /// Attribute names and roles.
    static let shared = Numbers(
      groups: [
        (0, BuiltinAttribute.allCases.map { ($0.spelling, $0.number) }),
        (roleBase, BuiltinRole.allCases.map { ($0.spelling, $0.number) }),
      ],
      registeredBase: InternedName.registeredBase)
    /// Keywords.
    static let keywords = Numbers(
      groups: [(0, BuiltinKeyword.allCases.map { ($0.spelling, $0.number) })],
      registeredBase: InternedName.keywordRegisteredBase)

    private let lock = NSLock()
    private var numbers: [String: UInt32] = [:]
    /// Vellum's own names in groups, each from the index its first number carries, in order.
    private let groups: [(base: UInt32, spellings: [String])]
    /// Where the indices of names interned at run time start.
    private let registeredBase: UInt32
    /// The names interned at run time, in the order they were given numbers: a number's
    /// name is at its position past ``registeredBase``.
    private var strings: [String] = []

    init(
      groups: [(base: UInt32, names: [(spelling: String, number: UInt32)])],
      registeredBase: UInt32
    ) {
      self.registeredBase = registeredBase
      for group in groups {
        for (spelling, number) in group.names { numbers[spelling] = number }
      }
      self.groups = groups.map { ($0.base, $0.names.map(\.spelling)) }
    }

    func number(for string: String) -> UInt32 {
      lock.lock()
      defer { lock.unlock() }
      if let number = numbers[string] { return number }
      let number = InternedName.number(
        index: registeredBase + UInt32(strings.count), kinds: [])
      numbers[string] = number
      strings.append(string)
      return number
    }

    func string(for number: UInt32) -> String {
      let index = number >> Kinds.width
      if index < registeredBase {
        let group = groups.last { $0.base <= index }!
        return group.spellings[Int(index - group.base)]
      }
      lock.lock()
      defer { lock.unlock() }
      return strings[Int(index - registeredBase)]
    }
  }
}
