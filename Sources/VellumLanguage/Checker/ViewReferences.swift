/// The file's own views a block makes, wherever they appear in it (branches and closures too).
///
/// ```swift
/// ViewReferences.in(counter.body!, program)   // [("StepEditor", 12:9)]
/// ```
enum ViewReferences {
  static func `in`(_ block: Block, _ program: Program) -> [(name: String, location: SourceLocation)]
  {
    var found: [(name: String, location: SourceLocation)] = []
    var blocks = [block]
    var expressions: [Expression] = []
    while !blocks.isEmpty || !expressions.isEmpty {
      if let block = blocks.popLast() {
        for item in block.items {
          switch item {
          case .expression(let expression): expressions.append(expression)
          case .assignment(let target, _, let value, _): expressions += [target, value]
          case .conditional(let conditional):
            blocks.append(conditional.then)
            if let otherwise = conditional.otherwise { blocks.append(otherwise) }
          case .choice(let choice): blocks += choice.cases.map(\.body)
          case .loop(let loop):
            expressions += [loop.sequence] + (loop.filter.map { [$0] } ?? [])
            blocks.append(loop.body)
          case .constant(_, _, let value, _), .variable(_, _, let value, _):
            expressions.append(value)
          case .guarded(let guarded): blocks.append(guarded.otherwise)
          case .returning(let value, _): expressions += value.map { [$0] } ?? []
          case .throwing(let value, _): expressions.append(value)
          case .attempt(let attempt): blocks += [attempt.body] + attempt.clauses.map(\.body)
          case .whileLoop(let loop): blocks.append(loop.body)
          case .declaration: break
          }
        }
      } else if let expression = expressions.popLast() {
        switch expression.kind {
        case .call(let callee, let arguments):
          if case .identifier(let name) = callee.kind, program.views[name] != nil {
            found.append((name, expression.location))
          }
          expressions.append(callee)
          expressions += arguments.map(\.value)
        case .closure(let closure): blocks.append(closure.body)
        case .member(let base, _), .optionalMember(let base, _), .unary(_, let base):
          expressions.append(base)
        case .subscripted(let a, let b), .binary(_, let a, let b): expressions += [a, b]
        case .ternary(let a, let b, let c): expressions += [a, b, c]
        case .array(let elements), .tuple(let elements, _): expressions += elements
        case .literal, .identifier, .binding, .implicitMember, .keyPath: break
        }
      }
    }
    return found
  }
}
