// MARK: - Sizing

extension AttributeName {
  /// A view's width-to-height ratio and content mode.
  public static let aspectRatio = AttributeName(.aspectRatio)
  /// A width-to-height ratio.
  public static let ratio = AttributeName(.ratio)
  /// Whether content fits or fills its frame.
  public static let contentMode = AttributeName(.contentMode)
  /// The axes along which a view takes its ideal size.
  public static let fixedSize = AttributeName(.fixedSize)
  /// How readily a stack gives a view space.
  public static let layoutPriority = AttributeName(.layoutPriority)
  /// Whether a view extends into the safe area.
  public static let ignoresSafeArea = AttributeName(.ignoresSafeArea)
  /// Where a view's centre is placed in its parent.
  public static let position = AttributeName(.position)
  /// A view sized relative to its container.
  public static let containerRelativeFrame = AttributeName(.containerRelativeFrame)
  /// How many parts a container is divided into.
  public static let count = AttributeName(.count)
  /// How many parts a view takes.
  public static let span = AttributeName(.span)
}

// MARK: - Grids

extension AttributeName {
  /// The columns of a `LazyVGrid`.
  public static let columns = AttributeName(.columns)
  /// The rows of a `LazyHGrid`.
  public static let rows = AttributeName(.rows)
  /// A fixed grid track, in points.
  public static let fixed = AttributeName(.fixed)
  /// A flexible grid track's bounds.
  public static let flexible = AttributeName(.flexible)
  /// An adaptive grid track's bounds.
  public static let adaptive = AttributeName(.adaptive)
  /// The space between a grid's columns.
  public static let horizontalSpacing = AttributeName(.horizontalSpacing)
  /// The space between a grid's rows.
  public static let verticalSpacing = AttributeName(.verticalSpacing)
  /// How many columns a grid cell spans.
  public static let gridCellColumns = AttributeName(.gridCellColumns)
  /// How a grid column's cells align.
  public static let gridColumnAlignment = AttributeName(.gridColumnAlignment)
  /// Where a view sits in its grid cell.
  public static let gridCellAnchor = AttributeName(.gridCellAnchor)
  /// Whether a view does not size its grid cell.
  public static let gridCellUnsizedAxes = AttributeName(.gridCellUnsizedAxes)
  /// The key under which the graph keeps a view's `layoutValue`s for its custom layout.
  public static let layoutValues = AttributeName(.layoutValues)
  /// The key the graph gave a view that reads its geometry, unique on the screen, under which
  /// the layout tells the graph the view's rectangle.
  public static let geometryKey = AttributeName(.geometryKey)
  /// A node's number in the accessibility rendering's reading of the screen, under which the
  /// layout tells it the node's rectangle.
  public static let readingKey = AttributeName(.readingKey)
  /// The key under which the layout tells the graph what a view was proposed and its size,
  /// for modifiers that depend on them (`alignmentGuide`, `containerRelativeFrame`).
  public static let measurementKey = AttributeName(.measurementKey)
  /// The candidate a `ViewThatFits` showed on the host's screen.
  public static let chosen = AttributeName(.chosen)
  /// Where a custom layout placed each subview, in points from its top-leading corner.
  public static let layoutPlacements = AttributeName(.layoutPlacements)
  /// The size a `GeometryReader` or `Canvas` was measured at, in points.
  public static let measuredSize = AttributeName(.measuredSize)
  /// Whether a scroll view's indicators show.
  public static let scrollIndicators = AttributeName(.scrollIndicators)
  /// Whether scrolling is off.
  public static let scrollDisabled = AttributeName(.scrollDisabled)
  /// How scrolling dismisses the keyboard.
  public static let scrollDismissesKeyboard = AttributeName(.scrollDismissesKeyboard)
  /// Where scrolling comes to rest.
  public static let scrollTargetBehavior = AttributeName(.scrollTargetBehavior)
  /// Whether the views inside are scroll targets.
  public static let scrollTargetLayout = AttributeName(.scrollTargetLayout)
  /// How a scroll view bounces.
  public static let scrollBounceBehavior = AttributeName(.scrollBounceBehavior)
  /// Whether content may draw outside a scroll view.
  public static let scrollClipDisabled = AttributeName(.scrollClipDisabled)
  /// Where a scroll view starts.
  public static let defaultScrollAnchor = AttributeName(.defaultScrollAnchor)
  /// The id of the view a scroll view was scrolled to.
  public static let scrollPosition = AttributeName(.scrollPosition)
  /// The anchor a scroll view was scrolled to its target by.
  public static let scrollAnchor = AttributeName(.scrollAnchor)
  /// The width of the host's screen in points, when a variant sets a device.
  public static let screenWidth = AttributeName(.screenWidth)
  /// The host's appearance, when it is dark.
  public static let colorScheme = AttributeName(.colorScheme)
  /// The host's layout direction, when it is right to left.
  public static let layoutDirection = AttributeName(.layoutDirection)
  /// How much larger than the default the host's text is.
  public static let textScale = AttributeName(.textScale)
}
