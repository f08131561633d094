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
    case .tuple(let elements):
      var fields: [Value.Field] = []
      for (index, element) in elements.enumerated() {
        fields.append(Value.Field(name: "\(index)", value: try evaluate(element)))
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
  private func enumOwning(_ name: String, at location: SourceLocation) throws(Diagnostic) -> String
  {
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
    case (.date(let date), _):
      return try member(name, of: date, at: location)
    case (.url(let url), _):
      return try member(name, of: url, at: location)
    case (.array(let values), "count"): return .integer(values.count)
    case (.array(let values), "indices"): return .range(values.indices)
    case (.array(let values), "isEmpty"): return .boolean(values.isEmpty)
    case (.array(let values), "first"): return values.first ?? .none
    case (.array(let values), "last"): return values.last ?? .none
    case (.string(let text), "count"): return .integer(text.count)
    case (.string(let text), "isEmpty"): return .boolean(text.isEmpty)
    case (.range(let range), "count"): return .integer(range.count)
    case (.offsets(let offsets), "count"): return .integer(offsets.count)
    case (.uuid(let uuid), "uuidString"): return .string(uuid.uuidString)
    case (.object(let object), _):
      return try member(name, of: object, at: location)
    case (.binding(let held), _):
      return try member(name, of: held, at: location)
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

  private func call(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic)
    -> Value
  {
    if let member = viewMember(callee) { return try call(member, arguments, at: location) }
    switch callee.kind {
    case .identifier(let type) where program.records[type] != nil:
      return try record(type, arguments, at: location)
    case .identifier(let type) where program.enums[type] != nil:
      return try enumCase(type, rawValue: arguments, at: location)
    case .identifier(let type) where Self.paintTypeNames.contains(type):
      return try paint(type, arguments, at: location)
    case .identifier("State"):
      return try stateInitialValue(arguments, at: location)
    case .identifier("Binding") where arguments.first?.label == "unwrapping":
      return try unwrappingBinding(arguments, at: location)
    case .identifier("Binding"):
      return try makeBinding(arguments, at: location)
    case .member(let base, "constant") where base.isNamed("Binding"):
      let constant = Expression(kind: .call(callee, arguments), location: location)
      return .binding(BindingValue(try bindingArgument(constant)))
    case .implicitMember(let name):
      return try enumCase(name, of: try enumOwning(name, at: location), arguments, at: location)
    case .identifier("Date"):
      return try date(arguments, at: location)
    case .identifier("URL"):
      return try url(arguments, at: location)
    case .member(let base, "publish") where base.isNamed("Timer"):
      return try timerPublisher(arguments, at: location)
    case .member(let base, "assumeIsolated") where base.isNamed("MainActor"):
      return try assumingIsolated(arguments, wantsValue: true, at: location)
    case .identifier("GridItem"):
      return .gridItem(GridItemValue(try gridItem(arguments, at: location)))
    case .identifier("ViewHost"):
      return try makeHost(arguments, at: location)
    case .identifier(let type) where Self.codingTypeNames.contains(type):
      return try codingValue(type, arguments, at: location)
    case .identifier("PreviewGallery"):
      guard arguments.isEmpty else {
        throw Diagnostic(
          message: "a gallery's title and text width are its host's; write 'PreviewGallery()'",
          location: location)
      }
      return .gallery(PreviewGalleryValue())
    case .identifier("UUID"):
      guard arguments.isEmpty else {
        throw Diagnostic(message: "'UUID()' takes no arguments", location: location)
      }
      // Checking evaluates code that never runs: it leaves the numbering to the running views.
      return .uuid(checks == nil ? program.uuids.next() : .zero)
    case .identifier("String") where arguments.first?.label == "repeating":
      var call = Arguments(callee: "String", arguments, at: location)
      let text = try string(try call.required("repeating"))
      let count = try evaluate(try call.required("count")).int
      try call.finish()
      let bytes = text.utf8.count.multipliedReportingOverflow(by: count)
      guard count >= 0, !bytes.overflow, bytes.partialValue <= ValueLimits.maximumStringBytes
      else {
        throw Diagnostic(message: "a string cannot repeat \(count) times", location: location)
      }
      return .string(String(repeating: text, count: count))
    case .identifier("String") where arguments.first?.label == "format":
      return try stringFormat(arguments, at: location)
    case .identifier(let name) where Self.numberFunctionNames.contains(name):
      return try numberFunction(name, arguments, at: location)
    case .identifier("Array"), .identifier("Set"):
      // `Array(items.enumerated())`: the language's sequences are arrays already. A set is
      // held as its distinct elements in the order first met; Swift leaves a set's order
      // unspecified, so code that shows one sorts it (`Array(Set(tags)).sorted()`).
      let isSet = if case .identifier("Set") = callee.kind { true } else { false }
      guard arguments.count == 1, arguments[0].label == nil,
        case .array(let values) = try evaluate(arguments[0].value)
      else {
        throw Diagnostic(
          message: "'\(isSet ? "Set" : "Array")(…)' takes one array or sequence",
          location: location)
      }
      guard isSet else { return .array(values) }
      var seen: Set<Value> = []
      return .array(values.filter { seen.insert($0).inserted })
    case .identifier(let name):
      // Inside a record's method or computed property, its other methods need no `self.`.
      if let record = locals["self"],
        let value = try declaredMethod(name, of: record, arguments, at: location)
      {
        return value
      }
      if function(named: name) == nil, let function = program.functions[name] {
        // A top-level function sees its parameters and the program's types, no view.
        return try callFunction(
          function, arguments, at: location, from: Evaluator(program: program, checks: checks))
      }
      guard let function = function(named: name) else {
        if let value = try callValue(callee, arguments, wantsValue: true, at: location) {
          return value
        }
        throw Diagnostic(
          message: "'\(name)' is not a record, an enum or a method of this view",
          location: location)
      }
      return try callFunction(function, arguments, at: location)
    case .member(let base, let name)
    where name != "contains" || arguments.first?.label == "where"
      || arguments.first?.isTrailing == true:
      let value = try evaluate(base)
      if value == .none, base.isOptionalChain { return .none }
      if case .type(let type) = value, program.enums[type]?.associatedValues[name] != nil {
        return try enumCase(name, of: type, arguments, at: location)
      }
      if let result = try declaredMethod(name, of: value, arguments, at: location) {
        return result
      }
      if let result = try method(name, of: value, arguments, at: location) { return result }
      // A closure an object or a record keeps in a property (`client.signIn(email)`).
      if value.hasFields,
        let result = try callValue(callee, arguments, wantsValue: true, at: location)
      {
        return result
      }
      throw Diagnostic(
        message: "value of type '\(value.typeName)' has no method '\(name)'", location: location)
    case .member(let base, "contains"):
      let collection = try evaluate(base)
      if let result = try declaredMethod("contains", of: collection, arguments, at: location) {
        return result
      }
      guard arguments.count == 1, arguments[0].label == nil else {
        throw Diagnostic(message: "'contains' takes one unlabelled argument", location: location)
      }
      let element = try evaluate(arguments[0].value)
      switch collection {
      case .array(let values): return .boolean(values.contains(element))
      case .string(let text): return .boolean(text.contains(element.string))
      case .range(let range): return .boolean(range.contains(element.int))
      default:
        throw Diagnostic(
          message: "value of type '\(collection.typeName)' has no member 'contains'",
          location: location)
      }
    case .optionalMember(let base, let name):
      // `optional?.method(…)`: nil when the optional is; else the method called on its value,
      // which is evaluated once.
      let value = try evaluate(base)
      guard value != .none else { return .none }
      let held = Expression(kind: .identifier("$optional"), location: base.location)
      return try with("$optional", value).call(
        Expression(kind: .member(held, name), location: callee.location), arguments, at: location)
    case .closure:
      // A closure called where it is written (`static let samples: [Entry] = { … }()`).
      return try function(callee).call(
        try arguments.map { (argument) throws(Diagnostic) in try evaluate(argument.value) },
        wantsValue: true, at: location)
    default:
      throw Diagnostic(
        message: "this call is not a value; only records can be made here", location: location)
    }
  }

  /// `Book(id: 1, title: "Dune")`: the record's memberwise initializer, or one it declares.
  private func record(_ type: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic)
    -> Value
  {
    let decl = program.records[type]!
    if decl.objectKind != nil, decl.initializers.isEmpty {
      return try defaultInstance(of: decl, arguments, at: location)
    }
    if let initializer = try initializer(of: decl, for: arguments, at: location) {
      return try initialize(decl, with: initializer, arguments, at: location)
    }
    var fields: [Value.Field] = []
    var remaining = arguments
    for property in decl.properties {
      if let index = remaining.firstIndex(where: { $0.label == property.name }),
        !(property.isConstant && property.initialValue != nil)
      {
        let given = remaining.remove(at: index).value
        fields.append(
          Value.Field(name: property.name, value: try evaluate(given, as: property.type)))
      } else if let initial = property.initialValue {
        // A default that makes the record again (`let more = [Habit(…)]` in `Habit`) never
        // ends; Swift would overflow its stack.
        let value = try nested(type, at: initial.location) { () throws(Diagnostic) in
          try evaluate(initial, as: property.type)
        }
        fields.append(Value.Field(name: property.name, value: value))
      } else {
        throw Diagnostic(
          message: "missing argument for parameter '\(property.name)' in call to '\(type)'",
          location: location)
      }
    }
    if let extra = remaining.first {
      throw Diagnostic(
        message: "extra argument '\(extra.label ?? "_")' in call to '\(type)'",
        location: extra.value.location)
    }
    return .record(type: type, fields: fields)
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
