import Foundation

extension Evaluator {
  /// The value of `expression`.
  func evaluate(_ expression: Expression) throws(Diagnostic) -> Value {
    let location = expression.location
    switch expression.kind {
    case .literal(let literal):
      return try evaluate(literal, at: expression.location)
    case .identifier(let name):
      return try lookup(name, at: location)
    // `.pi` where a number is expected (`.pi / 2`), unless an enum of the file has a case `pi`.
    case .implicitMember("pi") where !program.file.enums.contains { $0.cases.contains("pi") }:
      return .double(.pi)
    case .implicitMember(let name):
      return try enumCase(named: name, at: location)
    case .member(let base, let name):
      if base.isSelf, building != nil || isInViewCode { return try lookup(name, at: location) }
      let value = try evaluate(base)
      // `a?.b.c`: a chain that met nil is nil to its end, as Swift's optional chaining is.
      if value == .none, base.isOptionalChain { return .none }
      return try member(name, of: value, at: location)
    case .optionalMember(let base, let name):
      let value = try evaluate(base)
      return value == .none ? .none : try member(name, of: value, at: location)
    case .call(let callee, let arguments):
      return try call(callee, arguments, at: location)
    case .subscripted(let base, let index):
      let value = try evaluate(base)
      if value == .none, base.isOptionalChain { return .none }
      return try element(of: value, at: try evaluate(index), location: location)
    case .unary("try?", let operand):
      return try attempting(operand)
    case .unary(let op, let operand) where ["try", "try!", "await"].contains(op):
      // The interpreter runs every call to its end: `await` waits for nothing, and an error
      // `try!` lets through is reported where it was thrown.
      return try evaluate(operand)
    case .unary("&", _):
      throw Diagnostic(
        message: "'&' passes a variable to an 'inout' parameter of a function the file declares",
        location: location)
    case .unary(let op, let operand):
      return try unary(op, try evaluate(operand), at: location)
    case .binary(let op, let left, let right):
      return try binary(op, left, right, at: location)
    case .ternary(let condition, let yes, let no):
      return try truth(of: condition) ? try evaluate(yes) : try evaluate(no)
    case .array(let elements):
      var values: [Value] = []
      for element in elements { values.append(try evaluate(element)) }
      return .array(values)
    case .tuple(let elements, let labels):
      // Each element is named by its label, else by its position (`pair.0`).
      var fields: [Value.Field] = []
      for (index, element) in elements.enumerated() {
        fields.append(
          Value.Field(name: labels[index] ?? "\(index)", value: try evaluate(element)))
      }
      return .record(type: Value.tupleType, fields: fields)
    case .binding(let name):
      return .binding(BindingValue(try binding(name, at: location)))
    case .closure(let closure):
      return .function(FunctionValue(closure, in: self))
    case .keyPath:
      throw Diagnostic(message: "a key path is only allowed as ForEach's 'id:'", location: location)
    }
  }

  /// Whether `expression` holds, requiring a `Bool`.
  func truth(of expression: Expression) throws(Diagnostic) -> Bool {
    let value = try evaluate(expression)
    guard case .boolean(let flag) = value else {
      throw Diagnostic(
        message: "expected a Bool condition, found \(value.typeName)", location: expression.location
      )
    }
    return flag
  }

  private func evaluate(_ literal: Literal, at location: SourceLocation) throws(Diagnostic) -> Value
  {
    switch literal {
    case .integer(let value): return .integer(value)
    case .double(let value): return .double(value)
    case .boolean(let value): return .boolean(value)
    case .none: return .none
    case .string(let segments):
      var text = ""
      for segment in segments {
        switch segment {
        case .text(let part): text += part
        case .expression(let inner): text += try evaluate(inner).description
        case .formatted(let inner, let specifier, let location):
          text += try formatted(try evaluate(inner), specifier: specifier, at: location)
        }
      }
      return try ValueLimits.checked(.string(text), at: location)
    }
  }

  /// `.name`: the case of the one declared enum that has it.
  func enumCase(named name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    try enumCase(name, of: try enumOwning(name, at: location), at: location)
  }

  /// The one declared enum that has a case `name`.
  func enumOwning(_ name: String, at location: SourceLocation) throws(Diagnostic) -> String {
    let owners = program.file.enums.filter { $0.cases.contains(name) }
    guard owners.count == 1 else {
      let message =
        owners.isEmpty
        ? "no enum declares a case '\(name)'\(caseHint(for: name))"
        : "'.\(name)' is ambiguous: \(owners.map(\.name).joined(separator: " and ")) both declare it"
      throw Diagnostic(message: message, location: location)
    }
    return owners[0].name
  }

  private func caseHint(for name: String) -> String {
    program.suggestions.hint(for: name, kind: "case", prefix: ".") {
      program.file.enums.flatMap(\.cases)
    }
  }

