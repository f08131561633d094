import Foundation

/// A namespace for `matchedGeometryEffect` ids, kept for as long as its view is on screen.
///
/// ```swift
/// @Namespace private var animation
/// Circle().matchedGeometryEffect(id: "dot", in: animation)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// One namespace's identity.
  public struct ID: Hashable, Sendable {
    fileprivate let value: UUID
  }

  private var storage = State(initialValue: ID(value: UUID()))

  /// A namespace, created once per view identity.
  ///
  /// ```swift
  /// @Namespace private var namespace
  /// ```
  public init() {}

  /// The namespace's identity, the same on every evaluation of its view.
  @MainActor public var wrappedValue: ID { storage.wrappedValue }
}
