import Foundation
import Vellum

extension Program {
  /// The types a property may have besides the file's enums and records.
  static let builtinTypes = [
    "Int", "Double", "String", "Bool", "UUID", "Color", "Gradient", "LinearGradient",
    "PreviewGallery", "Date", "URL", "Data", "JSONDecoder", "JSONEncoder", "DispatchQueue",
    "UserDefaults", "GridItem", "Any", "Calendar", "DateComponents", "CGFloat", "CGPoint", "CGSize",
    "CGRect", "Angle", "Path",
  ]

  /// `type` with its qualified names resolved: `Outer.Inner` is the nested type `Inner` (held
  /// beside the others), and `Record.ID` is the type of the record's `id`, as `Identifiable`
  /// defines `ID`.
  func resolved(_ type: TypeName) -> TypeName {
    switch type {
    case .optional(let wrapped): return .optional(resolved(wrapped))
    case .array(let element): return .array(resolved(element))
    case .function(let parameters, let result):
      return .function(parameters: parameters.map(resolved), result: resolved(result))
    // `Array<T>` and `Optional<T>` are `[T]` and `T?`; a set is held as an array of its
    // distinct elements.
    case .generic("Array", let arguments) where arguments.count == 1,
      .generic("Set", let arguments) where arguments.count == 1:
      return .array(resolved(arguments[0]))
    case .generic("Optional", let arguments) where arguments.count == 1:
      return .optional(resolved(arguments[0]))
    // `Box<Int>` for a generic struct or class of the program: the language keeps no static
    // types, so it is `Box`, holding whatever it is given.
    case .generic(let name, _) where records[name]?.genericParameters.isEmpty == false:
      return .named(name)
    case .generic(let name, let arguments):
      return .generic(name, arguments.map(resolved))
    // A `CGFloat` is a `Double`, as it is on every 64-bit platform Swift runs on.
    case .named("CGFloat"): return .named("Double")
    case .named(let name):
      let parts = name.split(separator: ".").map(String.init)
      guard parts.count > 1 else { return type }
      if parts.last == "ID",
        let owner = records[parts[parts.count - 2]] ?? views[parts[parts.count - 2]],
        let id = owner.properties.first(where: { $0.name == "id" })?.type
      {
        return resolved(id)
      }
      return .named(parts[parts.count - 1])
    }
  }

  /// The static members of the struct, class or enum `type`; `nil` when the program declares
  /// no such type.
  func typeMembers(of type: String) -> TypeMembers? {
    (records[type] ?? views[type])?.typeMembers ?? enums[type]?.typeMembers
  }

  /// Whether `type` names a type the language knows, or the problem with it.
  func validate(_ type: TypeName, at location: SourceLocation) throws(Diagnostic) {
    switch resolved(type) {
    case .optional(let wrapped), .array(let wrapped):
      try validate(wrapped, at: location)
    case .function(let parameters, let result):
      for type in parameters + [result] where type != .named("Void") {
        try validate(type, at: location)
      }
    case .generic("Binding", let arguments) where arguments.count == 1:
      try validate(arguments[0], at: location)
    case .generic:
      throw Diagnostic(
        message: "the generic type '\(type)' is not interpreted; the language reads "
          + "'Binding<T>', 'Array<T>', 'Set<T>' and 'Optional<T>'", location: location)
    case .named(let name):
      guard
        Self.builtinTypes.contains(name) || enums[name] != nil || records[name] != nil
          || protocols[name] != nil || name == Value.tupleType
          || Value.tupleLabels(of: name) != nil
      else {
        let hint = suggestions.hint(for: name, kind: "type") {
          Self.builtinTypes + enums.keys.sorted() + records.keys.sorted()
        }
        throw Diagnostic(message: "cannot find type '\(name)' in scope\(hint)", location: location)
      }
    }
  }

