/// Builds views from the statements of a closure: sequences, `if`/`else`, `if let`, `switch`
/// and availability checks.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
///
/// The builder's functions are inlinable, as SwiftUI's are: a screen's code builds its views
/// with them on every evaluation, and inlined they are specialized to its views' types, with
/// no generic metadata looked up and no view copied through its value witnesses. They consume
/// the views they are given (each made for the block), which move into what the block makes
/// instead of being copied there and destroyed.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// Passes a single view through.
  @inlinable
  public static func buildExpression<Content: View>(_ content: consuming Content) -> Content {
    content
  }

  /// An empty block builds an `EmptyView`.
  @inlinable
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view is that view.
  @inlinable
  public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

  /// A block with several views is a `TupleView` of them; each keeps its position as identity.
  @inlinable
  public static func buildBlock<each Content: View>(_ content: repeat consuming each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// An `if` without `else`, or an `if let`: the view, or nothing.
  @inlinable
  public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: consuming TrueContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: consuming FalseContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`, erased so it type-checks everywhere.
  @inlinable
  public static func buildLimitedAvailability<Content: View>(_ content: consuming Content)
    -> AnyView
  {
    AnyView(content)
  }
}