  func member(_ name: String, of base: Value, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    switch (base, name) {
    case (.type(let type), "self"):
      return .type(type)
    case (.type(let type), "allCases") where program.enums[type] != nil:
      return try allCases(of: type, at: location)
    case (.enumCase(let type, let caseName, _), "rawValue"):
      return try rawValue(of: caseName, in: type, at: location)
    case (.enumCase(let type, _, _), _):
      guard let value = try enumMember(name, of: base, in: type, at: location) else {
        let names = program.enums[type]?.computed.map(\.name) ?? []
        throw Diagnostic(
          message: "value of type '\(type)' has no member '\(name)'"
            + didYouMean(name, among: names + ["rawValue"]),
          location: location)
      }
      return value
    case (.type(let type), _)
    where (program.records[type] ?? program.views[type])?.nestedTypeNames.contains(name) == true:
      return .type(name)
    case (.type(let type), _) where program.records[type] != nil || program.views[type] != nil:
      guard let value = try staticValue(name, of: type, at: location) else {
        let statics = (program.records[type] ?? program.views[type])?.statics.map(\.name) ?? []
        throw Diagnostic(
          message: "type '\(type)' has no member '\(name)'\(didYouMean(name, among: statics))",
          location: location)
      }
      return value
    case (.type(let type), _)
    where program.enums[type]?.typeMembers.statics.contains(where: { $0.name == name }) == true:
      return try staticValue(name, of: type, at: location) ?? .none
    case (.type(let type), _) where program.enums[type] != nil:
      guard program.enums[type]!.cases.contains(name) else {
        throw Diagnostic(
          message: "type '\(type)' has no case '\(name)'\(caseHint(for: name))", location: location)
      }
      return try enumMemberValue(name, of: type, at: location)
    case (.type("Color"), _):
      return try colorMember(name, at: location)
    case (.type("Date"), _):
      return try dateMember(name, at: location)
    case (.type("Calendar"), _):
      return try calendarMember(name, at: location)
    case (.date(let date), _):
      return try member(name, of: date, at: location)
    case (.type(let type), _) where GeometryValue.typeNames.contains(type):
      return try geometryTypeMember(name, of: type, at: location)
    case (.type("Double"), "pi"), (.type("CGFloat"), "pi"):
      return .double(.pi)
    case (.geometry(let geometry), _):
      return try member(name, of: geometry, at: location)
    case (.url(let url), _):
      return try member(name, of: url, at: location)
    case (.array(let values), "count"): return .integer(values.count)
    case (.array(let values), "indices"): return .range(values.indices)
    case (.array(let values), "isEmpty"): return .boolean(values.isEmpty)
    case (.array(let values), "first"): return values.first ?? .none
    case (.array(let values), "last"): return values.last ?? .none
    case (.string(let text), "count"): return .integer(text.count)
    case (.string(let text), "isEmpty"): return .boolean(text.isEmpty)
    // Foundation's `capitalized`: each word's first letter in upper case, the rest in lower.
    case (.string(let text), "capitalized"): return .string(text.capitalized)
    case (.range(let range), "count"): return .integer(range.count)
    case (.offsets(let offsets), "count"): return .integer(offsets.count)
    case (.uuid(let uuid), "uuidString"): return .string(uuid.uuidString)
    case (.object(let object), _):
      return try member(name, of: object, at: location)
    case (.binding(let held), _):
      return try member(name, of: held, at: location)
    // A tuple's element by position, as a tuple pattern takes it (`let (a, b) = pair`).
    case (.record(Value.tupleType, let fields), _) where name.hasPrefix("#"):
      guard let index = Int(name.dropFirst()), fields.indices.contains(index) else {
        throw Diagnostic(
          message: "a tuple of \(fields.count) elements has no element \(name.dropFirst())",
          location: location)
      }
      return fields[index].value
    case (.record(let type, let fields), _):
      if !fields.contains(where: { $0.name == name }),
        let value = try computedMember(name, of: type, fields: fields)
      {
        return value
      }
      guard let field = fields.first(where: { $0.name == name }) else {
        let hint =
          didYouMean(name, among: fields.map(\.name))
        throw Diagnostic(
          message: "value of type '\(type)' has no member '\(name)'\(hint)", location: location)
      }
      return field.value
    // The standard library's values are `CustomStringConvertible`, written as `String(describing:)`
    // writes them.
    case (.integer, "description"), (.double, "description"), (.string, "description"),
      (.boolean, "description"), (.array, "description"), (.uuid, "description"):
      return .string(base.description)
    default:
      throw Diagnostic(
        message: "value of type '\(base.typeName)' has no member '\(name)'", location: location)
    }
  }

  func element(of base: Value, at index: Value, location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    guard case .array(let values) = base, case .integer(let offset) = index else {
      throw Diagnostic(
        message: "cannot subscript a value of type '\(base.typeName)' with \(index.typeName)",
        location: location)
    }
    guard values.indices.contains(offset) else {
      throw Diagnostic(
        message: "index \(offset) is out of range for \(values.count) elements", location: location)
    }
    return values[offset]
  }

  private func unary(_ op: String, _ operand: Value, at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    switch (op, operand) {
    case ("!", .boolean(let value)): return .boolean(!value)
    case ("-", .integer(let value)): return .integer(0 &- value)
    case ("-", .double(let value)): return .double(-value)
    default:
      throw Diagnostic(
        message: "'\(op)' cannot be applied to \(operand.typeName)", location: location)
    }
  }

  private func binary(
    _ op: String, _ left: Expression, _ right: Expression, at location: SourceLocation
  )
    throws(Diagnostic) -> Value
  {
    if op == "??" {
      // The right side runs only when the left is nil.
      let value = try evaluate(left)
      return value == .none ? try evaluate(right) : value
    }
    if op == "&&" || op == "||" {
      // Short-circuits: the right side runs only when the left does not decide.
      let decided = try truth(of: left)
      if decided == (op == "||") { return .boolean(decided) }
      return .boolean(try truth(of: right))
    }
    let lhs = try evaluate(left)
    let rhs: Value
    if case .implicitMember(let name) = right.kind, case .enumCase(let type, _, _) = lhs {
      rhs = try member(name, of: .type(type), at: right.location)
    } else {
      rhs = try evaluate(right)
    }
    // Checking runs code with sample values (zeros), where a range such as `2...Int(sqrt(n))`
    // may be upside down; the values a running program computes decide whether it is.
    if checks != nil, op == "..." || op == "..<", case .integer(let a) = lhs,
      case .integer(let b) = rhs, a > b
    {
      return .range(a..<a)
    }
    return try Arithmetic.apply(op, lhs, rhs, at: location)
  }
}
