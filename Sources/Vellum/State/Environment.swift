import Observation

/// A value read from the view's environment: a key path into `EnvironmentValues`, or an
/// `@Observable` object placed with `.environment(_:)`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// @Environment(Library.self) private var library
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private var box: EnvironmentBox<Value>

  /// Reads the value at `keyPath`.
  ///
  /// ```swift
  /// @Environment(\.isEnabled) private var isEnabled
  /// ```
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    box = EnvironmentBox(read: { $0[keyPath: keyPath] }, typeName: nil)
  }

  /// Reads the `@Observable` object of this type placed with `.environment(_:)`.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    box = EnvironmentBox(read: { $0.object(Value.self) }, typeName: viewTypeName(Value.self))
  }

  /// Reads the `@Observable` object of this type, or `nil` when none was placed.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library: Library?
  /// ```
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    box = EnvironmentBox(read: { $0.object(T.self) }, typeName: nil)
  }

  /// The current value.
  @MainActor public var wrappedValue: Value {
    if let value = box.value { return value }
    guard let value = box.read(EnvironmentValues()) else {
      preconditionFailure("no \(box.typeName ?? "value") in the environment")
    }
    return value
  }
}

extension Environment: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    guard box.isBound(to: record) else { return .boundElsewhere }
    box.value = box.read(record.environment)
    if box.value == nil, let typeName = box.typeName {
      return .missing(
        "\(record.typeName): no @Observable object of type \(typeName) in the environment; "
          + "place one with .environment(_:) on an ancestor")
    }
    return .linked
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = EnvironmentBox(read: box.read, typeName: box.typeName)
    return link(to: record, slot: slot)
  }
}

/// What an `Environment` reads, and the value read when its view was last linked.
private final class EnvironmentBox<Value>: RecordBound {
  let read: (EnvironmentValues) -> Value?
  let typeName: String?
  var value: Value?

  init(read: @escaping (EnvironmentValues) -> Value?, typeName: String?) {
    self.read = read
    self.typeName = typeName
  }
}
