import Foundation

/// Sizing and placement modifiers beyond `frame` and `padding`.
extension View {
  /// Keeps the view at a width-to-height ratio (its own, when `nil`) inside the space offered;
  /// recorded, and drawn as CSS `aspect-ratio` in HTML.
  ///
  /// ```swift
  /// Image("cover").resizable().aspectRatio(16 / 9, contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    var fields: [Attribute] = []
    if let aspectRatio { fields.append(Attribute(.ratio, .double(Double(aspectRatio)))) }
    fields.append(Attribute(.contentMode, .name(Keyword(describing: contentMode))))
    return modifier(AttributesModifier(Attribute(.aspectRatio, .fields(fields))))
  }

  /// Keeps the view at the ratio of a size.
  ///
  /// ```swift
  /// Color.gray.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
      contentMode: contentMode)
  }

  /// Scales the view to fit the space offered, keeping its ratio.
  ///
  /// ```swift
  /// Image("logo").resizable().scaledToFit()
  /// ```
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill the space offered, keeping its ratio.
  ///
  /// ```swift
  /// Image("cover").resizable().scaledToFill().clipped()
  /// ```
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Gives the view its ideal size along both axes, whatever is offered: text does not wrap
  /// or truncate.
  ///
  /// ```swift
  /// Text("Do not wrap this").fixedSize()
  /// ```
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Gives the view its ideal size along the chosen axes.
  ///
  /// ```swift
  /// Text(longText).fixedSize(horizontal: false, vertical: true)
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    let axes = [horizontal ? Keyword.horizontal : nil, vertical ? .vertical : nil].compactMap {
      $0
    }
    return modifier(
      AttributesModifier(
        axes.isEmpty ? [] : [Attribute(.fixedSize, .list(axes.map { .name($0) }))]))
  }

  /// Sets how readily a stack gives the view space: higher goes first; recorded, and in HTML a
  /// positive priority keeps the view from shrinking.
  ///
  /// ```swift
  /// HStack { Text(title).layoutPriority(1); Text(subtitle) }
  /// ```
  public consuming func layoutPriority(_ value: Double) -> some View {
    modifier(AttributesModifier(Attribute(.layoutPriority, .double(value))))
  }

  /// Lets the view extend into the safe area; recorded (Vellum's screens have no notch).
  ///
  /// ```swift
  /// Color.indigo.ignoresSafeArea()
  /// ```
  public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(AttributesModifier(Attribute(.ignoresSafeArea, .bool(true))))
  }

  /// Lets the view extend into the safe area on some edges (the older form of
  /// `ignoresSafeArea`); recorded.
  ///
  /// ```swift
  /// Color.black.edgesIgnoringSafeArea(.all)
  /// ```
  public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }

  /// Shows `content` along the top or bottom edge, beside the view: the view's own content
  /// makes room for it.
  ///
  /// ```swift
  /// List(items) { … }.safeAreaInset(edge: .bottom) { Button("Add") { add() } }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }

  /// Shows `content` along the leading or trailing edge, beside the view.
  ///
  /// ```swift
  /// ScrollView { … }.safeAreaInset(edge: .trailing) { IndexBar() }
  /// ```
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }

  /// Adds space inside the view's safe area on some edges: drawn as padding.
  ///
  /// ```swift
  /// ScrollView { … }.safeAreaPadding(.horizontal, 20)
  /// ```
  public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    padding(edges, length)
  }

  /// Adds space inside the view's safe area on every edge: drawn as padding.
  ///
  /// ```swift
  /// ScrollView { … }.safeAreaPadding(12)
  /// ```
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

  /// Adds the given space inside the view's safe area: drawn as padding.
  ///
  /// ```swift
  /// ScrollView { … }.safeAreaPadding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  /// ```
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// Places the view's centre at a point in its parent's space; the view then takes all the
  /// space offered.
  ///
  /// ```swift
  /// Circle().frame(width: 10, height: 10).position(x: 50, y: 30)
  /// ```
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// Places the view's centre at `x` and `y` in its parent's space.
  ///
  /// ```swift
  /// Text("Here").position(x: 100, y: 40)
  /// ```
  public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(
      AttributesModifier(
        Attribute(
          .position,
          .fields([Attribute(.x, .double(Double(x))), Attribute(.y, .double(Double(y)))]))))
  }

  /// Makes the view as large as its container along `axes` (the nearest scroll view or the
  /// screen).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { HStack { ForEach(cards) { Card($0).containerRelativeFrame(.horizontal) } } }
  /// ```
  public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
  }

  /// Makes the view `span` of `count` equal parts of its container along `axes`, with
  /// `spacing` between the parts.
  ///
  /// ```swift
  /// Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    var fields = [
      Attribute(.axes, .name(axes.keyword))
    ]
    if count != 1 || span != 1 {
      fields += [Attribute(.count, .int(max(1, count))), Attribute(.span, .int(max(1, span)))]
    }
    if spacing != 0 { fields.append(Attribute(.spacing, .double(Double(spacing)))) }
    if alignment != .center { fields.append(Attribute(.alignment, .name(alignment.keyword))) }
    return modifier(AttributesModifier(Attribute(.containerRelativeFrame, .fields(fields))))
  }
}
