/// Gives its content a proxy that scrolls the scroll views inside to a view by its id. Hosts
/// show all of a scroll view's content, so a scroll is recorded on each scroll view inside as
/// `scrollPosition` (the id), with the anchor, for tests to read.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(messages) { MessageRow($0) } }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  /// Builds the content from the proxy.
  public var content: (ScrollViewProxy) -> Content
  @State private var target: ReaderScrollTarget?

  /// A reader whose content can scroll.
  ///
  /// ```swift
  /// ScrollViewReader { proxy in Button("Top") { proxy.scrollTo("top") } }
  /// ```
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, with the last scroll target for the scroll views inside.
  public var body: some View {
    content(ScrollViewProxy(target: $target)).environment(\.scrollTarget, target)
  }
}

/// Where a `ScrollViewReader` last scrolled.
struct ReaderScrollTarget: Equatable {
  let id: AttributeValue
  let anchor: AttributeValue?
}

extension EnvironmentValues {
  /// Where the enclosing `ScrollViewReader` last scrolled, for the scroll views inside.
  var scrollTarget: ReaderScrollTarget? {
    get { self[ScrollTargetKey.self] }
    set { self[ScrollTargetKey.self] = newValue }
  }
}

private enum ScrollTargetKey: EnvironmentKey {
  static var defaultValue: ReaderScrollTarget? { nil }
}
