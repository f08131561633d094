import Foundation
import Observation

/// An instance of a class the program declares: one object that every value holding it shares,
/// as Swift's classes are reference types ("Structures and Classes", "Classes Are Reference
/// Types").
///
/// Views see its changes as SwiftUI's do. An `@Observable` class's stored properties are
/// observed one by one ("Managing model data in your app"): a view whose body read `count`
/// is updated when `count` changes, and not for another property; `@ObservationIgnored` ones
/// are not observed. An `ObservableObject`'s `@Published` properties announce every change to
/// the object as a whole (`objectWillChange`), which updates the views that hold the object
/// with `@StateObject`, `@ObservedObject` or `@EnvironmentObject` (see ``subscribe()``); its
/// other properties change silently.
///
/// ```swift
/// let model = ObjectReference(type: "Model", kind: .observable, fields: [.init(name: "count", value: .integer(0))])
/// model["count"] = .integer(1)   // the views that read `model.count` update
/// ```
package final class ObjectReference: Observable, Hashable, CustomStringConvertible,
  @unchecked Sendable
{
  /// How an object's changes reach the views that show it.
  package enum Kind: Sendable {
    /// An `@Observable` class: each stored property is observed on its own.
    case observable
    /// An `ObservableObject`: its `@Published` properties announce changes to the object.
    case observableObject
    /// A plain class: views see its changes only when something else updates them.
    case plain
  }

  /// The class's name.
  package let type: String
  /// How its changes are announced.
  package let kind: Kind
  /// The value of its `id` when made, which `ForEach` keys it by: a class's `id` is a constant
  /// in the code views show (a `var id` that changes keeps the key it had).
  package let id: Value?
  /// The stored properties that announce their changes: every one of an `@Observable` class
  /// but its `@ObservationIgnored` ones, and an `ObservableObject`'s `@Published` ones.
  private let announced: Set<String>
  private let registrar = ObservationRegistrar()
  // The lock makes the object shareable as a `Value` is; it is never held while observers
  // run, since they may read the object.
  private let lock = NSLock()
  private var fields: [Value.Field]

  /// An object of the class `type` with its stored properties `fields`, in declaration order;
  /// `announced` names those whose changes views see.
  package init(type: String, kind: Kind, fields: [Value.Field], announced: Set<String>) {
    self.type = type
    self.kind = kind
    self.fields = fields
    self.announced = announced
    id = fields.first { $0.name == "id" }?.value
  }

  /// The key path observation registers a read or a change of the property `name` under.
  private static func keyPath(_ name: String) -> KeyPath<ObjectReference, Value?> {
    \ObjectReference.[stored: name]
  }

  /// The name under which an `ObservableObject` announces any change (`objectWillChange`).
  private static let willChange = "objectWillChange"

  /// The stored property `name`, unobserved; `nil` when the class has none of that name.
  package subscript(stored name: String) -> Value? {
    lock.withLock { fields.first { $0.name == name }?.value }
  }

  /// The stored property `name`; `nil` when the class has none of that name. Reading an
  /// `@Observable` class's property while a view's body is evaluated makes the view observe it.
  package subscript(name: String) -> Value? {
    get {
      if kind == .observable, announced.contains(name) {
        registrar.access(self, keyPath: Self.keyPath(name))
      }
      return self[stored: name]
    }
    set {
      guard let newValue else { return }
      let store = { [self] in
        lock.withLock {
          if let index = fields.firstIndex(where: { $0.name == name }) {
            fields[index].value = newValue
          }
        }
      }
      switch kind {
      case .observable where announced.contains(name):
        registrar.withMutation(of: self, keyPath: Self.keyPath(name), store)
      case .observableObject where announced.contains(name):
        registrar.withMutation(of: self, keyPath: Self.keyPath(Self.willChange), store)
      default:
        store()
      }
    }
  }

  /// The names of its stored properties, in declaration order.
  package var names: [String] { lock.withLock { fields.map(\.name) } }

  /// Makes the view whose body is being evaluated update on the object's `objectWillChange`,
  /// as `@StateObject`, `@ObservedObject` and `@EnvironmentObject` subscribe their view to it.
  /// Does nothing for an `@Observable` class, whose views observe the properties they read.
  package func subscribe() {
    guard kind == .observableObject else { return }
    registrar.access(self, keyPath: Self.keyPath(Self.willChange))
  }

  /// The class's name, as `String(describing:)` names an instance of a class that does not
  /// describe itself (without the module's name, which an interpreted file has none of).
  package var description: String { type }

  /// Objects are equal when they are the same object (`===`).
  package static func == (lhs: ObjectReference, rhs: ObjectReference) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
