/// The name of a node ``Attribute``: one of Vellum's typed names, so a misspelt name does not
/// compile. A library adds its own with `init(rawValue:)` in an extension.
///
/// ```swift
/// node[.text]                                   // the text's characters
/// Attribute(.padding, .insets(EdgeInsets(all: 8)))
/// extension AttributeName { static let rating = AttributeName(rawValue: "rating") }
/// ```
public struct AttributeName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name as renderings spell it.
  public let rawValue: String

  /// A name; prefer the static members.
  ///
  /// ```swift
  /// AttributeName(rawValue: "rating")
  /// ```
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The name.
  public var description: String { rawValue }
}

// MARK: - Content

extension AttributeName {
  /// The characters of a text, a span or a field.
  public static let text = AttributeName(rawValue: "text")
  /// The title of a control, screen or presentation.
  public static let title = AttributeName(rawValue: "title")
  /// A field's placeholder when it differs from its title.
  public static let prompt = AttributeName(rawValue: "prompt")
  /// The message of an error node.
  public static let message = AttributeName(rawValue: "message")
  /// The name of an asset image, or the type name of a custom shape.
  public static let name = AttributeName(rawValue: "name")
  /// The SF Symbol an image or image span shows.
  public static let systemName = AttributeName(rawValue: "systemName")
  /// The asset name of an image that is only decoration (it has no label).
  public static let decorative = AttributeName(rawValue: "decorative")
  /// The symbol variant an image is drawn in (`fill`, `circle`, …).
  public static let symbolVariant = AttributeName(rawValue: "symbolVariant")
  /// Whether an image stretches to its frame.
  public static let resizable = AttributeName(rawValue: "resizable")
  /// A custom shape's outline as SVG path data, in its reference square.
  public static let path = AttributeName(rawValue: "path")
  /// A custom shape's view box when its path reaches past the reference square.
  public static let viewBox = AttributeName(rawValue: "viewBox")
  /// The address of a Markdown link span.
  public static let link = AttributeName(rawValue: "link")
}

// MARK: - Control state

extension AttributeName {
  /// A toggle's state.
  public static let isOn = AttributeName(rawValue: "isOn")
  /// A control's current value (slider, stepper).
  public static let value = AttributeName(rawValue: "value")
  /// A slider's lower bound.
  public static let minimum = AttributeName(rawValue: "minimum")
  /// A slider's upper bound.
  public static let maximum = AttributeName(rawValue: "maximum")
  /// A picker's or tab view's current selection.
  public static let selection = AttributeName(rawValue: "selection")
  /// Whether a selectable row, tab or column is selected.
  public static let selected = AttributeName(rawValue: "selected")
  /// The value a picker option or tab is chosen by.
  public static let tag = AttributeName(rawValue: "tag")
  /// Whether a text field has keyboard focus.
  public static let focused = AttributeName(rawValue: "focused")
  /// Whether a control does not respond to interactions.
  public static let disabled = AttributeName(rawValue: "disabled")
  /// Whether a collapsible section shows its rows.
  public static let expanded = AttributeName(rawValue: "expanded")
  /// A button's role (`destructive`, `cancel`).
  public static let role = AttributeName(rawValue: "role")
  /// The keyboard a text field asks for.
  public static let keyboardType = AttributeName(rawValue: "keyboardType")
  /// The axis a text field grows along.
  public static let axis = AttributeName(rawValue: "axis")
  /// The scrolling axes of a scroll view.
  public static let axes = AttributeName(rawValue: "axes")
}

// MARK: - Layout

