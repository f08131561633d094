/// A view that its parent updates only when its content is not equal, by the content's own
/// `==`, to what it last showed: a way to skip a costly body when what it depends on is the
/// same by the app's measure.
///
/// ```swift
/// struct Parity: View, Equatable {
///   let number: Int
///   var body: some View { Text(number.isMultiple(of: 2) ? "even" : "odd") }
///   static func == (lhs: Self, rhs: Self) -> Bool {
///     lhs.number.isMultiple(of: 2) == rhs.number.isMultiple(of: 2)
///   }
/// }
/// Parity(number: count).equatable()
/// ```
public struct EquatableView<Content: View & Equatable>: View {
  /// The view shown.
  public var content: Content

  /// A view that updates `content` only when it is not equal to what it showed.
  ///
  /// ```swift
  /// EquatableView(content: Parity(number: count))
  /// ```
  public init(content: Content) { self.content = content }

  /// Shows the content.
  public var body: Never { primitiveBody(Self.self) }
}

extension View where Self: Equatable {
  /// Updates this view only when it is not equal, by its `==`, to what it showed last.
  ///
  /// ```swift
  /// Parity(number: count).equatable()
  /// ```
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
