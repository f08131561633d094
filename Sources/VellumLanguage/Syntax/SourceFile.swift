/// A parsed `.vellum` file: its declarations, in order.
///
/// ```swift
/// let file = Parser.parse(source).file
/// file.structs.map(\.name)   // ["ContentView"]
/// ```
public struct SourceFile: Sendable {
  /// The `import`, `struct` and `enum` declarations.
  public var declarations: [Declaration]

  /// The view and record structs.
  public var structs: [StructDecl] {
    declarations.compactMap { if case .structure(let decl) = $0 { decl } else { nil } }
  }

  /// The enums.
  public var enums: [EnumDecl] {
    declarations.compactMap { if case .enumeration(let decl) = $0 { decl } else { nil } }
  }
}

/// A top-level declaration.
public enum Declaration: Sendable {
  /// `import Vellum`.
  case importDecl(String, SourceLocation)
  /// `struct Name: View { … }` or a record struct.
  case structure(StructDecl)
  /// `enum Name { case a, b }`.
  case enumeration(EnumDecl)
}

/// `struct Name: Conformances { properties; var body: some View { … } }`.
public struct StructDecl: Sendable {
  /// The struct's name.
  public var name: String
  /// Where its name is.
  public var location: SourceLocation
  /// What it conforms to (`View`, `Identifiable`, `Hashable`).
  public var conformances: [String]
  /// Its stored properties, in order.
  public var properties: [PropertyDecl]
  /// Its `body`, for a view.
  public var body: Block?
}

/// A stored property: `@State private var count = 0`, `let title: String`.
public struct PropertyDecl: Sendable {
  /// The property's name.
  public var name: String
  /// Where its name is.
  public var location: SourceLocation
  /// `State` or `Binding` for `@State` / `@Binding`, else `nil`.
  public var wrapper: String?
  /// Whether it is a `let`.
  public var isConstant: Bool
  /// Its declared type, if written.
  public var type: TypeName?
  /// Its default value, if written.
  public var initialValue: Expression?
}

/// `enum Name: Hashable { case a, b }`.
public struct EnumDecl: Sendable {
  /// The enum's name.
  public var name: String
  /// Where its name is.
  public var location: SourceLocation
  /// Its cases, in order.
  public var cases: [String]
}

/// A written type: `Int`, `String?`, `[Item]`.
public indirect enum TypeName: Hashable, Sendable, CustomStringConvertible {
  /// A named type.
  case named(String)
  /// An optional.
  case optional(TypeName)
  /// An array.
  case array(TypeName)

  /// The type as written.
  public var description: String {
    switch self {
    case .named(let name): name
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    }
  }
}