extension AttributeName {
  /// The spacing between a stack's children.
  public static let spacing = AttributeName(rawValue: "spacing")
  /// A stack's, frame's or layer's alignment.
  public static let alignment = AttributeName(rawValue: "alignment")
  /// A spacer's minimum length.
  public static let minLength = AttributeName(rawValue: "minLength")
  /// Insets around a view.
  public static let padding = AttributeName(rawValue: "padding")
  /// A view's fixed or flexible frame (its dimensions as fields).
  public static let frame = AttributeName(rawValue: "frame")
  /// A width: a frame's, or an outline's line width.
  public static let width = AttributeName(rawValue: "width")
  /// A frame's height.
  public static let height = AttributeName(rawValue: "height")
  /// A flexible frame's minimum width.
  public static let minWidth = AttributeName(rawValue: "minWidth")
  /// A flexible frame's ideal width.
  public static let idealWidth = AttributeName(rawValue: "idealWidth")
  /// A flexible frame's maximum width.
  public static let maxWidth = AttributeName(rawValue: "maxWidth")
  /// A flexible frame's minimum height.
  public static let minHeight = AttributeName(rawValue: "minHeight")
  /// A flexible frame's ideal height.
  public static let idealHeight = AttributeName(rawValue: "idealHeight")
  /// A flexible frame's maximum height.
  public static let maxHeight = AttributeName(rawValue: "maxHeight")
  /// Whether a view is hidden (it keeps its space).
  public static let hidden = AttributeName(rawValue: "hidden")
  /// A view's opacity, 0 to 1.
  public static let opacity = AttributeName(rawValue: "opacity")
  /// A view's background: a color, or views drawn behind it.
  public static let background = AttributeName(rawValue: "background")
  /// How a background view is aligned in its view's bounds.
  public static let backgroundAlignment = AttributeName(rawValue: "backgroundAlignment")
  /// Views drawn in front of a view.
  public static let overlay = AttributeName(rawValue: "overlay")
  /// How an overlay is aligned in its view's bounds.
  public static let overlayAlignment = AttributeName(rawValue: "overlayAlignment")

  /// The alignment recorded beside a layer: `overlayAlignment` for `overlay`, else
  /// `backgroundAlignment`.
  ///
  /// ```swift
  /// node[layer.name.layerAlignment]
  /// ```
  public var layerAlignment: AttributeName {
    switch self {
    case .overlay: .overlayAlignment
    case .mask: .maskAlignment
    case .listRowBackground: .listRowBackgroundAlignment
    case .accessibilityActions: .accessibilityActionsAlignment
    case .accessibilityRepresentation: .accessibilityRepresentationAlignment
    default: .backgroundAlignment
    }
  }
}

// MARK: - Style

extension AttributeName {
  /// A text's font.
  public static let font = AttributeName(rawValue: "font")
  /// Whether text is bold.
  public static let bold = AttributeName(rawValue: "bold")
  /// Whether text is italic.
  public static let italic = AttributeName(rawValue: "italic")
  /// Whether text is struck through.
  public static let strikethrough = AttributeName(rawValue: "strikethrough")
  /// Whether text is set in a monospaced font.
  public static let monospaced = AttributeName(rawValue: "monospaced")
  /// The color of a view's text and symbols.
  public static let foregroundColor = AttributeName(rawValue: "foregroundColor")
  /// The style of a view's text and symbols.
  public static let foregroundStyle = AttributeName(rawValue: "foregroundStyle")
  /// The color of a color view, or of a shadow.
  public static let color = AttributeName(rawValue: "color")
  /// The gradient of a gradient view.
  public static let gradient = AttributeName(rawValue: "gradient")
  /// The style a shape is filled with.
  public static let fill = AttributeName(rawValue: "fill")
  /// The outline a shape is drawn with (style, width, caps, joins, dashes).
  public static let stroke = AttributeName(rawValue: "stroke")
  /// The paint of an outline or shadow.
  public static let style = AttributeName(rawValue: "style")
  /// The width of a shape's outline.
  public static let lineWidth = AttributeName(rawValue: "lineWidth")
  /// How the ends of an outline are drawn.
  public static let lineCap = AttributeName(rawValue: "lineCap")
  /// How the corners of an outline are drawn.
  public static let lineJoin = AttributeName(rawValue: "lineJoin")
  /// The dash pattern of an outline.
  public static let dash = AttributeName(rawValue: "dash")
  /// An outline around a view.
  public static let border = AttributeName(rawValue: "border")
  /// The radius of a view's or rounded rectangle's corners.
  public static let cornerRadius = AttributeName(rawValue: "cornerRadius")
  /// The shape a view is clipped to.
  public static let clipShape = AttributeName(rawValue: "clipShape")
  /// The shape a view's taps are tested against.
  public static let contentShape = AttributeName(rawValue: "contentShape")
  /// A view's shadow (color, radius, offset).
  public static let shadow = AttributeName(rawValue: "shadow")
  /// A shadow's blur radius.
  public static let radius = AttributeName(rawValue: "radius")
  /// A horizontal offset.
  public static let x = AttributeName(rawValue: "x")
  /// A vertical offset.
  public static let y = AttributeName(rawValue: "y")
}

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
}

