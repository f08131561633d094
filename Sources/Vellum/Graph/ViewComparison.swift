import Foundation
import VellumHotPaths

/// Decides, once per view type, how to tell whether a new value of the view has the same inputs
/// as the old one, so an unchanged child is not re-evaluated.
///
/// A type that is `Equatable` compares with `==`. Otherwise its stored properties are compared
/// one by one where that is cheap and exact: plain data by bytes, `Equatable` values with `==`,
/// bindings by the storage they point to, observed objects by identity; state and environment
/// properties are skipped, because the graph keeps their values. References to objects (and
/// optional references) and closures compare by identity, as SwiftUI compares them: the same
/// object or the same closure context is the same input. A property of any other kind makes the
/// view count as changed.
@MainActor
enum ViewComparison {
  fileprivate enum Field {
    case bytes(offset: Int, size: Int)
    case equatable(offset: Int, type: any Equatable.Type)
    case property(offset: Int, type: any ComparableProperty.Type)
  }

  /// How values of one type are compared, decided on first use.
  fileprivate enum Strategy {
    case equatable(any Equatable.Type)
    case fields([Field])
    case never
  }

  /// Read for every child a record refreshes, in single accesses, so exempt from the run-time
  /// exclusivity check; a ``TypeTable`` like the graph's other per-type caches.
  private static let cache = UncheckedCell(TypeTable<Strategy>())

  /// How values of one view type are compared, looked up once for a run of comparisons (the
  /// rows of a `ForEach`) rather than once a comparison.
  ///
  /// ```swift
  /// let comparer = ViewComparison.comparer(for: Row.self)
  /// comparer.areEqual(record.view, newRow)
  /// ```
  struct Comparer {
    fileprivate let strategy: Strategy

    /// Whether the stored view `old` is a value of `new`'s type with the same inputs.
    ///
    /// `old` is opened in place rather than cast or copied: its type is compared with `V`, and
    /// its bytes are read where the existential keeps them (`old` is `inout` only so that no
    /// copy of a record's stored view is made to read it; it is not changed).
    func areEqual<V: View>(_ old: inout any View, _ new: V) -> Bool {
      if case .never = strategy { return false }
      return isSame(&old, as: new)
    }

    /// Compares `old` once it is opened to its own type.
    private func isSame<Old: View, New: View>(_ old: inout Old, as new: New) -> Bool {
      ViewComparison.compare(&old, new, by: strategy)
    }
  }

  /// The comparer of values of `type`.
  static func comparer(for type: any View.Type) -> Comparer {
    Comparer(strategy: strategy(of: type))
  }

  /// Compares two values field by field. Not isolated, so the closures that read the values'
  /// bytes carry no actor isolation that would be checked at run time on every row.
  fileprivate nonisolated static func compare<Old, New>(
    _ lhs: inout Old, _ rhs: New, by strategy: Strategy
  ) -> Bool {
    guard Old.self == New.self else { return false }
    return withAddresses(of: &lhs, and: rhs) { compare($0, $1, by: strategy) }
  }

  /// Compares the values of one type at two addresses.
  fileprivate nonisolated static func compare(
    _ left: ValueAddress, _ right: ValueAddress, by strategy: Strategy
  ) -> Bool {
    switch strategy {
    case .equatable(let type): return equal(type, left, right)
    case .fields(let fields): return fields.allSatisfy { compare($0, left, right) }
    case .never: return false
    }
  }

  /// How values of a `ForEach`'s element type are compared, decided on first use: read once
  /// an update, in single accesses.
  private static let valueCache = UncheckedCell(TypeTable<Strategy>())

  /// Tells whether two values of a data type (a `ForEach`'s elements) are the same input to a
  /// function of them.
  ///
  /// Plain data and object references compare by their bytes (the same bits, or the same
  /// object, are the same input, whatever `==` says of `-0.0`); a struct compares field by
  /// field as a view's fields do; any other `Equatable` type with `==`.
  ///
  /// ```swift
  /// let same = ViewComparison.valueComparer(for: Int.self)
  /// same?.isSame(left, right)   // addresses of two `Int`s
  /// ```
  struct ValueComparer {
    fileprivate let strategy: Strategy

