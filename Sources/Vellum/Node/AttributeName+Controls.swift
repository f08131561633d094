// MARK: - Lists and bars

extension AttributeName {
  /// A count or text shown on a list row or tab item.
  public static let badge = AttributeName(rawValue: "badge")
  /// The view behind a list row.
  public static let listRowBackground = AttributeName(rawValue: "listRowBackground")
  /// How a list row's background is aligned.
  public static let listRowBackgroundAlignment = AttributeName(
    rawValue: "listRowBackgroundAlignment")
  /// The insets of a list row.
  public static let listRowInsets = AttributeName(rawValue: "listRowInsets")
  /// Whether a list row's separators show.
  public static let listRowSeparator = AttributeName(rawValue: "listRowSeparator")
  /// The tint of a list row's separators.
  public static let listRowSeparatorTint = AttributeName(rawValue: "listRowSeparatorTint")
  /// Whether a list section's separators show.
  public static let listSectionSeparator = AttributeName(rawValue: "listSectionSeparator")
  /// The tint of a list section's separators.
  public static let listSectionSeparatorTint = AttributeName(rawValue: "listSectionSeparatorTint")
  /// Whether a list's scrollable background shows.
  public static let scrollContentBackground = AttributeName(rawValue: "scrollContentBackground")
  /// The edit controls a row shows in edit mode: `delete`, `move` or `delete+move`.
  public static let editActions = AttributeName(rawValue: "editActions")
  /// Whether a row cannot be deleted.
  public static let deleteDisabled = AttributeName(rawValue: "deleteDisabled")
  /// Whether a row cannot be moved.
  public static let moveDisabled = AttributeName(rawValue: "moveDisabled")
  /// Whether a screen's back button is hidden.
  public static let navigationBarBackButtonHidden = AttributeName(
    rawValue: "navigationBarBackButtonHidden")
  /// Whether a view is a token in a search field.
  public static let searchToken = AttributeName(rawValue: "searchToken")
  /// Whether a color picker keeps its color's opacity.
  public static let supportsOpacity = AttributeName(rawValue: "supportsOpacity")
  /// Whether a table row is its header.
  public static let header = AttributeName(rawValue: "header")
  /// The order a table is sorted by a column: `forward` or `reverse`.
  public static let sortOrder = AttributeName(rawValue: "sortOrder")
  /// Whether a table column's header sorts the table when tapped.
  public static let sortable = AttributeName(rawValue: "sortable")
  /// The background style of bars.
  public static let toolbarBackground = AttributeName(rawValue: "toolbarBackground")
  /// Whether bars' backgrounds show.
  public static let toolbarBackgroundVisibility = AttributeName(
    rawValue: "toolbarBackgroundVisibility")
  /// The color scheme of bars.
  public static let toolbarColorScheme = AttributeName(rawValue: "toolbarColorScheme")
  /// Whether bars show.
  public static let toolbarVisibility = AttributeName(rawValue: "toolbarVisibility")
  /// Whether something shows.
  public static let visibility = AttributeName(rawValue: "visibility")
  /// What a toolbar is for.
  public static let toolbarRole = AttributeName(rawValue: "toolbarRole")
  /// A screen's subtitle.
  public static let navigationSubtitle = AttributeName(rawValue: "navigationSubtitle")
  /// The heights a sheet can rest at.
  public static let presentationDetents = AttributeName(rawValue: "presentationDetents")
  /// Whether a sheet's drag indicator shows.
  public static let presentationDragIndicator = AttributeName(rawValue: "presentationDragIndicator")
  /// Whether a sheet cannot be swiped away.
  public static let interactiveDismissDisabled = AttributeName(
    rawValue: "interactiveDismissDisabled")
  /// The width of an inspector at regular width, in points.
  public static let inspectorColumnWidth = AttributeName(rawValue: "inspectorColumnWidth")
  /// A sheet's corner radius.
  public static let presentationCornerRadius = AttributeName(rawValue: "presentationCornerRadius")
  /// A sheet's background.
  public static let presentationBackground = AttributeName(rawValue: "presentationBackground")
}

// MARK: - Accessibility details

extension AttributeName {
  /// A value VoiceOver reads after the label.
  public static let accessibilityValue = AttributeName(rawValue: "accessibilityValue")
  /// What activating a view does.
  public static let accessibilityHint = AttributeName(rawValue: "accessibilityHint")
  /// Traits added to a view.
  public static let accessibilityAddTraits = AttributeName(rawValue: "accessibilityAddTraits")
  /// Traits removed from a view.
  public static let accessibilityRemoveTraits = AttributeName(rawValue: "accessibilityRemoveTraits")
  /// Whether a view is hidden from assistive technologies.
  public static let accessibilityHidden = AttributeName(rawValue: "accessibilityHidden")
  /// How an accessibility element treats its children.
  public static let accessibilityElement = AttributeName(rawValue: "accessibilityElement")
  /// A view's place in VoiceOver's reading order.
  public static let accessibilitySortPriority = AttributeName(rawValue: "accessibilitySortPriority")
  /// Labels a person can say or type to reach a view.
  public static let accessibilityInputLabels = AttributeName(rawValue: "accessibilityInputLabels")
  /// A heading's level.
  public static let accessibilityHeading = AttributeName(rawValue: "accessibilityHeading")
  /// Whether a view responds to touches.
  public static let accessibilityRespondsToUserInteraction = AttributeName(
    rawValue: "accessibilityRespondsToUserInteraction")
  /// An accessibility action a view has.
  public static let accessibilityAction = AttributeName(rawValue: "accessibilityAction")
  /// The buttons offered as accessibility actions.
  public static let accessibilityActions = AttributeName(rawValue: "accessibilityActions")
  /// How accessibility actions are aligned.
  public static let accessibilityActionsAlignment = AttributeName(
    rawValue: "accessibilityActionsAlignment")
  /// The view assistive technologies see instead.
  public static let accessibilityRepresentation = AttributeName(
    rawValue: "accessibilityRepresentation")
  /// How an accessibility representation is aligned.
  public static let accessibilityRepresentationAlignment = AttributeName(
    rawValue: "accessibilityRepresentationAlignment")
}

// MARK: - Controls

extension AttributeName {
  /// The name of a view's coordinate space.
  public static let coordinateSpace = AttributeName(rawValue: "coordinateSpace")
  /// Where a link goes.
  public static let destination = AttributeName(rawValue: "destination")
  /// The smallest value of a gauge.
  public static let lowerBound = AttributeName(rawValue: "lowerBound")
  /// The largest value of a gauge.
  public static let upperBound = AttributeName(rawValue: "upperBound")
  /// The built-in style a gauge is drawn in.
  public static let gaugeStyle = AttributeName(rawValue: "gaugeStyle")
  /// The built-in style a menu is drawn in.
  public static let menuStyle = AttributeName(rawValue: "menuStyle")
}
