/// A two-way connection to a value owned elsewhere: a view's `@State`, a model's property, or
/// any getter and setter.
///
/// ```swift
/// struct PushButton: View {
///   let title: String
///   @Binding var isOn: Bool
///   var body: some View {
///     Button(title) { isOn.toggle() }
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: any Location<Value>

  init(location: any Location<Value>) { self.location = location }

  /// Creates a binding from a getter and a setter.
  ///
  /// ```swift
  /// Binding(get: { store.recipe(id) }, set: { store.update($0) })
  /// ```
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
  }

  /// Creates a binding from another binding, for `@Binding` properties initialised in `init`.
  ///
  /// ```swift
  /// init(isOn: Binding<Bool>) { _isOn = isOn }
  /// ```
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  ///
  /// ```swift
  /// Toggle("On", isOn: .constant(true))
  /// ```
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The value the binding refers to.
  @MainActor public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$value` inside a view with `@Binding var value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  ///
  /// ```swift
  /// StarRating(rating: $recipe.rating)
  /// ```
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(location: MemberLocation(base: location, keyPath: keyPath))
  }
}

extension Binding {
  /// Creates a binding to an optional from a binding to a non-optional.
  ///
  /// ```swift
  /// let optional = Binding<Int?>(count)
  /// ```
  @MainActor public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// Creates a binding to a non-optional value, or `nil` when the base value is `nil` now.
  ///
  /// ```swift
  /// if let name = Binding($optionalName) { TextField("Name", text: name) }
  /// ```
  @MainActor public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    var last = current
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: { base.wrappedValue = $0 })
  }
}

extension Binding: @MainActor Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  @MainActor public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

/// Where a binding reads and writes its value.
protocol Location<Value>: AnyObject {
  associatedtype Value
  @MainActor func get() -> Value
  @MainActor func set(_ value: Value)
  /// Whether `other` reads and writes the same storage; `false` when that cannot be known.
  func isSame(as other: any Location<Value>) -> Bool
}

extension Location {
  func isSame(as other: any Location<Value>) -> Bool { self === other }
}

/// A binding into a view's `@State` storage.
final class StateLocation<Value>: Location {
  let storage: StateStorage<Value>

  init(_ storage: StateStorage<Value>) { self.storage = storage }

  func get() -> Value { storage.value }
  func set(_ value: Value) { storage.value = value }

  func isSame(as other: any Location<Value>) -> Bool {
    (other as? StateLocation<Value>)?.storage === storage
  }
}

/// A binding made from a getter and a setter.
final class ClosureLocation<Value>: Location {
  let getter: () -> Value
  let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  func get() -> Value { getter() }
  func set(_ value: Value) { setter(value) }
}

/// A binding to a property of another binding's value.
final class MemberLocation<Base, Value>: Location {
  let base: any Location<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: any Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func isSame(as other: any Location<Value>) -> Bool {
    guard let other = other as? MemberLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSame(as: base)
  }

  func get() -> Value { base.get()[keyPath: keyPath] }
  func set(_ value: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    base.set(whole)
  }
}

/// A binding whose value never changes.
final class ConstantLocation<Value>: Location {
  let value: Value

  init(_ value: Value) { self.value = value }

  func get() -> Value { value }
  func set(_ value: Value) {}
}