    /// Whether the values at `left` and `right`, both of the comparer's type, are the same.
    nonisolated func isSame(_ left: ValueAddress, _ right: ValueAddress) -> Bool {
      ViewComparison.compare(left, right, by: strategy)
    }

    /// The size of the values when they compare by all their bytes (plain data, objects), so
    /// that runs of them can be compared as bytes; `nil` otherwise.
    var bytesCompared: Int? {
      guard case .fields(let fields) = strategy, fields.count == 1,
        case .bytes(offset: 0, let size) = fields[0]
      else { return nil }
      return size
    }
  }

  /// The comparer of values of `type`, or `nil` when they cannot be compared exactly.
  static func valueComparer(for type: Any.Type) -> ValueComparer? {
    let strategy: Strategy
    if let cached = valueCache.value[type] {
      strategy = cached
    } else {
      if RuntimeLayout.isPlainData(type) || type is AnyObject.Type {
        strategy = .fields([.bytes(offset: 0, size: RuntimeLayout.size(of: type))])
      } else if let fields = comparableFields(of: type) {
        strategy = .fields(fields)
      } else if let equatable = type as? any Equatable.Type {
        strategy = .equatable(equatable)
      } else {
        strategy = .never
      }
      valueCache.value[type] = strategy
    }
    if case .never = strategy { return nil }
    return ValueComparer(strategy: strategy)
  }

  /// Whether two closures are the same function and capture nothing, so that calling them
  /// with the same arguments is calling one function of those arguments alone.
  ///
  /// ```swift
  /// ViewComparison.isSameCaptureFreeClosure(forEach.content, previous.content)
  /// ```
  nonisolated static func isSameCaptureFreeClosure<F>(_ lhs: F, _ rhs: F) -> Bool {
    areSameFunctionWithoutContext(lhs, rhs)
  }

  private static func strategy(of type: Any.Type) -> Strategy {
    if let cached = cache.value[type] { return cached }
    let strategy: Strategy
    if let equatable = type as? any Equatable.Type {
      strategy = .equatable(equatable)
    } else if let fields = comparableFields(of: type) {
      strategy = .fields(fields)
    } else {
      strategy = .never
    }
    cache.value[type] = strategy
    return strategy
  }

  private nonisolated static func compare(
    _ field: Field, _ left: ValueAddress, _ right: ValueAddress
  ) -> Bool {
    switch field {
    case .bytes(let offset, let size):
      return left.advanced(by: offset).bytesEqual(right.advanced(by: offset), count: size)
    case .equatable(let offset, let type):
      return equal(type, left.advanced(by: offset), right.advanced(by: offset))
    case .property(let offset, let type):
      return type.isSame(left.advanced(by: offset), right.advanced(by: offset))
    }
  }

  /// Whether the values are equal and, for `AnyHashable`s, of one type: `AnyHashable` equates
  /// numbers of different types (`UInt32(2007)` and `2007.0`), which a view shows differently,
  /// so a row of the one is not the same input as a row of the other.
  private nonisolated static func equal<E: Equatable>(
    _ type: E.Type, _ left: ValueAddress, _ right: ValueAddress
  ) -> Bool {
    left.withValue(as: E.self) { left in
      right.withValue(as: E.self) { right in
        guard left == right else { return false }
        guard E.self == AnyHashable.self, let left = left as? AnyHashable,
          let right = right as? AnyHashable
        else { return true }
        return Swift.type(of: left.base) == Swift.type(of: right.base)
      }
    }
  }

