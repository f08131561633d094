// MARK: - Lists and bars

extension AttributeName {
  /// A count or text shown on a list row or tab item.
  public static let badge = AttributeName(.badge)
  /// The view behind a list row.
  public static let listRowBackground = AttributeName(.listRowBackground)
  /// How a list row's background is aligned.
  public static let listRowBackgroundAlignment = AttributeName(.listRowBackgroundAlignment)
  /// The insets of a list row.
  public static let listRowInsets = AttributeName(.listRowInsets)
  /// Whether a list row's separators show.
  public static let listRowSeparator = AttributeName(.listRowSeparator)
  /// The tint of a list row's separators.
  public static let listRowSeparatorTint = AttributeName(.listRowSeparatorTint)
  /// Whether a list section's separators show.
  public static let listSectionSeparator = AttributeName(.listSectionSeparator)
  /// The tint of a list section's separators.
  public static let listSectionSeparatorTint = AttributeName(.listSectionSeparatorTint)
  /// Whether a list's scrollable background shows.
  public static let scrollContentBackground = AttributeName(.scrollContentBackground)
  /// The edit controls a row shows in edit mode: `delete`, `move` or `delete+move`.
  public static let editActions = AttributeName(.editActions)
  /// Whether a row cannot be deleted.
  public static let deleteDisabled = AttributeName(.deleteDisabled)
  /// Whether a row cannot be moved.
  public static let moveDisabled = AttributeName(.moveDisabled)
  /// Whether a screen's back button is hidden.
  public static let navigationBarBackButtonHidden = AttributeName(.navigationBarBackButtonHidden)
  /// Whether a view is a token in a search field.
  public static let searchToken = AttributeName(.searchToken)
  /// Whether a color picker keeps its color's opacity.
  public static let supportsOpacity = AttributeName(.supportsOpacity)
  /// Whether a table row is its header.
  public static let header = AttributeName(.header)
  /// The order a table is sorted by a column: `forward` or `reverse`.
  public static let sortOrder = AttributeName(.sortOrder)
  /// Whether a table column's header sorts the table when tapped.
  public static let sortable = AttributeName(.sortable)
  /// The background style of bars.
  public static let toolbarBackground = AttributeName(.toolbarBackground)
  /// Whether bars' backgrounds show.
  public static let toolbarBackgroundVisibility = AttributeName(.toolbarBackgroundVisibility)
  /// The color scheme of bars.
  public static let toolbarColorScheme = AttributeName(.toolbarColorScheme)
  /// Whether bars show.
  public static let toolbarVisibility = AttributeName(.toolbarVisibility)
  /// Whether something shows.
  public static let visibility = AttributeName(.visibility)
  /// What a toolbar is for.
  public static let toolbarRole = AttributeName(.toolbarRole)
  /// A screen's subtitle.
  public static let navigationSubtitle = AttributeName(.navigationSubtitle)
  /// The heights a sheet can rest at.
  public static let presentationDetents = AttributeName(.presentationDetents)
  /// Whether a sheet's drag indicator shows.
  public static let presentationDragIndicator = AttributeName(.presentationDragIndicator)
  /// Whether a sheet cannot be swiped away.
  public static let interactiveDismissDisabled = AttributeName(.interactiveDismissDisabled)
  /// The width of an inspector at regular width, in points.
  public static let inspectorColumnWidth = AttributeName(.inspectorColumnWidth)
  /// A sheet's corner radius.
  public static let presentationCornerRadius = AttributeName(.presentationCornerRadius)
  /// A sheet's background.
  public static let presentationBackground = AttributeName(.presentationBackground)
}

// MARK: - Accessibility details

extension AttributeName {
  /// A value VoiceOver reads after the label.
  public static let accessibilityValue = AttributeName(.accessibilityValue)
  /// What activating a view does.
  public static let accessibilityHint = AttributeName(.accessibilityHint)
  /// Traits added to a view.
  public static let accessibilityAddTraits = AttributeName(.accessibilityAddTraits)
  /// Traits removed from a view.
  public static let accessibilityRemoveTraits = AttributeName(.accessibilityRemoveTraits)
  /// Whether a view is hidden from assistive technologies.
  public static let accessibilityHidden = AttributeName(.accessibilityHidden)
  /// How an accessibility element treats its children.
  public static let accessibilityElement = AttributeName(.accessibilityElement)
  /// A view's place in VoiceOver's reading order.
  public static let accessibilitySortPriority = AttributeName(.accessibilitySortPriority)
  /// Labels a person can say or type to reach a view.
  public static let accessibilityInputLabels = AttributeName(.accessibilityInputLabels)
  /// A heading's level.
  public static let accessibilityHeading = AttributeName(.accessibilityHeading)
  /// Whether a view responds to touches.
  public static let accessibilityRespondsToUserInteraction = AttributeName(
    .accessibilityRespondsToUserInteraction)
  /// An accessibility action a view has.
  public static let accessibilityAction = AttributeName(.accessibilityAction)
  /// The buttons offered as accessibility actions.
  public static let accessibilityActions = AttributeName(.accessibilityActions)
  /// How accessibility actions are aligned.
  public static let accessibilityActionsAlignment = AttributeName(.accessibilityActionsAlignment)
  /// The view assistive technologies see instead.
  public static let accessibilityRepresentation = AttributeName(.accessibilityRepresentation)
  /// How an accessibility representation is aligned.
  public static let accessibilityRepresentationAlignment = AttributeName(
    .accessibilityRepresentationAlignment)
}

// MARK: - Controls

extension AttributeName {
  /// The name of a view's coordinate space.
  public static let coordinateSpace = AttributeName(.coordinateSpace)
  /// Where a link goes.
  public static let destination = AttributeName(.destination)
  /// The smallest value of a gauge.
  public static let lowerBound = AttributeName(.lowerBound)
  /// The largest value of a gauge.
  public static let upperBound = AttributeName(.upperBound)
  /// The built-in style a gauge is drawn in.
  public static let gaugeStyle = AttributeName(.gaugeStyle)
  /// The built-in style a menu is drawn in.
  public static let menuStyle = AttributeName(.menuStyle)
}
