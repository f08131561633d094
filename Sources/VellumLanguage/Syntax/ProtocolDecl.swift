/// `protocol Describable { var name: String { get } }`: the requirements a conforming type
/// must meet, and the members the protocol's extensions give every conforming type that does
/// not declare its own (Swift's default implementations).
///
/// ```swift
/// protocol Describable { var name: String { get } }
/// extension Describable { func summary() -> String { "It is \(name)" } }
/// ```
package struct ProtocolDecl: Sendable {
  /// One requirement: a property, a method or an initializer, by name.
  package struct Requirement: Sendable {
    /// The requirement's name (`init` for an initializer).
    package var name: String
    /// Where it is declared.
    package var location: SourceLocation
  }

  /// The protocol's name.
  package var name: String
  /// Where it is declared.
  package var location: SourceLocation
  /// The protocols it inherits (`protocol Pet: Describable`).
  package var inherited: [String]
  /// What a conforming type must declare.
  package var requirements: [Requirement]
  /// The members its extensions declare, given to each conforming type that lacks them.
  package var defaults: StructDecl
}
