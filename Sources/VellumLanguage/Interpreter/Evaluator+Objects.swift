/// Instances of the program's classes: made, read, changed and asked to run their methods, as
/// Swift's reference types are. Every holder of an object sees a change any of them makes, and
/// a method changes its object without being `mutating` ("Structures and Classes").
extension Evaluator {
  /// The object whose method or computed property is running here, if one is (`self`).
  var currentObject: ObjectReference? {
    if case .object(let object)? = locals["self"] { return object }
    return nil
  }

  /// The stored or computed property `name` of the object whose method runs here, which its
  /// body names without `self.`; `nil` when there is no such object or property.
  func ownMember(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard let object = currentObject,
      object[stored: name] != nil
        || program.records[object.type]?.computed.contains(where: { $0.name == name }) == true
    else { return nil }
    return try member(name, of: object, at: location)
  }

  /// The object the view's `@EnvironmentObject` or `@Environment(Type.self)` property `name`
  /// reads from where the view is shown; `nil` when the view has no such property. One that
  /// no ancestor placed is an error, where SwiftUI stops the app; when checking a view on its
  /// own, a sample stands in.
  func environmentObject(_ name: String, at location: SourceLocation) throws(Diagnostic)
    -> Value?
  {
    guard let view,
      let property = view.declaration.properties.first(where: {
        $0.name == name && $0.isEnvironment && !$0.isDismiss
      })
    else { return nil }
    if let key = property.environmentKey { return try environmentValue(key, at: location) }
    guard let type = property.type.map(program.resolved)?.named else { return nil }
    if let object = view.environmentObjects[type] { return .object(object) }
    if checks != nil, let decl = program.records[type], let sample = try sample(of: decl) {
      return sample
    }
    let kind = property.wrapper == "EnvironmentObject" ? "ObservableObject" : "Observable object"
    let modifier = property.wrapper == "EnvironmentObject" ? "environmentObject" : "environment"
    throw Diagnostic(
      message: "no \(kind) of type \(type) found; a View.\(modifier)(_:) for \(type) may be "
        + "missing as an ancestor of this view", location: location)
  }

  /// An instance of `decl` for checking a view on its own: each stored property a sample of
  /// its type, else its default; `nil` when a property has neither.
  private func sample(of decl: StructDecl) throws(Diagnostic) -> Value? {
    var fields: [Value.Field] = []
    for property in decl.properties {
      if let value = property.type.flatMap({ program.sample(of: $0) }) {
        fields.append(Value.Field(name: property.name, value: value))
      } else if let initial = property.initialValue {
        fields.append(Value.Field(name: property.name, value: try evaluate(initial)))
      } else {
        return nil
      }
    }
    return Value.instance(of: decl, fields: fields)
  }

  /// Subscribes the view being evaluated to the objects it holds with `@StateObject`,
  /// `@ObservedObject` and `@EnvironmentObject`, as those wrappers do: any change one of them
  /// announces updates the view, whether or not its body reads what changed.
  func subscribeToObjects() throws(Diagnostic) {
    guard let view else { return }
    for property in view.declaration.properties where property.subscribesToObject {
      if case .object(let object) = try lookup(property.name, at: property.location) {
        object.subscribe()
      }
    }
  }

  /// `Self`, the type whose member runs here (or the view's), and the type properties of that
  /// type, which its members name without the type (`static let newID = -1` read as `newID`
  /// in a type method); `nil` for any other name.
  func typeMember(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    let type: String?
    switch locals["self"] {
    case .type(let named)?: type = named
    case let value?: type = value.typeName
    case nil: type = view?.declaration.name
    }
    guard let type else { return nil }
    if name == "Self" { return .type(type) }
    return try staticValue(name, of: type, at: location)
  }

  /// `Library()` for a class that declares no initializer: Swift gives it `init()` when every
  /// stored property has a default, and no memberwise initializer.
  func defaultInstance(of decl: StructDecl, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    if let unset = decl.properties.first(where: { $0.initialValue == nil }) {
      throw Diagnostic(
        message: "class '\(decl.name)' has no initializers ('\(unset.name)' has no default "
          + "value)", location: location)
    }
    if let extra = arguments.first {
      throw Diagnostic(
        message: "argument passed to call that takes no arguments", location: extra.value.location)
    }
    var fields: [Value.Field] = []
    for property in decl.properties {
      let value = try nested(decl.name, at: location) { () throws(Diagnostic) in
        try Evaluator(program: program, checks: checks).evaluate(
          property.initialValue!, as: property.type)
      }
      fields.append(Value.Field(name: property.name, value: value))
    }
    return Value.instance(of: decl, fields: fields)
  }

