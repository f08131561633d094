/// The symbolic value of an attribute: an alignment, a style's name, a direction — one of the
/// closed sets of values Vellum records on nodes — or the spelling of an app's own value (an
/// enum case a picker selects). Renderings show it bare.
///
/// Vellum's own keywords are static members (in `Keyword+Layout.swift`, `+Styles`, `+Text`,
/// `+Drawing` and `+Structure`), so a misspelt one does not compile; an app's values are made
/// with ``init(rawValue:)``. Interned like ``Role``: compared as numbers.
///
/// ```swift
/// node[.alignment] == .name(.leading)
/// node[.pickerStyle] == .name(.segmented)
/// Keyword(rawValue: "dessert").rawValue   // "dessert"
/// ```
public struct Keyword: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let name: InternedName

  /// The keyword's spelling.
  public var rawValue: String { name.keywordString }

  /// The keyword spelled `rawValue`: one of Vellum's own when it is spelled as one.
  ///
  /// ```swift
  /// Keyword(rawValue: "leading") == .leading   // true
  /// ```
  public init(rawValue: String) { name = InternedName(keyword: rawValue) }

  /// One of Vellum's own keywords, whose number is fixed when the module is compiled.
  @inlinable init(_ builtin: BuiltinKeyword) { name = InternedName(builtin: builtin.number) }

  /// Two keywords are equal when their spellings are; they compare as interned numbers.
  @inlinable public static func == (lhs: Keyword, rhs: Keyword) -> Bool { lhs.name == rhs.name }

  /// Hashes the interned name.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The keyword's spelling.
  public var description: String { rawValue }

  /// Whether this is one of Vellum's own keywords, a static member, rather than an app's value.
  package var isBuiltin: Bool { name.isBuiltinKeyword }
}
