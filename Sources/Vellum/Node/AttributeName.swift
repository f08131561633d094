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

  /// One of Vellum's own names, whose number is fixed when the module is compiled.
  init(_ builtin: BuiltinAttribute) { name = InternedName(builtin: builtin.number) }

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
  public static let text = AttributeName(.text)
  /// The title of a control, screen or presentation.
  public static let title = AttributeName(.title)
  /// A field's placeholder when it differs from its title.
  public static let prompt = AttributeName(.prompt)
  /// The message of an error node.
  public static let message = AttributeName(.message)
  /// The name of an asset image, or the type name of a custom shape.
  public static let name = AttributeName(.name)
  /// The SF Symbol an image or image span shows.
  public static let systemName = AttributeName(.systemName)
  /// The asset name of an image that is only decoration (it has no label).
  public static let decorative = AttributeName(.decorative)
  /// The symbol variant an image is drawn in (`fill`, `circle`, …).
  public static let symbolVariant = AttributeName(.symbolVariant)
  /// Whether an image stretches to its frame.
  public static let resizable = AttributeName(.resizable)
  /// A custom shape's outline as SVG path data, in its reference square.
  public static let path = AttributeName(.path)
  /// A custom shape's view box when its path reaches past the reference square.
  public static let viewBox = AttributeName(.viewBox)
  /// The address of a Markdown link span.
  public static let link = AttributeName(.link)
}

// MARK: - Control state

extension AttributeName {
  /// A toggle's state.
  public static let isOn = AttributeName(.isOn)
  /// A control's current value (slider, stepper).
  public static let value = AttributeName(.value)
  /// A slider's lower bound.
  public static let minimum = AttributeName(.minimum)
  /// A slider's upper bound.
  public static let maximum = AttributeName(.maximum)
  /// A picker's or tab view's current selection.
  public static let selection = AttributeName(.selection)
  /// Whether a selectable row, tab or column is selected.
  public static let selected = AttributeName(.selected)
  /// The value a picker option or tab is chosen by.
  public static let tag = AttributeName(.tag)
  /// Whether a text field has keyboard focus.
  public static let focused = AttributeName(.focused)
  /// Whether a control does not respond to interactions.
  public static let disabled = AttributeName(.disabled)
  /// Whether a control's label is hidden (`labelsHidden()`); it stays the control's name.
  public static let labelsHidden = AttributeName(.labelsHidden)
  /// Whether a collapsible section shows its rows.
  public static let expanded = AttributeName(.expanded)
  /// A button's role (`destructive`, `cancel`).
  public static let role = AttributeName(.role)
  /// The keyboard a text field asks for.
  public static let keyboardType = AttributeName(.keyboardType)
  /// The axis a text field grows along.
  public static let axis = AttributeName(.axis)
  /// The scrolling axes of a scroll view.
  public static let axes = AttributeName(.axes)
}

// MARK: - Layout

