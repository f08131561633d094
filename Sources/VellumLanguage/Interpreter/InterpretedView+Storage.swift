import Foundation
import Vellum

/// `@AppStorage("key")` and `@SceneStorage("key")` properties: their values are kept in the
/// host's app storage (its `defaultAppStorage`) or scene storage, under their keys, as the
/// compiled wrappers keep them — an `Int`, `Double`, `Bool` or `String` as itself, an enum by
/// its raw value, a `Date` as its interval since the reference date, a `URL` as its string —
/// so every view reading a key, interpreted or compiled, shares its value.
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// ```
extension InterpretedView {
  /// The value `property` keeps under its key, reading `initial` while the store has none.
  func stored(_ property: PropertyDecl, initial: Value) -> StoredValue<Value> {
    // An optional's representation is its wrapped type's: a sample of it tells which.
    var like = initial
    if initial == .none, case .optional(let wrapped)? = property.type {
      like = program.sample(of: wrapped) ?? initial
    }
    let program = program
    return StoredValue(
      key: property.storageKey ?? property.name, defaultValue: initial,
      representation: StoredRepresentation(
        load: { object in
          guard case .enumCase(let type, _, _) = like else {
            return Program.value(of: object, like: like)
          }
          // A raw value is a `String` or an `Int`.
          var raw = Program.value(of: object, like: .string(""))
          if raw == nil { raw = Program.value(of: object, like: .integer(0)) }
          guard let raw else { return nil }
          return MainActor.assumeIsolated { program.enumCase(of: type, rawValue: raw) }
        },
        save: { value in
          Program.object(of: MainActor.assumeIsolated { program.plain(value) })
        }))
  }

  /// The store `property` keeps its value in.
  func store(of property: PropertyDecl) -> any KeyValueStore {
    property.wrapper == "SceneStorage" ? (sceneStorage ?? .unhosted) : appStorage
  }
}

extension Program {
  /// `value` with an enum case as its raw value, as a store keeps it.
  @MainActor func plain(_ value: Value) -> Value {
    guard case .enumCase(let type, let name, _) = value, let decl = enums[type] else {
      return value
    }
    return (try? Evaluator(program: self).rawValue(of: name, in: type, at: decl.location))
      ?? .none
  }

  /// The case of the enum `type` whose raw value is `raw`, if one is.
  @MainActor func enumCase(of type: String, rawValue raw: Value) -> Value? {
    enums[type]?.cases.first { plain(.enumCase(type: type, name: $0)) == raw }
      .map { .enumCase(type: type, name: $0) }
  }

  /// A plain value as the compiled wrappers store it; `nil` (which removes the key) for `nil`
  /// or a value no store keeps.
  nonisolated static func object(of value: Value) -> Any? {
    switch value {
    case .integer(let number): number
    case .double(let number): number
    case .boolean(let flag): flag
    case .string(let text): text
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .url(let url): url.absoluteString
    default: nil
    }
  }

  /// The plain value a stored `object` stands for, of the kind `like` is; `nil` when it is
  /// not one (the default then shows).
  nonisolated static func value(of object: Any, like: Value) -> Value? {
    switch like {
    case .integer: ((object as? Int) ?? (object as? NSNumber)?.intValue).map(Value.integer)
    case .double: ((object as? Double) ?? (object as? NSNumber)?.doubleValue).map(Value.double)
    case .boolean: ((object as? Bool) ?? (object as? NSNumber)?.boolValue).map(Value.boolean)
    case .string: (object as? String).map(Value.string)
    case .date: (object as? Double).map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
    case .url: (object as? String).flatMap(URL.init(string:)).map(Value.url)
    default: nil
    }
  }
}
