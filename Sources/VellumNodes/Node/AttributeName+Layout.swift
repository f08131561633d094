// MARK: - Sizing

extension AttributeName {
  /// A view's width-to-height ratio and content mode.
  @inlinable public static var aspectRatio: AttributeName { AttributeName(.aspectRatio) }
  /// A width-to-height ratio.
  @inlinable public static var ratio: AttributeName { AttributeName(.ratio) }
  /// Whether content fits or fills its frame.
  @inlinable public static var contentMode: AttributeName { AttributeName(.contentMode) }
  /// The axes along which a view takes its ideal size.
  @inlinable public static var fixedSize: AttributeName { AttributeName(.fixedSize) }
  /// How readily a stack gives a view space.
  @inlinable public static var layoutPriority: AttributeName { AttributeName(.layoutPriority) }
  /// Whether a view extends into the safe area.
  @inlinable public static var ignoresSafeArea: AttributeName { AttributeName(.ignoresSafeArea) }
  /// Where a view's centre is placed in its parent.
  @inlinable public static var position: AttributeName { AttributeName(.position) }
  /// A view sized relative to its container.
  @inlinable public static var containerRelativeFrame: AttributeName {
    AttributeName(.containerRelativeFrame)
  }
  /// How many parts a container is divided into.
  @inlinable public static var count: AttributeName { AttributeName(.count) }
  /// How many parts a view takes.
  @inlinable public static var span: AttributeName { AttributeName(.span) }
}

// MARK: - Grids

extension AttributeName {
  /// The columns of a `LazyVGrid`.
  @inlinable public static var columns: AttributeName { AttributeName(.columns) }
  /// The rows of a `LazyHGrid`.
  @inlinable public static var rows: AttributeName { AttributeName(.rows) }
  /// A fixed grid track, in points.
  @inlinable public static var fixed: AttributeName { AttributeName(.fixed) }
  /// A flexible grid track's bounds.
  @inlinable public static var flexible: AttributeName { AttributeName(.flexible) }
  /// An adaptive grid track's bounds.
  @inlinable public static var adaptive: AttributeName { AttributeName(.adaptive) }
  /// The space between a grid's columns.
  @inlinable public static var horizontalSpacing: AttributeName {
    AttributeName(.horizontalSpacing)
  }
  /// The space between a grid's rows.
  @inlinable public static var verticalSpacing: AttributeName { AttributeName(.verticalSpacing) }
  /// How many columns a grid cell spans.
  @inlinable public static var gridCellColumns: AttributeName { AttributeName(.gridCellColumns) }
  /// How a grid column's cells align.
  @inlinable public static var gridColumnAlignment: AttributeName {
    AttributeName(.gridColumnAlignment)
  }
  /// Where a view sits in its grid cell.
  @inlinable public static var gridCellAnchor: AttributeName { AttributeName(.gridCellAnchor) }
  /// Whether a view does not size its grid cell.
  @inlinable public static var gridCellUnsizedAxes: AttributeName {
    AttributeName(.gridCellUnsizedAxes)
  }
  /// The key under which the graph keeps a view's `layoutValue`s for its custom layout.
  @inlinable public static var layoutValues: AttributeName { AttributeName(.layoutValues) }
  /// The key the graph gave a view that reads its geometry, unique on the screen, under which
  /// the layout tells the graph the view's rectangle.
  @inlinable public static var geometryKey: AttributeName { AttributeName(.geometryKey) }
  /// A node's number in the accessibility rendering's reading of the screen, under which the
  /// layout tells it the node's rectangle.
  @inlinable public static var readingKey: AttributeName { AttributeName(.readingKey) }
  /// The key under which the layout tells the graph what a view was proposed and its size,
  /// for modifiers that depend on them (`alignmentGuide`, `containerRelativeFrame`).
  @inlinable public static var measurementKey: AttributeName { AttributeName(.measurementKey) }
  /// The candidate a `ViewThatFits` showed on the host's screen.
  @inlinable public static var chosen: AttributeName { AttributeName(.chosen) }
  /// Where a custom layout placed each subview, in points from its top-leading corner.
  @inlinable public static var layoutPlacements: AttributeName { AttributeName(.layoutPlacements) }
  /// The size a `GeometryReader` or `Canvas` was measured at, in points.
  @inlinable public static var measuredSize: AttributeName { AttributeName(.measuredSize) }
  /// Whether a scroll view's indicators show.
  @inlinable public static var scrollIndicators: AttributeName { AttributeName(.scrollIndicators) }
  /// Whether scrolling is off.
  @inlinable public static var scrollDisabled: AttributeName { AttributeName(.scrollDisabled) }
  /// How scrolling dismisses the keyboard.
  @inlinable public static var scrollDismissesKeyboard: AttributeName {
    AttributeName(.scrollDismissesKeyboard)
  }
  /// Where scrolling comes to rest.
  @inlinable public static var scrollTargetBehavior: AttributeName {
    AttributeName(.scrollTargetBehavior)
  }
  /// Whether the views inside are scroll targets.
  @inlinable public static var scrollTargetLayout: AttributeName {
    AttributeName(.scrollTargetLayout)
  }
  /// How a scroll view bounces.
  @inlinable public static var scrollBounceBehavior: AttributeName {
    AttributeName(.scrollBounceBehavior)
  }
  /// Whether content may draw outside a scroll view.
  @inlinable public static var scrollClipDisabled: AttributeName {
    AttributeName(.scrollClipDisabled)
  }
  /// Where a scroll view starts.
  @inlinable public static var defaultScrollAnchor: AttributeName {
    AttributeName(.defaultScrollAnchor)
  }
  /// The id of the view a scroll view was scrolled to.
  @inlinable public static var scrollPosition: AttributeName { AttributeName(.scrollPosition) }
  /// The anchor a scroll view was scrolled to its target by.
  @inlinable public static var scrollAnchor: AttributeName { AttributeName(.scrollAnchor) }
  /// The width of the host's screen in points, when a variant sets a device.
  @inlinable public static var screenWidth: AttributeName { AttributeName(.screenWidth) }
  /// The height of the host's screen in points, when a variant sets a device.
  @inlinable public static var screenHeight: AttributeName { AttributeName(.screenHeight) }
  /// The insets of the host's safe area in points, when a variant sets a device.
  @inlinable public static var safeAreaInsets: AttributeName { AttributeName(.safeAreaInsets) }
  /// The column a split view prefers to show at compact width (`sidebar`, `content`,
  /// `detail`).
  @inlinable public static var preferredCompactColumn: AttributeName {
    AttributeName(.preferredCompactColumn)
  }
  /// The host's appearance, when it is dark.
  @inlinable public static var colorScheme: AttributeName { AttributeName(.colorScheme) }
  /// The host's layout direction, when it is right to left.
  @inlinable public static var layoutDirection: AttributeName { AttributeName(.layoutDirection) }
  /// How much larger than the default the host's text is.
  @inlinable public static var textScale: AttributeName { AttributeName(.textScale) }
  /// A share of a length, such as a sheet detent's fraction of the screen's height.
  @inlinable public static var fraction: AttributeName { AttributeName(.fraction) }
}
