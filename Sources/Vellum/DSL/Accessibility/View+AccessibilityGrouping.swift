/// How assistive technologies group a view with others: children of its own, links between
/// views, label–content pairs, and areas that take touches directly. Each is recorded on the
/// view's node.
extension View {
  /// Gives the view `children` as its accessibility children, in place of what it draws: a
  /// chart drawn as one shape can offer a bar per value. The children are recorded on the
  /// node (`accessibilityChildren`), not drawn.
  ///
  /// ```swift
  /// BarChart(values).accessibilityChildren {
  ///   ForEach(values) { Rectangle().accessibilityLabel($0.name) }
  /// }
  /// ```
  public consuming func accessibilityChildren<V: View>(@ViewBuilder children: () -> V)
    -> some View
  {
    modifier(LayerModifier(name: .accessibilityChildren, layer: children(), alignment: .center))
  }

  /// Links the view with the other views of group `id` in `namespace`, so VoiceOver moves
  /// between them (a message and its reply).
  ///
  /// ```swift
  /// Text(message).accessibilityLinkedGroup(id: message.id, in: namespace)
  /// ```
  public consuming func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    modifier(
      AccessibilityAttachmentModifier(
        Attribute(.accessibilityLinkedGroup, AttributeValue(describing: id))))
  }

  /// Makes the view one side of the label–content pair `id` in `namespace`: VoiceOver reads
  /// the label with the content.
  ///
  /// ```swift
  /// Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: namespace)
  /// Slider(value: $volume).accessibilityLabeledPair(role: .content, id: "volume", in: namespace)
  /// ```
  public consuming func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View {
    let side: Keyword = role == .label ? .label : .content
    return modifier(
      AccessibilityAttachmentModifier(
        Attribute(
          .accessibilityLabeledPair,
          .fields([Attribute(.tag, AttributeValue(describing: id)), Attribute(.role, .name(side))])
        )))
  }

  /// Makes the view an area that takes touches directly under VoiceOver (an instrument's
  /// keys, a signature pad) when `isDirectTouchArea` is true.
  ///
  /// ```swift
  /// PianoKeys().accessibilityDirectTouch(options: .silentOnTouch)
  /// ```
  public consuming func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> some View {
    var keywords: [AttributeValue] = []
    if options.contains(.silentOnTouch) { keywords.append(.name(.silentOnTouch)) }
    if options.contains(.requiresActivation) { keywords.append(.name(.requiresActivation)) }
    let value: AttributeValue = keywords.isEmpty ? .bool(true) : .list(keywords)
    return modifier(
      AccessibilityAttachmentModifier(
        isDirectTouchArea ? [Attribute(.accessibilityDirectTouch, value)] : []))
  }
}
