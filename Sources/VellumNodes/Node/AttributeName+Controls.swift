// MARK: - Lists and bars

extension AttributeName {
  /// A count or text shown on a list row or tab item.
  @inlinable public static var badge: AttributeName { AttributeName(.badge) }
  /// The view behind a list row.
  @inlinable public static var listRowBackground: AttributeName {
    AttributeName(.listRowBackground)
  }
  /// How a list row's background is aligned.
  @inlinable public static var listRowBackgroundAlignment: AttributeName {
    AttributeName(.listRowBackgroundAlignment)
  }
  /// The insets of a list row.
  @inlinable public static var listRowInsets: AttributeName { AttributeName(.listRowInsets) }
  /// Whether a list row's separators show.
  @inlinable public static var listRowSeparator: AttributeName { AttributeName(.listRowSeparator) }
  /// The tint of a list row's separators.
  @inlinable public static var listRowSeparatorTint: AttributeName {
    AttributeName(.listRowSeparatorTint)
  }
  /// Whether a list section's separators show.
  @inlinable public static var listSectionSeparator: AttributeName {
    AttributeName(.listSectionSeparator)
  }
  /// The tint of a list section's separators.
  @inlinable public static var listSectionSeparatorTint: AttributeName {
    AttributeName(.listSectionSeparatorTint)
  }
  /// Whether a list's scrollable background shows.
  @inlinable public static var scrollContentBackground: AttributeName {
    AttributeName(.scrollContentBackground)
  }
  /// The edit controls a row shows in edit mode: `delete`, `move` or `delete+move`.
  @inlinable public static var editActions: AttributeName { AttributeName(.editActions) }
  /// Whether a row cannot be deleted.
  @inlinable public static var deleteDisabled: AttributeName { AttributeName(.deleteDisabled) }
  /// Whether a row cannot be moved.
  @inlinable public static var moveDisabled: AttributeName { AttributeName(.moveDisabled) }
  /// The built-in style a text editor is drawn in.
  @inlinable public static var textEditorStyle: AttributeName { AttributeName(.textEditorStyle) }
  /// The built-in style a table is drawn in.
  @inlinable public static var tableStyle: AttributeName { AttributeName(.tableStyle) }
  /// Whether a row of a selectable list cannot be selected.
  @inlinable public static var selectionDisabled: AttributeName {
    AttributeName(.selectionDisabled)
  }
  /// Whether a screen's back button is hidden.
  @inlinable public static var navigationBarBackButtonHidden: AttributeName {
    AttributeName(.navigationBarBackButtonHidden)
  }
  /// Whether a view is a token in a search field.
  @inlinable public static var searchToken: AttributeName { AttributeName(.searchToken) }
  /// Whether a color picker keeps its color's opacity.
  @inlinable public static var supportsOpacity: AttributeName { AttributeName(.supportsOpacity) }
  /// The reference a live preview page knows a control by (`e3`): put on a copy of the screen
  /// by the preview runner, and written by the HTML renderer as `data-ref`.
  @inlinable public static var controlReference: AttributeName {
    AttributeName(.controlReference)
  }
  /// Whether a table row is its header.
  @inlinable public static var header: AttributeName { AttributeName(.header) }
  /// The order a table is sorted by a column: `forward` or `reverse`.
  @inlinable public static var sortOrder: AttributeName { AttributeName(.sortOrder) }
  /// Whether a table column's header sorts the table when tapped.
  @inlinable public static var sortable: AttributeName { AttributeName(.sortable) }
  /// The background style of bars.
  @inlinable public static var toolbarBackground: AttributeName {
    AttributeName(.toolbarBackground)
  }
  /// Whether bars' backgrounds show.
  @inlinable public static var toolbarBackgroundVisibility: AttributeName {
    AttributeName(.toolbarBackgroundVisibility)
  }
  /// The color scheme of bars.
  @inlinable public static var toolbarColorScheme: AttributeName {
    AttributeName(.toolbarColorScheme)
  }
  /// Whether bars show.
  @inlinable public static var toolbarVisibility: AttributeName {
    AttributeName(.toolbarVisibility)
  }
  /// Whether something shows.
  @inlinable public static var visibility: AttributeName { AttributeName(.visibility) }
  /// What a toolbar is for.
  @inlinable public static var toolbarRole: AttributeName { AttributeName(.toolbarRole) }
  /// A screen's subtitle.
  @inlinable public static var navigationSubtitle: AttributeName {
    AttributeName(.navigationSubtitle)
  }
  /// The heights a sheet can rest at.
  @inlinable public static var presentationDetents: AttributeName {
    AttributeName(.presentationDetents)
  }
  /// Whether a sheet's drag indicator shows.
  @inlinable public static var presentationDragIndicator: AttributeName {
    AttributeName(.presentationDragIndicator)
  }
  /// Whether a sheet cannot be swiped away.
  @inlinable public static var interactiveDismissDisabled: AttributeName {
    AttributeName(.interactiveDismissDisabled)
  }
  /// The width of an inspector at regular width, in points.
  @inlinable public static var inspectorColumnWidth: AttributeName {
    AttributeName(.inspectorColumnWidth)
  }
  /// A sheet's corner radius.
  @inlinable public static var presentationCornerRadius: AttributeName {
    AttributeName(.presentationCornerRadius)
  }
  /// A sheet's background.
  @inlinable public static var presentationBackground: AttributeName {
    AttributeName(.presentationBackground)
  }
}

