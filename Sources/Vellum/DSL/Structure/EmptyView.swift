/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
public struct EmptyView: View, Equatable {
  /// Creates an empty view.
  ///
  /// ```swift
  /// EmptyView()
  /// ```
  public init() {}

  /// An empty view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
