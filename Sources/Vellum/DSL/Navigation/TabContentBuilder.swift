/// Builds a `TabView`'s tabs the iOS 18 way, so that a tab's `value:` takes the type of the
/// tab view's selection: `Tab("Sent", systemImage: "tray", value: .sent)` infers `.sent` from
/// the binding. Tabs, tab sections and views with `tabItem` mix as in a view builder.
///
/// ```swift
/// TabView(selection: $mailbox) {
///   Tab("Received", systemImage: "tray.and.arrow.down", value: .received) { Inbox() }
///   Tab("Sent", systemImage: "tray.and.arrow.up", value: .sent) { Outbox() }
/// }
/// ```
@MainActor
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
  /// A tab selected by a value of the tab view's selection type.
  public static func buildExpression<Content: View, Label: View>(
    _ tab: Tab<SelectionValue, Content, Label>
  ) -> Tab<SelectionValue, Content, Label> {
    tab
  }

  /// A tab without a value, a tab section, or a view with its own `tabItem`.
  @_disfavoredOverload
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// One tab.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several tabs, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// Tabs shown when a condition holds.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(first: first)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(second: second)
  }
}

extension TabView {
  /// A tab view whose tabs are built with their values typed by the selection.
  ///
  /// ```swift
  /// TabView(selection: $mailbox) {
  ///   Tab("Received", systemImage: "tray", value: .received) { Inbox() }
  /// }
  /// ```
  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(selection: Optional(selection), content: content)
  }
}