// MARK: - Accessibility details

extension AttributeName {
  /// A value VoiceOver reads after the label.
  @inlinable public static var accessibilityValue: AttributeName {
    AttributeName(.accessibilityValue)
  }
  /// What activating a view does.
  @inlinable public static var accessibilityHint: AttributeName {
    AttributeName(.accessibilityHint)
  }
  /// Traits added to a view.
  @inlinable public static var accessibilityAddTraits: AttributeName {
    AttributeName(.accessibilityAddTraits)
  }
  /// Traits removed from a view.
  @inlinable public static var accessibilityRemoveTraits: AttributeName {
    AttributeName(.accessibilityRemoveTraits)
  }
  /// Whether a view is hidden from assistive technologies.
  @inlinable public static var accessibilityHidden: AttributeName {
    AttributeName(.accessibilityHidden)
  }
  /// How an accessibility element treats its children.
  @inlinable public static var accessibilityElement: AttributeName {
    AttributeName(.accessibilityElement)
  }
  /// A view's place in VoiceOver's reading order.
  @inlinable public static var accessibilitySortPriority: AttributeName {
    AttributeName(.accessibilitySortPriority)
  }
  /// Labels a person can say or type to reach a view.
  @inlinable public static var accessibilityInputLabels: AttributeName {
    AttributeName(.accessibilityInputLabels)
  }
  /// A heading's level.
  @inlinable public static var accessibilityHeading: AttributeName {
    AttributeName(.accessibilityHeading)
  }
  /// Whether a view responds to touches.
  public static let accessibilityRespondsToUserInteraction = AttributeName(
    .accessibilityRespondsToUserInteraction)
  /// An accessibility action a view has.
  @inlinable public static var accessibilityAction: AttributeName {
    AttributeName(.accessibilityAction)
  }
  /// The buttons offered as accessibility actions.
  @inlinable public static var accessibilityActions: AttributeName {
    AttributeName(.accessibilityActions)
  }
  /// How accessibility actions are aligned.
  @inlinable public static var accessibilityActionsAlignment: AttributeName {
    AttributeName(.accessibilityActionsAlignment)
  }
  /// The view assistive technologies see instead.
  @inlinable public static var accessibilityRepresentation: AttributeName {
    AttributeName(.accessibilityRepresentation)
  }
  /// How an accessibility representation is aligned.
  public static let accessibilityRepresentationAlignment = AttributeName(
    .accessibilityRepresentationAlignment)
  /// Whether VoiceOver's focus is on the view (`accessibilityFocused`).
  public static let accessibilityFocused = AttributeName(.accessibilityFocused)
  /// The view's custom accessibility content: label and value pairs VoiceOver reads on request.
  public static let accessibilityCustomContent = AttributeName(.accessibilityCustomContent)
  /// The chart the view is, described for Audio Graphs: its title, summary, axes and series.
  public static let accessibilityChartDescriptor = AttributeName(.accessibilityChartDescriptor)
  /// The views assistive technologies see as the view's children.
  public static let accessibilityChildren = AttributeName(.accessibilityChildren)
  /// How accessibility children are aligned.
  public static let accessibilityChildrenAlignment = AttributeName(
    .accessibilityChildrenAlignment)
  /// The group of views VoiceOver links the view with.
  public static let accessibilityLinkedGroup = AttributeName(.accessibilityLinkedGroup)
  /// The label–content pair the view is one side of, and its side.
  public static let accessibilityLabeledPair = AttributeName(.accessibilityLabeledPair)
  /// The rotors the view offers: each one's name and its entries' labels.
  public static let accessibilityRotors = AttributeName(.accessibilityRotors)
  /// The rotor entry the view is, by id.
  public static let accessibilityRotorEntry = AttributeName(.accessibilityRotorEntry)
  /// Whether the view takes touches directly under VoiceOver, and its options.
  public static let accessibilityDirectTouch = AttributeName(.accessibilityDirectTouch)
}

// MARK: - Controls

extension AttributeName {
  /// The name of a view's coordinate space.
  @inlinable public static var coordinateSpace: AttributeName { AttributeName(.coordinateSpace) }
  /// Where a link goes.
  @inlinable public static var destination: AttributeName { AttributeName(.destination) }
  /// The smallest value of a gauge.
  @inlinable public static var lowerBound: AttributeName { AttributeName(.lowerBound) }
  /// The largest value of a gauge.
  @inlinable public static var upperBound: AttributeName { AttributeName(.upperBound) }
  /// The built-in style a gauge is drawn in.
  @inlinable public static var gaugeStyle: AttributeName { AttributeName(.gaugeStyle) }
  /// The built-in style a menu is drawn in.
  @inlinable public static var menuStyle: AttributeName { AttributeName(.menuStyle) }
}
