/// Builds views from the statements of a closure: sequences, `if`/`else`, `if let`, `switch`
/// and availability checks.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if showDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// Passes a single view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block builds an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block with several views is a `TupleView` of them; each keeps its position as identity.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// An `if` without `else`, or an `if let`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`, erased so it type-checks everywhere.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
