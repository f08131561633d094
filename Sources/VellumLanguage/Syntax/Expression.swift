/// An expression with its location.
///
/// ```swift
/// Expression(kind: .literal(.integer(1)), location: start)
/// ```
package struct Expression: Sendable {
  /// What the expression is.
  package indirect enum Kind: Sendable {
    /// `1`, `2.5`, `"text \(x)"`, `true`, `nil`.
    case literal(Literal)
    /// A name in scope: `count`, `Text`.
    case identifier(String)
    /// `$name`: a binding to a state or binding property.
    case binding(String)
    /// `.leading`, `.fill`: a member of the type the context expects.
    case implicitMember(String)
    /// `base.name`.
    case member(Expression, String)
    /// `base?.name`: `nil` when the base is `nil`.
    case optionalMember(Expression, String)
    /// `callee(arguments) { trailing } label: { … }`.
    case call(Expression, [Argument])
    /// `base[index]`.
    case subscripted(Expression, Expression)
    /// `!x`, `-x`.
    case unary(String, Expression)
    /// `a + b`, `a == b`, `a ..< b`.
    case binary(String, Expression, Expression)
    /// `condition ? a : b`.
    case ternary(Expression, Expression, Expression)
    /// `[a, b]`.
    case array([Expression])
    /// `{ parameters in items }`.
    case closure(Closure)
    /// `\.self`, `\.id`: a key path, as ForEach's `id:` argument.
    case keyPath([String])
    /// `(a, b)` or `(min: a, max: b)`: a tuple, each element with its label if it has one.
    case tuple([Expression], labels: [String?])
  }

  /// What the expression is.
  package var kind: Kind
  /// Where it starts; for a member access (`base.name`) and a call of one, where the member's
  /// name is, which is what a message about it points at.
  package var location: SourceLocation
}

/// A literal value.
package enum Literal: Sendable {
  /// A whole number.
  case integer(Int)
  /// A real number.
  case double(Double)
  /// A string, with interpolated expressions.
  case string([StringSegment])
  /// `true` or `false`.
  case boolean(Bool)
  /// `nil`.
  case none
}

/// A piece of a string literal.
package enum StringSegment: Sendable {
  /// Text as written.
  case text(String)
  /// An interpolated expression.
  case expression(Expression)
  /// An interpolated number with a `printf` specifier: `\(ratio, specifier: "%.2f")`.
  case formatted(Expression, specifier: String, SourceLocation)
}

/// An argument of a call: `label: value`, or a trailing closure (labelled after the first).
package struct Argument: Sendable {
  /// The label, if any.
  package var label: String?
  /// The value.
  package var value: Expression
  /// Whether it was written as a trailing closure.
  package var isTrailing: Bool
}

/// `{ a, b in items }`.
package struct Closure: Sendable {
  /// The parameter names; `$0`, `$1`, … when the closure names none and its body uses them.
  package var parameters: [String]
  /// The body.
  package var body: Block
  /// A function named where a closure is expected (`Button("Save", action: save)`,
  /// `.onDelete(perform: delete)`): calling the closure calls it with the closure's arguments.
  package var forwarding: Expression? = nil

  /// A closure with `parameters` and `body`.
  package init(parameters: [String], body: Block) {
    self.parameters = parameters
    self.body = body
  }

  /// The closure that stands for the function `function` names.
  package init(forwardingTo function: Expression) {
    parameters = []
    body = Block(items: [], location: function.location)
    forwarding = function
  }
}

extension Expression {
  /// The type `Type.init` names, which a call makes as `Type(…)` does; `nil` for any other
  /// expression.
  var initializedType: Expression? {
    guard case .member(let type, "init") = kind else { return nil }
    return type
  }

  /// Whether the expression is an optional chain (`a?.b`, `a?.b.c`, `a?.b()[0]`): a nil met
  /// at its `?.` makes the members, calls and subscripts after it nil too.
  var isOptionalChain: Bool {
    switch kind {
    case .optionalMember: true
    case .member(let base, _), .call(let base, _), .subscripted(let base, _): base.isOptionalChain
    default: false
    }
  }

  /// Whether the expression makes one of the built-in shapes: `Circle()`,
  /// `RoundedRectangle(cornerRadius: 8)`.
  var isShapeConstructor: Bool {
    guard case .call(let callee, _) = kind, case .identifier(let name) = callee.kind else {
      return false
    }
    return ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse"].contains(name)
  }

  /// Whether the expression is the literal `nil`.
  var isNilLiteral: Bool {
    if case .literal(.none) = kind { return true }
    return false
  }

  /// Whether the expression is `self`.
  var isSelf: Bool { isNamed("self") }

  /// Whether the expression is the name `name` alone.
  func isNamed(_ name: String) -> Bool {
    if case .identifier(name) = kind { return true }
    return false
  }
}