// MARK: - Controls

extension AttributeName {
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

// MARK: - Shape styles

extension AttributeName {
  /// A gradient's color stops.
  public static let stops = AttributeName(rawValue: "stops")
  /// A gradient's center point.
  public static let center = AttributeName(rawValue: "center")
  /// A radial gradient's start radius (or an elliptical one's fraction).
  public static let startRadius = AttributeName(rawValue: "startRadius")
  /// A radial gradient's end radius (or an elliptical one's fraction).
  public static let endRadius = AttributeName(rawValue: "endRadius")
  /// An angular gradient's start angle, in degrees.
  public static let startAngle = AttributeName(rawValue: "startAngle")
  /// An angular gradient's end angle, in degrees.
  public static let endAngle = AttributeName(rawValue: "endAngle")
  /// The tint of the controls in a view.
  public static let tint = AttributeName(rawValue: "tint")
  /// The background style of a view's content.
  public static let backgroundStyle = AttributeName(rawValue: "backgroundStyle")
  /// The second level of a view's foreground styles.
  public static let secondaryForegroundStyle = AttributeName(rawValue: "secondaryForegroundStyle")
  /// The third level of a view's foreground styles.
  public static let tertiaryForegroundStyle = AttributeName(rawValue: "tertiaryForegroundStyle")
}

// MARK: - Styles

extension AttributeName {
  /// The built-in style a control is drawn in, or `custom`.
  public static let buttonStyle = AttributeName(rawValue: "buttonStyle")
  /// The built-in style a label is drawn in.
  public static let labelStyle = AttributeName(rawValue: "labelStyle")
  /// The built-in style a toggle is drawn in.
  public static let toggleStyle = AttributeName(rawValue: "toggleStyle")
  /// The built-in style a picker is drawn in.
  public static let pickerStyle = AttributeName(rawValue: "pickerStyle")
  /// The built-in style a list is drawn in.
  public static let listStyle = AttributeName(rawValue: "listStyle")
  /// The built-in style a text field is drawn in.
  public static let textFieldStyle = AttributeName(rawValue: "textFieldStyle")
  /// The built-in style a progress view is drawn in.
  public static let progressViewStyle = AttributeName(rawValue: "progressViewStyle")
  /// The size of the controls in a view.
  public static let controlSize = AttributeName(rawValue: "controlSize")
  /// The shape of the bordered buttons in a view.
  public static let buttonBorderShape = AttributeName(rawValue: "buttonBorderShape")
}

// MARK: - Effects

extension AttributeName {
  /// How far a view is drawn from its place.
  public static let offset = AttributeName(rawValue: "offset")
  /// How much a view is scaled.
  public static let scaleEffect = AttributeName(rawValue: "scaleEffect")
  /// How far a view is rotated.
  public static let rotationEffect = AttributeName(rawValue: "rotationEffect")
  /// How far a view is rotated in three dimensions.
  public static let rotation3DEffect = AttributeName(rawValue: "rotation3DEffect")
  /// An angle in degrees.
  public static let degrees = AttributeName(rawValue: "degrees")
  /// The point an effect is applied about.
  public static let anchor = AttributeName(rawValue: "anchor")
  /// The perspective of a 3D rotation.
  public static let perspective = AttributeName(rawValue: "perspective")
  /// The order of a view among overlapping siblings.
  public static let zIndex = AttributeName(rawValue: "zIndex")
  /// A blur radius.
  public static let blur = AttributeName(rawValue: "blur")
  /// A brightness change.
  public static let brightness = AttributeName(rawValue: "brightness")
  /// A saturation factor.
  public static let saturation = AttributeName(rawValue: "saturation")
  /// A grayscale amount.
  public static let grayscale = AttributeName(rawValue: "grayscale")
  /// A contrast factor.
  public static let contrast = AttributeName(rawValue: "contrast")
  /// A hue rotation in degrees.
  public static let hueRotation = AttributeName(rawValue: "hueRotation")
  /// Whether colours are inverted.
  public static let colorInvert = AttributeName(rawValue: "colorInvert")
  /// A colour the view's colours are multiplied by.
  public static let colorMultiply = AttributeName(rawValue: "colorMultiply")
  /// The view that masks a view.
  public static let mask = AttributeName(rawValue: "mask")
  /// How a mask is aligned.
  public static let maskAlignment = AttributeName(rawValue: "maskAlignment")
  /// Whether a view is composited as a group.
  public static let compositingGroup = AttributeName(rawValue: "compositingGroup")
  /// Whether a view is rendered off screen first.
  public static let drawingGroup = AttributeName(rawValue: "drawingGroup")
  /// Whether a view is clipped to its frame.
  public static let clipped = AttributeName(rawValue: "clipped")
  /// Whether a view takes part in hit testing.
  public static let allowsHitTesting = AttributeName(rawValue: "allowsHitTesting")
}

// MARK: - Text

extension AttributeName {
  /// The weight of the text in a view.
  public static let fontWeight = AttributeName(rawValue: "fontWeight")
  /// The font design of the text in a view.
  public static let fontDesign = AttributeName(rawValue: "fontDesign")
  /// The font width of the text in a view.
  public static let fontWidth = AttributeName(rawValue: "fontWidth")
  /// The most lines text takes (or a range of lines).
  public static let lineLimit = AttributeName(rawValue: "lineLimit")
  /// Whether text keeps the space of its line limit when shorter.
  public static let reservesSpace = AttributeName(rawValue: "reservesSpace")
  /// Extra space between lines of text.
  public static let lineSpacing = AttributeName(rawValue: "lineSpacing")
  /// How lines of multi-line text line up.
  public static let multilineTextAlignment = AttributeName(rawValue: "multilineTextAlignment")
  /// Where text that does not fit is cut.
  public static let truncationMode = AttributeName(rawValue: "truncationMode")
  /// How far text may shrink to fit.
  public static let minimumScaleFactor = AttributeName(rawValue: "minimumScaleFactor")
  /// Whether text may tighten its letters to fit.
  public static let allowsTightening = AttributeName(rawValue: "allowsTightening")
  /// The case text is shown in.
  public static let textCase = AttributeName(rawValue: "textCase")
  /// Extra space between pairs of letters.
  public static let kerning = AttributeName(rawValue: "kerning")
  /// Extra space between all letters.
  public static let tracking = AttributeName(rawValue: "tracking")
  /// How far text is raised above its baseline.
  public static let baselineOffset = AttributeName(rawValue: "baselineOffset")
  /// A line under text.
  public static let underline = AttributeName(rawValue: "underline")
  /// The dash pattern of a text line.
  public static let pattern = AttributeName(rawValue: "pattern")
  /// Whether digits are of equal width.
  public static let monospacedDigit = AttributeName(rawValue: "monospacedDigit")
  /// Why content is redacted.
  public static let redacted = AttributeName(rawValue: "redacted")
  /// Whether content is shown even inside redacted content.
  public static let unredacted = AttributeName(rawValue: "unredacted")
  /// Whether content is hidden when redacted for privacy.
  public static let privacySensitive = AttributeName(rawValue: "privacySensitive")
  /// Whether text can be selected.
  public static let textSelection = AttributeName(rawValue: "textSelection")
}

extension AttributeName {
  /// Whether the attribute styles the text inside its node as an environment value does. A
  /// node that carries one twice got it from two modifiers, and the first — the innermost
  /// modifier, nearest the text — wins, as in SwiftUI: `Text(a).lineLimit(2).lineLimit(nil)`
  /// keeps two lines.
  package var isInheritedTextStyle: Bool {
    Self.inheritedTextStyles.contains(self)
  }