  /// The member `name` of `object`: a stored property (observed, for an `@Observable` class),
  /// else a computed property run with `self` naming the object.
  func member(_ name: String, of object: ObjectReference, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    if let value = object[name] { return value }
    let decl = program.records[object.type]
    guard let computed = decl?.computed.first(where: { $0.name == name }) else {
      let names = object.names + (decl?.computed.map(\.name) ?? [])
      throw Diagnostic(
        message: "value of type '\(object.type)' has no member '\(name)'"
          + didYouMean(name, among: names),
        location: location)
    }
    let scope = Evaluator(program: program, checks: checks).with("self", .object(object))
    let value = try nested(name, at: computed.location) { () throws(Diagnostic) in
      try scope.value(of: computed.body)
    }
    return try program.conforming(
      value, to: computed.type?.inType(object.type), at: computed.location)
  }

  /// The declaration of `object`'s stored property `name`; an error when its class has none.
  func storedProperty(_ name: String, of object: ObjectReference, at location: SourceLocation)
    throws(Diagnostic) -> PropertyDecl
  {
    guard let property = program.records[object.type]?.properties.first(where: { $0.name == name })
    else {
      throw Diagnostic(
        message: "value of type '\(object.type)' has no stored property '\(name)'"
          + didYouMean(name, among: object.names),
        location: location)
    }
    return property
  }

  /// Sets the stored property `name` of `object`, converted to its declared type; a `let` is
  /// an error. When checking, only checks that it could.
  func set(_ name: String, of object: ObjectReference, to value: Value, at location: SourceLocation)
    throws(Diagnostic)
  {
    // A Foundation coder's date strategy, which the assignment has checked.
    if Self.codingTypeNames.contains(object.type), let current = object[stored: name],
      current.typeName == value.typeName
    {
      if checks == nil { object[name] = value }
      return
    }
    let property = try storedProperty(name, of: object, at: location)
    guard !property.isConstant else {
      throw Diagnostic(
        message: "cannot assign to property: '\(name)' is a 'let' constant", location: location)
    }
    let stored = try program.conforming(
      value, to: property.type ?? object[stored: name]?.inferredType, at: location)
    guard checks == nil else { return }
    object[name] = stored
  }

  /// The method `name` of `object`'s class, if it declares one.
  func method(named name: String, of object: ObjectReference) -> FunctionDecl? {
    program.records[object.type]?.functions.first { $0.name == name }
  }

  /// Runs `function`, a method of `object`, as an action statement (`library.add(book)`):
  /// its body changes the object, and a value it gives is set aside.
  func run(
    _ function: FunctionDecl, of object: ObjectReference, _ arguments: [Argument],
    at location: SourceLocation
  ) throws(Diagnostic) {
    try perform(
      function, arguments, at: location,
      from: Evaluator(program: program, checks: checks).with("self", .object(object)))
  }

  /// Runs `function` with `arguments` as a statement, its body in `base`'s scope: an object's
  /// method, a type method or a top-level function; a value it gives is set aside.
  func perform(
    _ function: FunctionDecl, _ arguments: [Argument], at location: SourceLocation,
    from base: Evaluator
  ) throws(Diagnostic) {
    guard !function.isView else {
      throw Diagnostic(
        message: "'\(function.name)' makes a view; call it in a view builder", location: location)
    }
    try invoke(function, arguments, at: location, from: base) { (scope) throws(Diagnostic) in
      if function.result == nil {
        _ = try scope.run(function.body)
      } else {
        _ = try scope.value(of: function.body)
      }
    }
  }
}

extension Value {
  /// An instance of `decl` with its stored properties `fields`: a record for a struct, a new
  /// object for a class.
  static func instance(of decl: StructDecl, fields: [Field]) -> Value {
    guard let kind = decl.objectKind else { return .record(type: decl.name, fields: fields) }
    let announced = decl.properties.filter { property in
      switch kind {
      case .observable: property.wrapper != "ObservationIgnored"
      case .observableObject: property.wrapper == "Published"
      case .plain: false
      }
    }
    return .object(
      ObjectReference(
        type: decl.name, kind: kind, fields: fields, announced: Set(announced.map(\.name))))
  }
}
