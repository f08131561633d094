import Foundation

/// The collection and string methods view code calls on values: `filter`, `map`, `sorted`,
/// `reduce`, `contains(where:)`, `first(where:)`, `joined`, `min`, `max`, `reversed`,
/// `hasPrefix`, `lowercased`, …, with closures written as in Swift (`{ $0.isDone }`,
/// `{ item in item.count }`).
extension Evaluator {
  /// The names of these methods, for the grammar's notes and suggestions.
  static let valueMethodNames = [
    "filter", "map", "flatMap", "sorted", "reversed", "contains", "first", "firstIndex", "reduce",
    "joined",
    "min", "max",
    "enumerated", "hasPrefix", "hasSuffix", "lowercased", "uppercased",
  ]

  /// `base.name(arguments)` when `name` is one of ``valueMethodNames`` and applies to `base`,
  /// else `nil`.
  func method(_ name: String, of base: Value, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value?
  {
    var call = Arguments(callee: name, arguments, at: location)
    let result: Value?
    switch (base, name) {
    case (.array(let values), _):
      result = try arrayMethod(name, values, &call)
    case (.offsets(let offsets), _) where name != "contains":
      // An `IndexSet` is a sequence of its offsets, in increasing order.
      result = try arrayMethod(name, offsets.map(Value.integer), &call)
    case (.range(let range), _) where name != "contains":
      // A range is a sequence of its numbers, as Swift's `CountableRange` is.
      guard range.count <= Self.maximumIterations else {
        throw Diagnostic(
          message: "a range of \(range.count) numbers is too long to use as a sequence",
          location: location)
      }
      result = try arrayMethod(name, range.map(Value.integer), &call)
    case (.binding(let held), _):
      result = try bindingMethod(name, of: held.binding, &call)
    case (.date(let date), _):
      result = try dateMethod(name, of: date, &call)
    case (.url(let url), _):
      result = try urlMethod(name, of: url, &call)
    case (.geometry(let geometry), _):
      result = try geometryMethod(name, of: geometry, &call)
    case (.calendar(let calendar), _):
      result = try calendarMethod(name, of: calendar, &call)
    case (.publisher(let held), _):
      result = publisherMethod(name, of: held)
    case (.host(let held), _):
      result = try hostMethod(name, of: held, &call)
    case (.record(let type, _), _) where Self.codingTypeNames.contains(type):
      result = try codingMethod(name, of: type, strategy: nil, &call)
    case (.object(let object), _) where Self.codingTypeNames.contains(object.type):
      result = try codingMethod(
        name, of: object.type,
        strategy: object[stored: "dateDecodingStrategy"] ?? object[stored: "dateEncodingStrategy"],
        &call)
    case (Value.none, "map"), (Value.none, "flatMap"):
      // `Optional.map`: nil stays nil, without calling the transform.
      _ = try call.requiredFunction("transform")
      result = Value.none
    case (_, "map") where !base.isCollection, (_, "flatMap") where !base.isCollection:
      // `Optional.map` on a value that is there: the transform's result. The language keeps no
      // static types, so on a collection (an optional array too) `map` is the collection's.
      result = try apply(try call.requiredFunction("transform"), to: [base])
    case (.string(let text), "hasPrefix"):
      result = .boolean(text.hasPrefix(try evaluate(try call.required(nil)).string))
    case (.string(let text), "hasSuffix"):
      result = .boolean(text.hasSuffix(try evaluate(try call.required(nil)).string))
    case (.color(let color), "opacity"):
      result = .color(color.opacity(try number(try call.required(nil))))
    case (.string(let text), "lowercased"): result = .string(text.lowercased())
    case (.string(let text), "uppercased"): result = .string(text.uppercased())
    default: result = nil
    }
    if result != nil { try call.finish() }
    return result
  }

  private func arrayMethod(_ name: String, _ values: [Value], _ call: inout Arguments)
    throws(Diagnostic) -> Value?
  {
    switch name {
    case "filter":
      let test = try call.requiredFunction("isIncluded")
      var kept: [Value] = []
      for value in values where try truth(applying: test, to: [value]) { kept.append(value) }
      return .array(kept)
    case "map":
      let transform = try call.requiredFunction("transform")
      var mapped: [Value] = []
      for value in values { mapped.append(try apply(transform, to: [value])) }
      return .array(mapped)
    case "flatMap":
      let transform = try call.requiredFunction("transform")
      var joined: [Value] = []
      for value in values {
        let part = try apply(transform, to: [value])
        guard case .array(let elements) = part else {
          throw Diagnostic(
            message: "'flatMap' needs a closure that gives an array, not \(part.typeName)",
            location: transform.body.location)
        }
        joined += elements
      }
      return try ValueLimits.checked(.array(joined), at: call.location)
    case "sorted":
      guard let order = try call.closure("by") else {
        return .array(
          try sorted(values) { (a, b) throws(Diagnostic) in
            try Arithmetic.apply("<", a, b, at: call.location) == .boolean(true)
          })
      }
      return .array(
        try sorted(values) { (a, b) throws(Diagnostic) in
          try truth(applying: order, to: [a, b])
        })
    case "reversed": return .array(values.reversed())
    case "enumerated":
      return .array(
        values.enumerated().map { offset, element in
          .record(
            type: Value.enumeratedElement,
            fields: [
              .init(name: "offset", value: .integer(offset)),
              .init(name: "element", value: element),
            ])
        })
    case "contains":
      let test = try call.requiredClosure("where")
      for value in values where try truth(applying: test, to: [value]) { return .boolean(true) }
      return .boolean(false)
    case "first":
      let test = try call.requiredClosure("where")
      for value in values where try truth(applying: test, to: [value]) { return value }
      return Value.none
    case "firstIndex":
      // `firstIndex(where:)`, or `firstIndex(of:)` for an element equal to the one given.
      if let element = call.optional("of") {
        let wanted = try evaluate(element)
        return values.firstIndex(of: wanted).map(Value.integer) ?? Value.none
      }
      let test = try call.requiredClosure("where")
      for (index, value) in values.enumerated() where try truth(applying: test, to: [value]) {
        return .integer(index)
      }
      return Value.none
    case "reduce":
      var result = try evaluate(try call.required(nil))
      let combine = try call.requiredFunction("nextPartialResult")
      for value in values { result = try apply(combine, to: [result, value]) }
      return result
    case "joined":
      let separator = try call.optional("separator").map(evaluate)?.string ?? ""
      return .string(values.map(\.string).joined(separator: separator))
    case "min", "max":
      let ordered = try sorted(values) { (a, b) throws(Diagnostic) in
        try Arithmetic.apply("<", a, b, at: call.location) == .boolean(true)
      }
      return (name == "min" ? ordered.first : ordered.last) ?? Value.none
    default:
      return nil
    }
  }

  /// `values` in the order `precedes` gives (a stable merge sort, so equal elements keep their
  /// order, as Swift's sort does).
  private func sorted(
    _ values: [Value], by precedes: (Value, Value) throws(Diagnostic) -> Bool
  ) throws(Diagnostic) -> [Value] {
    guard values.count > 1 else { return values }
    let middle = values.count / 2
    let left = try sorted(Array(values[..<middle]), by: precedes)
    let right = try sorted(Array(values[middle...]), by: precedes)
    var merged: [Value] = []
    merged.reserveCapacity(values.count)
    var (i, j) = (0, 0)
    while i < left.count, j < right.count {
      if try precedes(right[j], left[i]) {
        merged.append(right[j])
        j += 1
      } else {
        merged.append(left[i])
        i += 1
      }
    }
    return merged + left[i...] + right[j...]
  }

  /// The value a closure gives for `values`: its parameters (or `$0`, `$1`, …) bound to them,
  /// its `let`s taken in order, and its last expression or `return` as the result.
  func apply(_ closure: Closure, to values: [Value]) throws(Diagnostic) -> Value {
    if let forwarding = closure.forwarding {
      return try function(forwarding).call(values, wantsValue: true, at: forwarding.location)
    }
    return try binding(closure, to: values).value(of: closure.body)
  }

  /// This evaluator with a closure's parameters bound to `values`. A closure with two
  /// parameters given one enumerated element (`{ index, item in }`) takes its offset and
  /// element, as Swift destructures the pair.
  func binding(_ closure: Closure, to values: [Value]) -> Evaluator {
    var values = values
    if closure.parameters.count == 2, values.count == 1,
      case .record(Value.enumeratedElement, let fields) = values[0]
    {
      values = fields.map(\.value)
    }
    var scope = self
    for (name, value) in zip(closure.parameters, values) {
      scope = scope.with(name, value)
      // `$name in` (SE-0293): `$name` is the binding given, `name` its value, read and written
      // through it.
      if name.hasPrefix("$"), case .binding(let held) = value {
        scope = scope.with(String(name.dropFirst()), through: held.binding)
      }
    }
    return scope
  }

  /// Whether a closure gives `true` for `values`.
  func truth(applying closure: Closure, to values: [Value]) throws(Diagnostic) -> Bool {
    let result = try apply(closure, to: values)
    guard case .boolean(let flag) = result else {
      throw Diagnostic(
        message: "the closure must give a Bool, not \(result.typeName)",
        location: closure.body.location)
    }
    return flag
  }

  /// The value of a block that computes one: `let`s, `var`s and the statements that change
  /// them (assignments, loops, calls, `guard`s), then an expression or `return value`; a
  /// `return value` inside a loop, an `if` or a `guard`'s `else` gives the value there.
  func value(of block: Block) throws(Diagnostic) -> Value {
    var scope = self
    let returned = ReturnedValue()
    scope.returned = returned
    /// The value a statement that returned gave.
    func given(at location: SourceLocation) throws(Diagnostic) -> Value {
      guard let value = returned.value else {
        throw Diagnostic(
          message: "'return' here must give the value; write 'return value'", location: location)
      }
      return value
    }
    for (index, item) in block.items.enumerated() {
      let isLast = index == block.items.count - 1
      switch item {
      case .constant(let name, let type, let value, _):
        scope = scope.with(name, try scope.evaluate(value, as: type))
      case .variable(let name, let type, let value, _):
        scope = scope.with(variable: name, try scope.evaluate(value, as: type), type: type)
      case .declaration(let name, let type, let isConstant, _):
        scope = scope.with(declared: name, type: type, isConstant: isConstant)
      case .assignment, .loop, .throwing, .attempt, .whileLoop:
        if try scope.run(item) { return try given(at: block.location) }
      case .expression where !isLast, .conditional where !isLast, .choice where !isLast:
        if try scope.run(item) { return try given(at: block.location) }
      case .guarded(let guarded):
        guard let passed = try scope.passing(guarded) else {
          return try given(at: guarded.location)
        }
        scope = passed
      case .returning(let value?, _):
        return try scope.evaluate(value)
      case .expression(let expression) where index == block.items.count - 1:
        return try scope.evaluate(expression)
      // A `switch` or an `if` as the value, as Swift 5.9 takes them (SE-0380): each branch
      // gives it. When checking, every branch is checked.
      case .choice(let choice) where index == block.items.count - 1:
        if checks != nil {
          var first: Value?
          for matched in try scope.everyCase(of: choice) {
            let value = try matched.scope.value(of: matched.body)
            first = first ?? value
          }
          if let first { return first }
        }
        guard let matched = try scope.matchingCase(of: choice) else {
          throw Diagnostic(message: "no case of the switch matches", location: choice.location)
        }
        return try matched.scope.value(of: matched.body)
      case .conditional(let conditional) where index == block.items.count - 1:
        guard let otherwise = conditional.otherwise else {
          throw Diagnostic(
            message: "an 'if' that gives a value needs an 'else'", location: conditional.location)
        }
        let matched = try scope.matching(conditional)
        if checks != nil {
          _ = try (matched ?? scope).value(of: conditional.then)
          return try scope.value(of: otherwise)
        }
        guard let matched else { return try scope.value(of: otherwise) }
        return try matched.value(of: conditional.then)
      default:
        throw Diagnostic(
          message: "expected 'let's and then the value (or 'return value')",
          location: block.location)
      }
    }
    throw Diagnostic(message: "this block gives no value", location: block.location)
  }
}
