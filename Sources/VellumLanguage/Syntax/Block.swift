/// The items of a `{ … }`: views in a body or view builder, statements in an action.
///
/// ```swift
/// Block(items: [.expression(textCall)], location: start)
/// ```
package struct Block: Sendable {
  /// The items, in order.
  package var items: [Item]
  /// Where the `{` is.
  package var location: SourceLocation
}

/// One item of a block.
package indirect enum Item: Sendable {
  /// A view, or a call made for its effect (`items.append(4)`).
  case expression(Expression)
  /// `target op value`, with `op` one of `=`, `+=`, `-=`, `*=`, `/=`.
  case assignment(target: Expression, operator: String, value: Expression, SourceLocation)
  /// `let name = value` (or `let name: Type = value`): a name for the items after it.
  case constant(name: String, type: TypeName?, value: Expression, SourceLocation)
  /// `var name = value` (or `var name: Type = value`): a variable for the items after it,
  /// which assignments change.
  case variable(name: String, type: TypeName?, value: Expression, SourceLocation)
  /// `guard conditions else { … }`: the rest runs only when the conditions hold.
  case guarded(GuardItem)
  /// `return` or `return value`: ends an action, or gives a helper's value.
  case returning(Expression?, SourceLocation)
  /// `if condition { … } else { … }`.
  case conditional(IfItem)
  /// `switch subject { case .a: … default: … }`.
  case choice(SwitchItem)
  /// `for name in sequence where condition { … }`, in an action.
  case loop(ForItem)
  /// `throw value`: ends the code that runs with an error, which a `do`'s `catch` or a `try?`
  /// around it receives.
  case throwing(Expression, SourceLocation)
  /// `do { … } catch … { … }`.
  case attempt(DoItem)
  /// `while conditions { … }`, in an action or a method.
  case whileLoop(WhileItem)
  /// `let name: Type` (or `var`) without a value: a name the code after it sets before reading
  /// it, once for a `let`.
  case declaration(name: String, type: TypeName, isConstant: Bool, SourceLocation)
}

/// `while conditions { body }`: the body runs again while the conditions hold (a `let` among
/// them binds for the body, as an `if`'s does).
package struct WhileItem: Sendable {
  /// The conditions, as an `if` has them.
  package var conditions: [IfItem.Condition]
  /// What runs each time.
  package var body: Block
  /// Where `while` is.
  package var location: SourceLocation
}

/// `do { body } catch pattern { handler } …`: the first clause that matches an error the body
/// throws handles it.
package struct DoItem: Sendable {
  /// One `catch` clause.
  package struct Clause: Sendable {
    /// What the clause matches: `nil` for every error (bound to `error`, or to `name` in
    /// `catch let name`); a pattern for `catch .rejected` or `catch AuthError.locked(let why)`.
    package var pattern: CasePattern?
    /// The name `catch let name` binds.
    package var name: String?
    /// The type `catch let name as Type` or `catch is Type` requires.
    package var type: TypeName?
    /// A `where` condition, which must hold too, with the clause's names bound.
    package var condition: Expression? = nil
    /// What runs.
    package var body: Block
  }

  /// What runs first.
  package var body: Block
  /// The clauses, in order.
  package var clauses: [Clause]
  /// Where `do` is.
  package var location: SourceLocation
}

/// A `for`-`in` loop over an array or a range, in an action.
package struct ForItem: Sendable {
  /// The names each element is bound to: one name (`_` for none), or the names of a tuple
  /// pattern by position (`for (index, item) in items.enumerated()`).
  package var names: [String]
  /// What is iterated.
  package var sequence: Expression
  /// The `where` clause: elements for which it is `false` are skipped.
  package var filter: Expression?
  /// What runs for each element.
  package var body: Block
  /// Where the `for` is.
  package var location: SourceLocation
}

/// An `if`, in a view builder or an action.
package struct IfItem: Sendable {
  /// What is tested.
  package enum Condition: Sendable {
    /// A boolean expression.
    case expression(Expression)
    /// `if let name = optional` (or `if let name` for a name in scope).
    case binding(name: String, value: Expression)
    /// `if case .collection(let name) = item`: the value matches the pattern, whose names
    /// are bound for what follows.
    case pattern(CasePattern, value: Expression)
  }

  /// The conditions, all of which must hold (`if a, let b = c`).
  package var conditions: [Condition]
  /// What runs when they hold.
  package var then: Block
  /// What runs otherwise (an `else if` is a block holding one `if`).
  package var otherwise: Block?
  /// Where the `if` is.
  package var location: SourceLocation
}

/// A `switch` over an enum value.
package struct SwitchItem: Sendable {
  /// One `case`: the patterns (`.a, .b`) and its items.
  package struct Case: Sendable {
    /// The patterns; empty for `default`.
    package var patterns: [CasePattern]
    /// The items.
    package var body: Block
  }

  /// What is switched over.
  package var subject: Expression
  /// The cases, `default` last if present.
  package var cases: [Case]
  /// Where the `switch` is.
  package var location: SourceLocation
}

/// `guard conditions else { … }`: the `else` block must end with `return`.
package struct GuardItem: Sendable {
  /// The conditions, as an `if` has them (`let name = optional` binds for the rest).
  package var conditions: [IfItem.Condition]
  /// What runs when a condition fails.
  package var otherwise: Block
  /// Where `guard` is.
  package var location: SourceLocation
}
