import Foundation
import Vellum

/// A value of the textual language: what properties, locals and expressions hold.
///
/// Values print as Swift prints the values they stand for (`1`, `2.5`, `Book(id: 1, …)`), so a
/// string interpolation or a tag renders the same interpreted or compiled.
///
/// ```swift
/// Value.integer(3).description                                // "3"
/// Value.enumCase(type: "Frequency", name: "daily").description // "daily"
/// ```
package enum Value: Hashable, Sendable, CustomStringConvertible {
  /// An `Int`.
  case integer(Int)
  /// A `Double`.
  case double(Double)
  /// A `String`.
  case string(String)
  /// A `Bool`.
  case boolean(Bool)
  /// `nil`.
  case none
  /// An array.
  case array([Value])
  /// A record struct's value: its type and its fields in declaration order.
  case record(type: String, fields: [Field])
  /// A case of a declared enum, with its associated values (`collection("Desserts")`), each
  /// named by its label (empty for none).
  case enumCase(type: String, name: String, values: [Field] = [])
  /// `a..<b` (closed ranges are stored as half-open ones).
  case range(Range<Int>)
  /// The offsets `onDelete` passes.
  case offsets(IndexSet)
  /// A type used as a value: `Book.self`.
  case type(String)
  /// A `UUID`: made by `UUID()`, numbered in the order the program makes them
  /// (``Program/makeUUID()``), so that what a file shows does not change from run to run.
  case uuid(UUID)
  /// A `Color`: `Color.red`, `Color(white: 0.6)`.
  case color(Color)
  /// A `Gradient`: `Gradient(colors: [.red, .yellow])`.
  case gradient(Gradient)
  /// A `LinearGradient`.
  case linearGradient(LinearGradient)
  /// A built-in shape used as a value: `Capsule()`.
  case shape(ShapeValue)
  /// An instance of a class the program declares, shared by every value that holds it.
  case object(ObjectReference)
  /// A function: a closure, or a method or enum case named without being called.
  case function(FunctionValue)
  /// A binding: `Binding(get:set:)`, `Binding.constant(_:)` or `$name` as a value.
  case binding(BindingValue)
  /// A `PreviewGallery` the program's gallery glue fills.
  case gallery(PreviewGalleryValue)
  /// A `Date`: `Date(timeIntervalSince1970: 1_780_000_000)`, `Date.now`.
  case date(Date)
  /// A `URL`: `URL(string: "https://example.com")`.
  case url(URL)
  /// `Data`: `Data(json.utf8)`, what `JSONEncoder` writes.
  case data(Data)
  /// A publisher: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  case publisher(PublisherValue)
  /// A `ViewHost` made by top-level code.
  case host(HostValue)
  /// A `GridItem`: `GridItem(.flexible())`.
  case gridItem(GridItemValue)
  /// A point, size, rectangle, angle or path: `CGPoint(x: 0, y: 0)`, `.degrees(90)`.
  case geometry(GeometryValue)
  /// A `Calendar`: `Calendar.current`.
  case calendar(Calendar)

  /// One field of a record.
  package struct Field: Hashable, Sendable {
    /// The field's name.
    package var name: String
    /// Its value.
    package var value: Value
  }

  /// The value as Swift's `String(describing:)` writes the value it stands for.
  package var description: String {
    switch self {
    case .integer(let value): String(value)
    case .double(let value): String(describing: value)
    case .string(let value): value
    case .boolean(let value): String(value)
    case .none: "nil"
    case .array(let values): "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
    // A tuple as Swift prints one: `(1, 2)`, `(min: 1, max: 9)`.
    case .record(Self.tupleType, let fields):
      "("
        + fields.map { field in
          (Int(field.name) == nil ? field.name + ": " : "") + field.value.debugDescription
        }
        .joined(separator: ", ") + ")"
    case .record(let type, let fields):
      type + "(" + fields.map { "\($0.name): \($0.value.debugDescription)" }.joined(separator: ", ")
        + ")"
    case .enumCase(_, let name, let values) where values.isEmpty: name
    case .enumCase(_, let name, let values):
      name + "("
        + values.map { ($0.name.isEmpty ? "" : "\($0.name): ") + $0.value.debugDescription }
        .joined(separator: ", ") + ")"
    case .range(let range): "\(range.lowerBound)..<\(range.upperBound)"
    case .offsets(let offsets): String(describing: offsets)
    case .type(let name): name
    case .uuid(let uuid): uuid.uuidString
    case .color(let color): color.description
    case .gradient(let gradient): String(describing: gradient)
    case .linearGradient(let gradient): gradient.description
    case .shape(let shape): shape.description
    case .object(let object): object.description
    case .function(let function): function.description
    case .binding(let binding): binding.description
    case .gallery(let gallery): "PreviewGallery(\(gallery.entries.count) groups)"
    case .date(let date): date.description
    case .url(let url): url.description
    case .data(let data): data.description
    case .publisher(let publisher): publisher.description
    case .host(let host): host.description
    case .gridItem(let item): item.description
    case .geometry(let geometry): geometry.description
    case .calendar(let calendar): calendar.description
    }
  }

  /// The value as it appears inside a collection or record: strings quoted, as Swift does.
  var debugDescription: String {
    if case .string(let value) = self { return String(reflecting: value) }
    return description
  }

  /// Whether the value is a sequence `map` maps element by element: an array, a range, an
  /// `IndexSet` or a string.
  var isCollection: Bool {
    switch self {
    case .array, .range, .offsets, .string: true
    default: false
    }
  }

  /// Whether the value is a record or an object, whose properties may hold closures.
  var hasFields: Bool {
    switch self {
    case .record, .object: true
    default: false
    }
  }

  /// The name of the value's type, for error messages.
  var typeName: String {
    switch self {
    case .integer: "Int"
    case .double: "Double"
    case .string: "String"
    case .boolean: "Bool"
    case .none: "nil"
    case .array: "Array"
    case .record(let type, _), .enumCase(let type, _, _): type
    case .range: "Range<Int>"
    case .uuid: "UUID"
    case .offsets: "IndexSet"
    case .type(let name): "\(name).Type"
    case .color: "Color"
    case .gradient: "Gradient"
    case .linearGradient: "LinearGradient"
    case .shape(let shape): shape.typeName
    case .object(let object): object.type
    case .function: "function"
    case .binding: "Binding"
    case .gallery: "PreviewGallery"
    case .date: "Date"
    case .url: "URL"
    case .data: "Data"
    case .publisher: "Publisher"
    case .host: "ViewHost"
    case .gridItem: "GridItem"
    case .geometry(let geometry): geometry.typeName
    case .calendar: "Calendar"
    }
  }

  /// The type a property without a written type has, from its value: `Int` for `0`. `nil`
  /// where the value does not say (an empty array, `nil`).
  var inferredType: TypeName? {
    switch self {
    case .integer, .double, .string, .boolean, .record, .enumCase, .color, .gradient,
      .linearGradient, .object, .date, .url, .data, .geometry, .calendar:
      .named(typeName)
    default: nil
    }
  }

  /// The identity `ForEach` keys an element by: a record's or an object's `id` field, else the
  /// value itself (an object without an `id` is its own identity, as `Identifiable` gives a
  /// class its `ObjectIdentifier`).
  var identity: Value {
    if case .record(_, let fields) = self, let id = fields.first(where: { $0.name == "id" }) {
      return id.value
    }
    if case .object(let object) = self, let id = object.id { return id }
    return self
  }

  /// The field `name` of a record or an object (`\.offset` of an enumerated element), or the
  /// value itself.
  subscript(field name: String) -> Value {
    if case .record(_, let fields) = self, let field = fields.first(where: { $0.name == name }) {
      return field.value
    }
    if case .object(let object) = self, let value = object[stored: name] { return value }
    return self
  }

  /// The type name of the elements `enumerated()` gives.
  static let enumeratedElement = "(offset: Int, element: Element)"

  /// The type name of a tuple's record, whose fields are named by their labels or positions.
  static let tupleType = "(…)"

  /// The type name a tuple type with element labels is held as: `(min:max:)` for
  /// `(min: Int, max: Int)`, `_` for an element without one.
  static func tupleTypeName(labels: [String?]) -> String {
    labels.allSatisfy { $0 == nil }
      ? tupleType : "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// The element labels a tuple type name (``tupleTypeName(labels:)``) gives; `nil` for a
  /// name that is no labelled tuple type's.
  static func tupleLabels(of typeName: String) -> [String?]? {
    guard typeName.hasPrefix("("), typeName.hasSuffix(":)") else { return nil }
    return typeName.dropFirst().dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
      .map { $0 == "_" ? nil : String($0) }
  }
}

/// Typed views of a value, for the bindings controls take (`Binding<Bool>` from a `Value`).
extension Value {
  /// The value as a `Bool`; setting stores a `Bool`.
  /// The value as a `Date`; setting stores a `Date`.
  var dateValue: Date {
    get { if case .date(let date) = self { date } else { Date(timeIntervalSince1970: 0) } }
    set { self = .date(newValue) }
  }

  /// The value as a `Color`; setting stores a `Color`.
  var colorValue: Color {
    get { if case .color(let color) = self { color } else { .clear } }
    set { self = .color(newValue) }
  }

  var bool: Bool {
    get { if case .boolean(let value) = self { value } else { false } }
    set { self = .boolean(newValue) }
  }

  /// The value as a `String`; setting stores a `String`.
  var string: String {
    get { if case .string(let value) = self { value } else { description } }
    set { self = .string(newValue) }
  }

  /// The value as an `Int`; setting stores an `Int`.
  var int: Int {
    get {
      switch self {
      case .integer(let value): value
      case .double(let value): Int(value)
      default: 0
      }
    }
    set { self = .integer(newValue) }
  }

  /// The value as a `Double`; setting stores a `Double`.
  var double: Double {
    get {
      switch self {
      case .integer(let value): Double(value)
      case .double(let value): value
      default: 0
      }
    }
    set { self = .double(newValue) }
  }
}

extension Value: AttributeDescribable {
  /// Numbers, strings and flags show as themselves, anything else by its description, as the
  /// Swift values they stand for do.
  package var attributeValue: AttributeValue {
    switch self {
    case .integer(let value): .int(value)
    case .double(let value): .double(value)
    case .boolean(let value): .bool(value)
    case .string(let value): .string(value)
    default: .name(Keyword(rawValue: description))
    }
  }
}
