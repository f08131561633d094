// MARK: - Sizing

extension AttributeName {
  /// A view's width-to-height ratio and content mode.
  public static let aspectRatio = AttributeName(rawValue: "aspectRatio")
  /// A width-to-height ratio.
  public static let ratio = AttributeName(rawValue: "ratio")
  /// Whether content fits or fills its frame.
  public static let contentMode = AttributeName(rawValue: "contentMode")
  /// The axes along which a view takes its ideal size.
  public static let fixedSize = AttributeName(rawValue: "fixedSize")
  /// How readily a stack gives a view space.
  public static let layoutPriority = AttributeName(rawValue: "layoutPriority")
  /// Whether a view extends into the safe area.
  public static let ignoresSafeArea = AttributeName(rawValue: "ignoresSafeArea")
  /// Where a view's centre is placed in its parent.
  public static let position = AttributeName(rawValue: "position")
  /// A view sized relative to its container.
  public static let containerRelativeFrame = AttributeName(rawValue: "containerRelativeFrame")
  /// How many parts a container is divided into.
  public static let count = AttributeName(rawValue: "count")
  /// How many parts a view takes.
  public static let span = AttributeName(rawValue: "span")
}

// MARK: - Grids

extension AttributeName {
  /// The columns of a `LazyVGrid`.
  public static let columns = AttributeName(rawValue: "columns")
  /// The rows of a `LazyHGrid`.
  public static let rows = AttributeName(rawValue: "rows")
  /// A fixed grid track, in points.
  public static let fixed = AttributeName(rawValue: "fixed")
  /// A flexible grid track's bounds.
  public static let flexible = AttributeName(rawValue: "flexible")
  /// An adaptive grid track's bounds.
  public static let adaptive = AttributeName(rawValue: "adaptive")
  /// The space between a grid's columns.
  public static let horizontalSpacing = AttributeName(rawValue: "horizontalSpacing")
  /// The space between a grid's rows.
  public static let verticalSpacing = AttributeName(rawValue: "verticalSpacing")
  /// How many columns a grid cell spans.
  public static let gridCellColumns = AttributeName(rawValue: "gridCellColumns")
  /// How a grid column's cells align.
  public static let gridColumnAlignment = AttributeName(rawValue: "gridColumnAlignment")
  /// Where a view sits in its grid cell.
  public static let gridCellAnchor = AttributeName(rawValue: "gridCellAnchor")
  /// Whether a view does not size its grid cell.
  public static let gridCellUnsizedAxes = AttributeName(rawValue: "gridCellUnsizedAxes")
  /// The key under which the graph keeps a view's `layoutValue`s for its custom layout.
  public static let layoutValues = AttributeName(rawValue: "layoutValues")
  /// The key the graph gave a view that reads its geometry, unique on the screen, under which
  /// the layout tells the graph the view's rectangle.
  public static let geometryKey = AttributeName(rawValue: "geometryKey")
  /// A node's number in the accessibility rendering's reading of the screen, under which the
  /// layout tells it the node's rectangle.
  public static let readingKey = AttributeName(rawValue: "readingKey")
  /// The key under which the layout tells the graph what a view was proposed and its size,
  /// for modifiers that depend on them (`alignmentGuide`, `containerRelativeFrame`).
  public static let measurementKey = AttributeName(rawValue: "measurementKey")
  /// The candidate a `ViewThatFits` showed on the host's screen.
  public static let chosen = AttributeName(rawValue: "chosen")
  /// Where a custom layout placed each subview, in points from its top-leading corner.
  public static let layoutPlacements = AttributeName(rawValue: "layoutPlacements")
  /// The size a `GeometryReader` or `Canvas` was measured at, in points.
  public static let measuredSize = AttributeName(rawValue: "measuredSize")
  /// Whether a scroll view's indicators show.
  public static let scrollIndicators = AttributeName(rawValue: "scrollIndicators")
  /// Whether scrolling is off.
  public static let scrollDisabled = AttributeName(rawValue: "scrollDisabled")
  /// How scrolling dismisses the keyboard.
  public static let scrollDismissesKeyboard = AttributeName(rawValue: "scrollDismissesKeyboard")
  /// Where scrolling comes to rest.
  public static let scrollTargetBehavior = AttributeName(rawValue: "scrollTargetBehavior")
  /// Whether the views inside are scroll targets.
  public static let scrollTargetLayout = AttributeName(rawValue: "scrollTargetLayout")
  /// How a scroll view bounces.
  public static let scrollBounceBehavior = AttributeName(rawValue: "scrollBounceBehavior")
  /// Whether content may draw outside a scroll view.
  public static let scrollClipDisabled = AttributeName(rawValue: "scrollClipDisabled")
  /// Where a scroll view starts.
  public static let defaultScrollAnchor = AttributeName(rawValue: "defaultScrollAnchor")
  /// The id of the view a scroll view was scrolled to.
  public static let scrollPosition = AttributeName(rawValue: "scrollPosition")
  /// The anchor a scroll view was scrolled to its target by.
  public static let scrollAnchor = AttributeName(rawValue: "scrollAnchor")
  /// The width of the host's screen in points, when a variant sets a device.
  public static let screenWidth = AttributeName(rawValue: "screenWidth")
  /// The host's appearance, when it is dark.
  public static let colorScheme = AttributeName(rawValue: "colorScheme")
  /// The host's layout direction, when it is right to left.
  public static let layoutDirection = AttributeName(rawValue: "layoutDirection")
  /// How much larger than the default the host's text is.
  public static let textScale = AttributeName(rawValue: "textScale")
}