extension AttributeName {
  /// The spacing between a stack's children.
  public static let spacing = AttributeName(.spacing)
  /// A stack's, frame's or layer's alignment.
  public static let alignment = AttributeName(.alignment)
  /// A spacer's minimum length.
  public static let minLength = AttributeName(.minLength)
  /// Insets around a view.
  public static let padding = AttributeName(.padding)
  /// A view's fixed or flexible frame (its dimensions as fields).
  public static let frame = AttributeName(.frame)
  /// A width: a frame's, or an outline's line width.
  public static let width = AttributeName(.width)
  /// A frame's height.
  public static let height = AttributeName(.height)
  /// A flexible frame's minimum width.
  public static let minWidth = AttributeName(.minWidth)
  /// A flexible frame's ideal width.
  public static let idealWidth = AttributeName(.idealWidth)
  /// A flexible frame's maximum width.
  public static let maxWidth = AttributeName(.maxWidth)
  /// A flexible frame's minimum height.
  public static let minHeight = AttributeName(.minHeight)
  /// A flexible frame's ideal height.
  public static let idealHeight = AttributeName(.idealHeight)
  /// A flexible frame's maximum height.
  public static let maxHeight = AttributeName(.maxHeight)
  /// Whether a view is hidden (it keeps its space).
  public static let hidden = AttributeName(.hidden)
  /// A view's opacity, 0 to 1.
  public static let opacity = AttributeName(.opacity)
  /// A view's background: a color, or views drawn behind it.
  public static let background = AttributeName(.background)
  /// How a background view is aligned in its view's bounds.
  public static let backgroundAlignment = AttributeName(.backgroundAlignment)
  /// Views drawn in front of a view.
  public static let overlay = AttributeName(.overlay)
  /// How an overlay is aligned in its view's bounds.
  public static let overlayAlignment = AttributeName(.overlayAlignment)

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
  public static let font = AttributeName(.font)
  /// Whether text is bold.
  public static let bold = AttributeName(.bold)
  /// Whether text is italic.
  public static let italic = AttributeName(.italic)
  /// Whether text is struck through.
  public static let strikethrough = AttributeName(.strikethrough)
  /// Whether text is set in a monospaced font.
  public static let monospaced = AttributeName(.monospaced)
  /// The color of a view's text and symbols.
  public static let foregroundColor = AttributeName(.foregroundColor)
  /// The style of a view's text and symbols.
  public static let foregroundStyle = AttributeName(.foregroundStyle)
  /// The color of a color view, or of a shadow.
  public static let color = AttributeName(.color)
  /// The gradient of a gradient view.
  public static let gradient = AttributeName(.gradient)
  /// The style a shape is filled with.
  public static let fill = AttributeName(.fill)
  /// The outline a shape is drawn with (style, width, caps, joins, dashes).
  public static let stroke = AttributeName(.stroke)
  /// The paint of an outline or shadow.
  public static let style = AttributeName(.style)
  /// The width of a shape's outline.
  public static let lineWidth = AttributeName(.lineWidth)
  /// How the ends of an outline are drawn.
  public static let lineCap = AttributeName(.lineCap)
  /// How the corners of an outline are drawn.
  public static let lineJoin = AttributeName(.lineJoin)
  /// The dash pattern of an outline.
  public static let dash = AttributeName(.dash)
  /// An outline around a view.
  public static let border = AttributeName(.border)
  /// The radius of a view's or rounded rectangle's corners.
  public static let cornerRadius = AttributeName(.cornerRadius)
  /// The shape a view is clipped to.
  public static let clipShape = AttributeName(.clipShape)
  /// The shape a view's taps are tested against.
  public static let contentShape = AttributeName(.contentShape)
  /// A view's shadow (color, radius, offset).
  public static let shadow = AttributeName(.shadow)
  /// A shadow's blur radius.
  public static let radius = AttributeName(.radius)
  /// A horizontal offset.
  public static let x = AttributeName(.x)
  /// A vertical offset.
  public static let y = AttributeName(.y)
}

// MARK: - Navigation and presentation

extension AttributeName {
  /// A screen's navigation title.
  public static let navigationTitle = AttributeName(.navigationTitle)
  /// How a screen's navigation title is displayed.
  public static let navigationBarTitleDisplayMode = AttributeName(.navigationBarTitleDisplayMode)
  /// Where a toolbar item is placed.
  public static let placement = AttributeName(.placement)
  /// A split view column's position.
  public static let column = AttributeName(.column)
  /// Which side a split view column is on.
  public static let side = AttributeName(.side)
}

// MARK: - Accessibility, events and previews

extension AttributeName {
  /// A view's accessibility label.
  public static let accessibilityLabel = AttributeName(.accessibilityLabel)
  /// A view's accessibility identifier.
  public static let accessibilityIdentifier = AttributeName(.accessibilityIdentifier)
  /// The number of taps a tap gesture needs.
  public static let onTapGesture = AttributeName(.onTapGesture)
  /// The minimum duration of a view's long-press gesture.
  public static let onLongPressGesture = AttributeName(.onLongPressGesture)
  /// The text a search suggestion fills the search field with.
  public static let searchCompletion = AttributeName(.searchCompletion)
  /// Whether a view can be pulled to refresh.
  public static let refreshable = AttributeName(.refreshable)
  /// The gesture attached to a view, by type.
  public static let gesture = AttributeName(.gesture)
  /// A gesture recognized with a view's others, by type.
  public static let simultaneousGesture = AttributeName(.simultaneousGesture)
  /// A gesture recognized before those of the views inside, by type.
  public static let highPriorityGesture = AttributeName(.highPriorityGesture)
  /// The label of the return key for the text fields in a view.
  public static let submitLabel = AttributeName(.submitLabel)
  /// The built-in style a control group is drawn in.
  public static let controlGroupStyle = AttributeName(.controlGroupStyle)
  /// The parts of a date a date picker shows.
  public static let displayedComponents = AttributeName(.displayedComponents)
  /// The built-in style a date picker is drawn in.
  public static let datePickerStyle = AttributeName(.datePickerStyle)
  /// The color scheme a view asks its presentation for.
  public static let preferredColorScheme = AttributeName(.preferredColorScheme)
  /// The edge a row's swipe actions are on.
  public static let edge = AttributeName(.edge)
  /// The name of a preview.
  public static let previewDisplayName = AttributeName(.previewDisplayName)
}