  /// `value` as a value of `type` (an integer literal becomes a `Double` where one is
  /// declared), or `nil` when it is not one.
  func converted(_ value: Value, to type: TypeName) -> Value? {
    switch (resolved(type), value) {
    case (.optional, .none): return value
    case (.optional(let wrapped), _): return converted(value, to: wrapped)
    case (.array(let element), .array(let values)):
      var result: [Value] = []
      for value in values {
        guard let element = converted(value, to: element) else { return nil }
        result.append(element)
      }
      return .array(result)
    case (.named("Double"), .integer(let number)): return .double(Double(number))
    case (.named("Any"), _): return value
    // A tuple given the labels of the tuple type it converts to (`return (low, high)` from a
    // function declared `-> (min: Int, max: Int)`).
    case (.named(let name), .record(Value.tupleType, let fields))
    where Value.tupleLabels(of: name)?.count == fields.count:
      let labels = Value.tupleLabels(of: name)!
      return .record(
        type: Value.tupleType,
        fields: zip(labels, fields).enumerated().map { index, pair in
          Value.Field(name: pair.0 ?? "\(index)", value: pair.1.value)
        })
    case (.function, .function): return value
    case (.generic("Binding", _), .binding): return value
    case (.named("Void"), .none): return value
    case (.named(let name), _) where protocols[name] != nil:
      return conforms(value.typeName, to: name) ? value : nil
    case (.named(let name), _): return value.typeName == name ? value : nil
    default: return nil
    }
  }

  /// Whether the type `type` conforms to the program's protocol `name`, itself or through a
  /// protocol it adopts that inherits it.
  func conforms(_ type: String, to name: String) -> Bool {
    var queue = records[type]?.conformances ?? enums[type]?.conformances ?? []
    var seen: Set<String> = []
    while let next = queue.popLast() {
      if next == name { return true }
      guard seen.insert(next).inserted, let adopted = protocols[next] else { continue }
      queue += adopted.inherited
    }
    return false
  }

  /// `value` checked against a property's declared type, if it has one.
  func conforming(_ value: Value, to type: TypeName?, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    guard let type else { return value }
    guard let result = converted(value, to: type) else {
      throw Diagnostic(
        message: "cannot convert value of type '\(value.typeName)' to specified type '\(type)'",
        location: location)
    }
    return result
  }

  /// A value of `type` for checking code that needs one: zero, empty, `false`, the first case,
  /// a record of samples. `nil` when the type is unknown or nests without end.
  @MainActor
  func sample(of type: TypeName, depth: Int = 0) -> Value? {
    guard depth < 8 else { return nil }
    switch resolved(type) {
    // An optional of a type with no sample (`UserDefaults?`) may be nil.
    case .optional(let wrapped): return sample(of: wrapped, depth: depth + 1) ?? Value.none
    case .array: return .array([])
    case .function: return .function(.sample())
    case .generic("Binding", let arguments):
      return arguments.first.flatMap { sample(of: $0, depth: depth + 1) }.map {
        .binding(BindingValue(.constant($0)))
      }
    case .generic: return nil
    case .named("Int"): return .integer(0)
    case .named("Double"): return .double(0)
    case .named("String"): return .string("")
    case .named("Bool"): return .boolean(false)
    case .named("UUID"): return .uuid(.zero)
    case .named("Color"): return .color(.clear)
    case .named("Date"): return .date(Date(timeIntervalSince1970: 0))
    case .named("URL"): return URL(string: "https://example.com").map(Value.url)
    case .named("Path"): return .geometry(.path(Path()))
    case .named("Calendar"): return .calendar(Calendar(identifier: .gregorian))
    case .named(let name) where GeometryValue.typeNames.contains(name):
      return GeometryValue.zero(of: name).map(Value.geometry)
    case .named(let name) where protocols[name] != nil:
      // A value of a protocol type: a sample of the first type that conforms to it.
      let conforming = (records.keys.sorted() + enums.keys.sorted()).first {
        conforms($0, to: name)
      }
      return conforming.flatMap { sample(of: .named($0), depth: depth + 1) }
    case .named(let name):
      if let decl = enums[name], let first = decl.cases.first {
        var values: [Value.Field] = []
        for value in decl.associatedValues[first] ?? [] {
          guard let sample = sample(of: value.type, depth: depth + 1) else { return nil }
          values.append(Value.Field(name: value.label ?? "", value: sample))
        }
        return .enumCase(type: name, name: first, values: values)
      }
      guard let decl = records[name] else { return nil }
      var fields: [Value.Field] = []
      for property in decl.properties {
        // A property without a written type (`@Published var count = 0`) holds its default.
        let value =
          if let type = property.type { sample(of: type, depth: depth + 1) } else {
            property.initialValue.flatMap {
              try? Evaluator(program: self, checks: DiagnosticLog()).evaluate($0)
            }
          }
        guard let value else { return nil }
        fields.append(Value.Field(name: property.name, value: value))
      }
      return Value.instance(of: decl, fields: fields)
    }
  }
}

extension UUID {
  /// The nil UUID, `00000000-0000-0000-0000-000000000000`.
  static let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
