import Foundation

extension View {
  /// Sets whether scroll indicators show on `axes` (recorded, and set in the environment's
  /// `horizontalScrollIndicatorVisibility` and `verticalScrollIndicatorVisibility`; renderings
  /// draw no indicators).
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicators(.hidden)
  /// ```
  public consuming func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [
      .vertical, .horizontal,
    ]
  ) -> some View {
    transformEnvironment(\.self) { environment in
      if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
      if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
    }
    .scrollAttribute(.scrollIndicators, .name(Keyword(rawValue: visibility.name)))
  }

  /// Turns scrolling off (recorded: renderings show all the content).
  ///
  /// ```swift
  /// List { … }.scrollDisabled(isEditing)
  /// ```
  public consuming func scrollDisabled(_ disabled: Bool) -> some View {
    environment(\.isScrollEnabled, !disabled)
      .scrollAttribute(.scrollDisabled, disabled ? .bool(true) : nil)
  }

  /// Sets how scrolling dismisses the keyboard (recorded, and set in the environment's
  /// `scrollDismissesKeyboardMode`).
  ///
  /// ```swift
  /// Form { … }.scrollDismissesKeyboard(.interactively)
  /// ```
  public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    environment(\.scrollDismissesKeyboardMode, mode)
      .scrollAttribute(.scrollDismissesKeyboard, .name(Keyword(rawValue: mode.name)))
  }

  /// Sets where scrolling comes to rest (recorded).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
  /// ```
  public consuming func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    scrollAttribute(
      .scrollTargetBehavior, .name(Keyword(rawValue: viewTypeName(type(of: behavior)))))
  }

  /// Marks the views inside as the targets scrolling aligns to (recorded).
  ///
  /// ```swift
  /// LazyHStack { … }.scrollTargetLayout()
  /// ```
  public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    scrollAttribute(.scrollTargetLayout, isEnabled ? .bool(true) : nil)
  }

  /// Sets how a scroll view bounces on `axes` (recorded, and set in the environment's
  /// `horizontalScrollBounceBehavior` and `verticalScrollBounceBehavior`).
  ///
  /// ```swift
  /// ScrollView { … }.scrollBounceBehavior(.basedOnSize)
  /// ```
  public consuming func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    transformEnvironment(\.self) { environment in
      if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
      if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
    }
    .scrollAttribute(.scrollBounceBehavior, .name(Keyword(rawValue: behavior.name)))
  }

  /// Lets content draw outside the scroll view's bounds (recorded).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollClipDisabled()
  /// ```
  public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    scrollAttribute(.scrollClipDisabled, disabled ? .bool(true) : nil)
  }

  /// Sets where a scroll view starts: its content at this anchor (recorded).
  ///
  /// ```swift
  /// ScrollView { messages }.defaultScrollAnchor(.bottom)
  /// ```
  public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    scrollAttribute(
      .defaultScrollAnchor, anchor.map { .list([.double(Double($0.x)), .double(Double($0.y))]) })
  }

  /// Insets a scroll view's content by `length` points on `edges` (the text rendering pads
  /// by the same rule as `padding`).
  ///
  /// ```swift
  /// ScrollView { … }.contentMargins(.horizontal, 20)
  /// ```
  public consuming func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(edges, length)
  }

  /// Insets a scroll view's content by `length` points on every edge.
  ///
  /// ```swift
  /// ScrollView { … }.contentMargins(16)
  /// ```
  public consuming func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(.all, length)
  }

  /// Insets a scroll view's content by `insets`.
  ///
  /// ```swift
  /// ScrollView { … }.contentMargins(.vertical, EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
  /// ```
  public consuming func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(insets)
  }

  /// Binds the id of the view a scroll view shows at its top: the binding's value is recorded
  /// on the scroll view, as `ScrollViewReader.scrollTo` records its target, and a scroll
  /// (``ViewHost/scroll(to:)``) sets it to the id of the row scrolled to.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { … }.scrollTargetLayout() }.scrollPosition(id: $visible)
  /// ```
  public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(ScrollPositionModifier(id: id))
  }

  private func scrollAttribute(_ name: AttributeName, _ value: AttributeValue?) -> some View {
    modifier(AttributesModifier(value.map { [Attribute(name, $0)] } ?? []))
  }
}