  /// How to compare each stored property of `type`, or `nil` when it is not a struct or one
  /// property cannot be compared exactly.
  private static func comparableFields(of type: Any.Type) -> [Field]? {
    guard let stored = RuntimeLayout.storedFields(of: type) else { return nil }
    var fields: [Field] = []
    for field in stored {
      if field.type is any KeptByGraph.Type { continue }
      if let property = field.type as? any ComparableProperty.Type {
        fields.append(.property(offset: field.offset, type: property))
      } else if RuntimeLayout.isPlainData(field.type) || isReference(field.type, kind: field.kind) {
        let size = RuntimeLayout.size(of: field.type)
        // Data next to data is compared with one `memcmp`: a row's index and model reference
        // are one comparison, not two.
        if case .bytes(let offset, let before) = fields.last, offset + before == field.offset {
          fields[fields.count - 1] = .bytes(offset: offset, size: before + size)
        } else {
          fields.append(.bytes(offset: field.offset, size: size))
        }
      } else if let equatable = field.type as? any Equatable.Type {
        fields.append(.equatable(offset: field.offset, type: equatable))
      } else {
        return nil
      }
    }
    return fields
  }

  /// Whether values of `type` are compared by identity: an object reference, an optional one, or
  /// a closure (its function and context).
  private static func isReference(_ type: Any.Type, kind: RuntimeLayout.Kind) -> Bool {
    switch kind {
    case .class, .function: return true
    case .optional: return (type as? any OptionalReference.Type)?.wrapsObject ?? false
    default: return false
    }
  }

}

/// A property wrapper that knows when two copies of it give a view the same input.
///
/// Not isolated to the main actor: a conformance isolated to it would have its executor checked
/// on every comparison, and comparing rows is the inner loop of reconciling a long list.
package protocol ComparableProperty {
  /// Whether the properties at `lhs` and `rhs` give the same input.
  static func isSame(_ lhs: ValueAddress, _ rhs: ValueAddress) -> Bool
}

/// A property wrapper whose value the graph keeps, so two copies of it always give a view the
/// same input: a view's comparison skips it.
package protocol KeptByGraph: ComparableProperty {}

extension KeptByGraph {
  /// Always the same input.
  package static func isSame(_ lhs: ValueAddress, _ rhs: ValueAddress) -> Bool { true }
}

extension ComparableProperty {
  /// Reads the properties at two addresses and compares them with `same`.
  package static func compare(
    _ lhs: ValueAddress, _ rhs: ValueAddress, by same: (Self, Self) -> Bool
  ) -> Bool {
    same(lhs.load(as: Self.self), rhs.load(as: Self.self))
  }
}

/// State is kept by the graph; a new initial value does not change the view's input.
extension State: KeptByGraph {}

/// Environment changes are seen through the record's environment.
extension Environment: KeptByGraph {}

/// Environment objects are found through the record's environment.
extension EnvironmentObject: KeptByGraph {}

/// A state object is made once and kept by the graph.
extension StateObject: KeptByGraph {}

extension ObservedObject: ComparableProperty {
  /// The same object.
  package static func isSame(_ lhs: ValueAddress, _ rhs: ValueAddress) -> Bool {
    compare(lhs, rhs) { $0.wrappedValue === $1.wrappedValue }
  }
}

extension Bindable: ComparableProperty {
  /// The same object.
  package static func isSame(_ lhs: ValueAddress, _ rhs: ValueAddress) -> Bool {
    compare(lhs, rhs) { $0.wrappedValue === $1.wrappedValue }
  }
}

extension Binding: ComparableProperty {
  /// Bindings to the same storage (the same state, property of a state, or object property).
  package static func isSame(_ lhs: ValueAddress, _ rhs: ValueAddress) -> Bool {
    compare(lhs, rhs) { $0.location.isSame(as: $1.location) }
  }
}

/// Lets the comparison ask an optional type whether it wraps an object reference.
private protocol OptionalReference {
  static var wrapsObject: Bool { get }
}

extension Optional: OptionalReference {
  static var wrapsObject: Bool { Wrapped.self is AnyObject.Type }
}