  /// Whether the attribute is one of the accessibility modifiers that HTML draws as ARIA
  /// (value, hint, hidden, traits, element, heading).
  package var isAccessibilityDetail: Bool {
    switch self {
    case .accessibilityValue, .accessibilityHint, .accessibilityHidden, .accessibilityAddTraits,
      .accessibilityRemoveTraits, .accessibilityElement, .accessibilityHeading:
      true
    default: false
    }
  }

  private static let inheritedTextStyles: Set<AttributeName> = [
    .font, .fontWeight, .fontDesign, .fontWidth, .lineLimit, .lineSpacing,
    .multilineTextAlignment, .truncationMode, .textCase, .kerning, .tracking,
    .foregroundColor, .foregroundStyle,
  ]
}

// MARK: - Navigation and presentation

extension AttributeName {
  /// A screen's navigation title.
  public static let navigationTitle = AttributeName(rawValue: "navigationTitle")
  /// How a screen's navigation title is displayed.
  public static let navigationBarTitleDisplayMode = AttributeName(
    rawValue: "navigationBarTitleDisplayMode")
  /// Where a toolbar item is placed.
  public static let placement = AttributeName(rawValue: "placement")
  /// A split view column's position.
  public static let column = AttributeName(rawValue: "column")
  /// Which side a split view column is on.
  public static let side = AttributeName(rawValue: "side")
}

// MARK: - Accessibility, events and previews

extension AttributeName {
  /// A view's accessibility label.
  public static let accessibilityLabel = AttributeName(rawValue: "accessibilityLabel")
  /// A view's accessibility identifier.
  public static let accessibilityIdentifier = AttributeName(rawValue: "accessibilityIdentifier")
  /// The number of taps a tap gesture needs.
  public static let onTapGesture = AttributeName(rawValue: "onTapGesture")
  /// The minimum duration of a view's long-press gesture.
  public static let onLongPressGesture = AttributeName(rawValue: "onLongPressGesture")
  /// The text a search suggestion fills the search field with.
  public static let searchCompletion = AttributeName(rawValue: "searchCompletion")
  /// Whether a view can be pulled to refresh.
  public static let refreshable = AttributeName(rawValue: "refreshable")
  /// The gesture attached to a view, by type.
  public static let gesture = AttributeName(rawValue: "gesture")
  /// A gesture recognized with a view's others, by type.
  public static let simultaneousGesture = AttributeName(rawValue: "simultaneousGesture")
  /// A gesture recognized before those of the views inside, by type.
  public static let highPriorityGesture = AttributeName(rawValue: "highPriorityGesture")
  /// The label of the return key for the text fields in a view.
  public static let submitLabel = AttributeName(rawValue: "submitLabel")
  /// The built-in style a control group is drawn in.
  public static let controlGroupStyle = AttributeName(rawValue: "controlGroupStyle")
  /// The parts of a date a date picker shows.
  public static let displayedComponents = AttributeName(rawValue: "displayedComponents")
  /// The built-in style a date picker is drawn in.
  public static let datePickerStyle = AttributeName(rawValue: "datePickerStyle")
  /// The color scheme a view asks its presentation for.
  public static let preferredColorScheme = AttributeName(rawValue: "preferredColorScheme")
  /// The edge a row's swipe actions are on.
  public static let edge = AttributeName(rawValue: "edge")
  /// The name of a preview.
  public static let previewDisplayName = AttributeName(rawValue: "previewDisplayName")
}
