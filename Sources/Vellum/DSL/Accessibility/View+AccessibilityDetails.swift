/// The accessibility modifiers beyond the label and identifier: each is recorded in the tree,
/// drawn as ARIA in HTML, and — for input labels and actions — reachable by host interactions.
extension View {
  /// Gives the view a value VoiceOver reads after its label (`aria-valuetext`).
  ///
  /// ```swift
  /// Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
  /// ```
  public consuming func accessibilityValue(_ value: Text) -> some View {
    accessibilityAttribute(.accessibilityValue, .string(value.plainText))
  }

  /// Gives the view a value from a literal.
  ///
  /// ```swift
  /// StarRating().accessibilityValue("4 stars")
  /// ```
  public consuming func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }

  /// Gives the view a value from a string value.
  ///
  /// ```swift
  /// Gauge(…).accessibilityValue(level.description)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accessibilityValue(Text(value))
  }

  /// Gives the view a hint of what activating it does (`aria-description`).
  ///
  /// ```swift
  /// Button("Send") {}.accessibilityHint("Sends the message to everyone in the thread")
  /// ```
  public consuming func accessibilityHint(_ hint: Text) -> some View {
    accessibilityAttribute(.accessibilityHint, .string(hint.plainText))
  }

  /// Gives the view a hint from a literal.
  ///
  /// ```swift
  /// .accessibilityHint("Opens the recipe")
  /// ```
  public consuming func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(hintKey))
  }

  /// Gives the view a hint from a string value.
  ///
  /// ```swift
  /// .accessibilityHint(hintText)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accessibilityHint(Text(hint))
  }

  /// Adds traits to the view (`role="button"`, `role="heading"`, `aria-selected`).
  ///
  /// ```swift
  /// Text("Favorites").accessibilityAddTraits(.isHeader)
  /// ```
  public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityAttribute(.accessibilityAddTraits, traits.attributeValue)
  }

  /// Removes traits from the view.
  ///
  /// ```swift
  /// Image("divider").accessibilityRemoveTraits(.isImage)
  /// ```
  public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityAttribute(
      .accessibilityRemoveTraits, traits.attributeValue)
  }

  /// Hides the view from assistive technologies (`aria-hidden`); it stays on screen.
  ///
  /// ```swift
  /// Image("flourish").accessibilityHidden(true)
  /// ```
  public consuming func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibilityAttribute(.accessibilityHidden, hidden ? .bool(true) : nil)
  }

  /// Makes the view one accessibility element, treating the views inside as `children` says
  /// (`role="group"` for `.contain`).
  ///
  /// ```swift
  /// HStack { Image(systemName: "star.fill"); Text("4.5") }.accessibilityElement(children: .combine)
  /// ```
  public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    accessibilityAttribute(.accessibilityElement, .name(Keyword(rawValue: children.name)))
  }

  /// Orders the view among its siblings for VoiceOver: higher is read first.
  ///
  /// ```swift
  /// Text(headline).accessibilitySortPriority(1)
  /// ```
  public consuming func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibilityAttribute(.accessibilitySortPriority, .double(sortPriority))
  }

  /// Adds the labels a person can say or type to reach the view (Voice Control); interactions
  /// find the view by them too.
  ///
  /// ```swift
  /// Button("Compose") {}.accessibilityInputLabels(["New message", "Write"])
  /// ```
  public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    accessibilityAttribute(
      .accessibilityInputLabels, .list(inputLabels.map { .string($0.plainText) }))
  }

  /// Adds input labels from literals.
  ///
  /// ```swift
  /// .accessibilityInputLabels(["Settings", "Preferences"])
  /// ```
  public consuming func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> some View
  {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) })
  }

  /// Adds input labels from string values.
  ///
  /// ```swift
  /// .accessibilityInputLabels(aliases)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View
  {
    accessibilityInputLabels(inputLabels.map { Text($0) })
  }

  /// Makes the view a heading of a level (`role="heading"`, `aria-level`).
  ///
  /// ```swift
  /// Text("Ingredients").accessibilityHeading(.h2)
  /// ```
  public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibilityAttribute(.accessibilityHeading, .int(Int(level.rawValue)))
  }

  /// Says whether the view responds to touches, for assistive technologies.
  ///
  /// ```swift
  /// Text("Decorative").accessibilityRespondsToUserInteraction(false)
  /// ```
  public consuming func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  )
    -> some View
  {
    accessibilityAttribute(
      .accessibilityRespondsToUserInteraction, .bool(respondsToUserInteraction))
  }

  /// Adds an accessibility action; the default action makes the view activatable, so
  /// `host.tap` reaches it, and named ones are run with `host.performAccessibilityAction`.
  ///
  /// ```swift
  /// Card().accessibilityAction { open(card) }
  /// Row().accessibilityAction(.delete) { remove(row) }
  /// ```
  public consuming func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(AccessibilityActionModifier(name: actionKind.name, action: handler))
  }

  /// Adds a named custom action.
  ///
  /// ```swift
  /// Message().accessibilityAction(named: Text("Archive")) { archive() }
  /// ```
  public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> some View
  {
    accessibilityAction(AccessibilityActionKind(named: name), handler)
  }

  /// Adds a custom action named by a literal.
  ///
  /// ```swift
  /// .accessibilityAction(named: "Archive") { archive() }
  /// ```
  public consuming func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Adds a custom action named by a string value.
  ///
  /// ```swift
  /// .accessibilityAction(named: action.title) { action.run() }
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(name), handler)
  }

  /// Adds the buttons in `content` as named accessibility actions.
  ///
  /// ```swift
  /// Message().accessibilityActions { Button("Reply") { reply() }; Button("Flag") { flag() } }
  /// ```
  public consuming func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    modifier(LayerModifier(name: .accessibilityActions, layer: content(), alignment: .center))
  }

  /// Replaces what assistive technologies see of the view with another view, recorded as the
  /// view's accessibility representation.
  ///
  /// ```swift
  /// CustomSlider(value: $v).accessibilityRepresentation { Slider(value: $v) }
  /// ```
  public consuming func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> some View
  {
    modifier(
      LayerModifier(name: .accessibilityRepresentation, layer: representation(), alignment: .center)
    )
  }

  private func accessibilityAttribute(_ name: AttributeName, _ value: AttributeValue?)
    -> some View
  {
    modifier(AccessibilityAttachmentModifier(value.map { [Attribute(name, $0)] } ?? []))
  }
}
