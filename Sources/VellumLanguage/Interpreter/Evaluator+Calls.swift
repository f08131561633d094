import Foundation

/// Calls that give a value: a record or an object made (memberwise or by its initializer), an
/// enum case, the built-in values (`Date`, `URL`, `UUID`, paints, coders, a host), a method of
/// a value or of the program, a closure called where it is written, and an optional chain's
/// call.
extension Evaluator {
  func call(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation)
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
    case .identifier(let type) where GeometryValue.typeNames.contains(type):
      return try geometry(type, arguments, at: location)
    // `Angle.degrees(90)`, and `.degrees(90)` where no enum of the file declares the case.
    case .member(let base, let unit) where base.isNamed("Angle") && Self.angleUnits.contains(unit):
      return try angle(unit, arguments, at: location)
    case .implicitMember(let unit)
    where Self.angleUnits.contains(unit) && !program.file.enums.contains { $0.cases.contains(unit) }:
      return try angle(unit, arguments, at: location)
    case .identifier("State"):
      return try stateInitialValue(arguments, at: location)
    case .identifier("Bindable"):
      // `Bindable(object)`: what makes bindings to an observable object's properties.
      var call = Arguments(callee: "Bindable", arguments, at: location)
      let given: Expression
      if let wrapped = call.optional("wrappedValue") {
        given = wrapped
      } else {
        given = try call.required(nil)
      }
      try call.finish()
      let object = try evaluate(given)
      guard case .object = object else {
        throw Diagnostic(
          message: "'Bindable' takes an observable object, not \(object.typeName)",
          location: given.location)
      }
      return .binding(BindingValue(.constant(object)))
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
    case .identifier("Calendar"):
      return try calendar(arguments, at: location)
    case .identifier("DateComponents"):
      return try dateComponents(arguments, at: location)
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
}
