/// The name of a node ``Attribute``: one of Vellum's typed names, so a misspelt name does not
/// compile. A library adds its own with `init(rawValue:)` in an extension.
///
/// ```swift
/// node[.text]                                   // the text's characters
/// Attribute(.padding, .insets(EdgeInsets(all: 8)))
/// extension AttributeName { static let rating = AttributeName(rawValue: "rating") }
/// ```
public struct AttributeName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  private let name: InternedName

  /// The name as renderings spell it.
  public var rawValue: String { name.string }

  /// A name; prefer the static members.
  ///
  /// ```swift
  /// AttributeName(rawValue: "rating")
  /// ```
  public init(rawValue: String) { name = InternedName(rawValue) }

  /// Two names are equal when their spellings are; they compare as interned numbers.
  public static func == (lhs: AttributeName, rhs: AttributeName) -> Bool { lhs.name == rhs.name }

  /// Hashes the interned name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

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
  /// Whether a control's label is hidden (`labelsHidden()`); it stays the control's name.
  public static let labelsHidden = AttributeName(rawValue: "labelsHidden")
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
