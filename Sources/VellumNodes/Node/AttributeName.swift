/// The name of a node ``Attribute``: one of Vellum's typed names, so a misspelt name does not
/// compile. A library adds its own with `init(rawValue:)` in an extension.
///
/// ```swift
/// node[.text]                                   // the text's characters
/// Attribute(.padding, .insets(EdgeInsets(all: 8)))
/// extension AttributeName { static let rating = AttributeName(rawValue: "rating") }
/// ```
public struct AttributeName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let name: InternedName

  /// The name as renderings spell it.
  public var rawValue: String { name.string }

  /// A name; prefer the static members.
  ///
  /// ```swift
  /// AttributeName(rawValue: "rating")
  /// ```
  public init(rawValue: String) { name = InternedName(rawValue) }

  /// One of Vellum's own names, whose number is fixed when the module is compiled.
  @inlinable init(_ builtin: BuiltinAttribute) { name = InternedName(builtin: builtin.number) }

  /// Two names are equal when their spellings are; they compare as interned numbers.
  @inlinable public static func == (lhs: AttributeName, rhs: AttributeName) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the interned name.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The name.
  public var description: String { rawValue }
}

// MARK: - Content

extension AttributeName {
  /// The characters of a text, a span or a field.
  @inlinable public static var text: AttributeName { AttributeName(.text) }
  /// The title of a control, screen or presentation.
  @inlinable public static var title: AttributeName { AttributeName(.title) }
  /// A field's placeholder when it differs from its title.
  @inlinable public static var prompt: AttributeName { AttributeName(.prompt) }
  /// The message of an error node.
  @inlinable public static var message: AttributeName { AttributeName(.message) }
  /// The name of an asset image, or the type name of a custom shape.
  @inlinable public static var name: AttributeName { AttributeName(.name) }
  /// The SF Symbol an image or image span shows.
  @inlinable public static var systemName: AttributeName { AttributeName(.systemName) }
  /// The asset name of an image that is only decoration (it has no label).
  @inlinable public static var decorative: AttributeName { AttributeName(.decorative) }
  /// The symbol variant an image is drawn in (`fill`, `circle`, …).
  @inlinable public static var symbolVariant: AttributeName { AttributeName(.symbolVariant) }
  /// Whether an image stretches to its frame.
  @inlinable public static var resizable: AttributeName { AttributeName(.resizable) }
  /// A custom shape's outline as SVG path data, in its reference square.
  @inlinable public static var path: AttributeName { AttributeName(.path) }
  /// A custom shape's view box when its path reaches past the reference square.
  @inlinable public static var viewBox: AttributeName { AttributeName(.viewBox) }
  /// The address of a Markdown link span.
  @inlinable public static var link: AttributeName { AttributeName(.link) }
}

// MARK: - Control state

extension AttributeName {
  /// A toggle's state.
  @inlinable public static var isOn: AttributeName { AttributeName(.isOn) }
  /// A control's current value (slider, stepper).
  @inlinable public static var value: AttributeName { AttributeName(.value) }
  /// A slider's lower bound.
  @inlinable public static var minimum: AttributeName { AttributeName(.minimum) }
  /// A slider's upper bound.
  @inlinable public static var maximum: AttributeName { AttributeName(.maximum) }
  /// A picker's or tab view's current selection.
  @inlinable public static var selection: AttributeName { AttributeName(.selection) }
  /// Whether a selectable row, tab or column is selected.
  @inlinable public static var selected: AttributeName { AttributeName(.selected) }
  /// The value a picker option or tab is chosen by.
  @inlinable public static var tag: AttributeName { AttributeName(.tag) }
  /// Whether a text field has keyboard focus.
  @inlinable public static var focused: AttributeName { AttributeName(.focused) }
  /// Whether a control does not respond to interactions.
  @inlinable public static var disabled: AttributeName { AttributeName(.disabled) }
  /// Whether a control's label is hidden (`labelsHidden()`); it stays the control's name.
  @inlinable public static var labelsHidden: AttributeName { AttributeName(.labelsHidden) }
  /// Whether a collapsible section shows its rows.
  @inlinable public static var expanded: AttributeName { AttributeName(.expanded) }
  /// A button's role (`destructive`, `cancel`).
  @inlinable public static var role: AttributeName { AttributeName(.role) }
  /// The keyboard a text field asks for.
  @inlinable public static var keyboardType: AttributeName { AttributeName(.keyboardType) }
  /// What a text field's text is (an email address, a new password), for autofill.
  @inlinable public static var textContentType: AttributeName {
    AttributeName(.textContentType)
  }
  /// The axis a text field grows along.
  @inlinable public static var axis: AttributeName { AttributeName(.axis) }
  /// The scrolling axes of a scroll view.
  @inlinable public static var axes: AttributeName { AttributeName(.axes) }
}

// MARK: - Layout

extension AttributeName {
  /// The spacing between a stack's children.
  @inlinable public static var spacing: AttributeName { AttributeName(.spacing) }
  /// A stack's, frame's or layer's alignment.
  @inlinable public static var alignment: AttributeName { AttributeName(.alignment) }
  /// A spacer's minimum length.
  @inlinable public static var minLength: AttributeName { AttributeName(.minLength) }
  /// Insets around a view.
  @inlinable public static var padding: AttributeName { AttributeName(.padding) }
  /// A view's fixed or flexible frame (its dimensions as fields).
  @inlinable public static var frame: AttributeName { AttributeName(.frame) }
  /// A width: a frame's, or an outline's line width.
  @inlinable public static var width: AttributeName { AttributeName(.width) }
  /// A frame's height.
  @inlinable public static var height: AttributeName { AttributeName(.height) }
  /// A flexible frame's minimum width.
  @inlinable public static var minWidth: AttributeName { AttributeName(.minWidth) }
  /// A flexible frame's ideal width.
  @inlinable public static var idealWidth: AttributeName { AttributeName(.idealWidth) }
  /// A flexible frame's maximum width.
  @inlinable public static var maxWidth: AttributeName { AttributeName(.maxWidth) }
  /// A flexible frame's minimum height.
  @inlinable public static var minHeight: AttributeName { AttributeName(.minHeight) }
  /// A flexible frame's ideal height.
  @inlinable public static var idealHeight: AttributeName { AttributeName(.idealHeight) }
  /// A flexible frame's maximum height.
  @inlinable public static var maxHeight: AttributeName { AttributeName(.maxHeight) }
  /// Whether a view is hidden (it keeps its space).
  @inlinable public static var hidden: AttributeName { AttributeName(.hidden) }
  /// A view's opacity, 0 to 1.
  @inlinable public static var opacity: AttributeName { AttributeName(.opacity) }
  /// A view's background: a color, or views drawn behind it.
  @inlinable public static var background: AttributeName { AttributeName(.background) }
  /// How a background view is aligned in its view's bounds.
  @inlinable public static var backgroundAlignment: AttributeName {
    AttributeName(.backgroundAlignment)
  }
  /// Views drawn in front of a view.
  @inlinable public static var overlay: AttributeName { AttributeName(.overlay) }
  /// How an overlay is aligned in its view's bounds.
  @inlinable public static var overlayAlignment: AttributeName { AttributeName(.overlayAlignment) }

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
    case .accessibilityChildren: .accessibilityChildrenAlignment
    default: .backgroundAlignment
    }
  }
}

// MARK: - Style

extension AttributeName {
  /// A text's font.
  @inlinable public static var font: AttributeName { AttributeName(.font) }
  /// Whether text is bold.
  @inlinable public static var bold: AttributeName { AttributeName(.bold) }
  /// Whether text is italic.
  @inlinable public static var italic: AttributeName { AttributeName(.italic) }
  /// Whether text is struck through.
  @inlinable public static var strikethrough: AttributeName { AttributeName(.strikethrough) }
  /// Whether text is set in a monospaced font.
  @inlinable public static var monospaced: AttributeName { AttributeName(.monospaced) }
  /// The color of a view's text and symbols.
  @inlinable public static var foregroundColor: AttributeName { AttributeName(.foregroundColor) }
  /// The style of a view's text and symbols.
  @inlinable public static var foregroundStyle: AttributeName { AttributeName(.foregroundStyle) }
  /// The color of a color view, or of a shadow.
  @inlinable public static var color: AttributeName { AttributeName(.color) }
  /// The gradient of a gradient view.
  @inlinable public static var gradient: AttributeName { AttributeName(.gradient) }
  /// The style a shape is filled with.
  @inlinable public static var fill: AttributeName { AttributeName(.fill) }
  /// The outline a shape is drawn with (style, width, caps, joins, dashes).
  @inlinable public static var stroke: AttributeName { AttributeName(.stroke) }
  /// The paint of an outline or shadow.
  @inlinable public static var style: AttributeName { AttributeName(.style) }
  /// The width of a shape's outline.
  @inlinable public static var lineWidth: AttributeName { AttributeName(.lineWidth) }
  /// How the ends of an outline are drawn.
  @inlinable public static var lineCap: AttributeName { AttributeName(.lineCap) }
  /// How the corners of an outline are drawn.
  @inlinable public static var lineJoin: AttributeName { AttributeName(.lineJoin) }
  /// The dash pattern of an outline.
  @inlinable public static var dash: AttributeName { AttributeName(.dash) }
  /// An outline around a view.
  @inlinable public static var border: AttributeName { AttributeName(.border) }
  /// The radius of a view's or rounded rectangle's corners.
  @inlinable public static var cornerRadius: AttributeName { AttributeName(.cornerRadius) }
  /// The shape a view is clipped to.
  @inlinable public static var clipShape: AttributeName { AttributeName(.clipShape) }
  /// The shape a view's taps are tested against.
  @inlinable public static var contentShape: AttributeName { AttributeName(.contentShape) }
  /// A view's shadow (color, radius, offset).
  @inlinable public static var shadow: AttributeName { AttributeName(.shadow) }
  /// A shadow's blur radius.
  @inlinable public static var radius: AttributeName { AttributeName(.radius) }
  /// A horizontal offset.
  @inlinable public static var x: AttributeName { AttributeName(.x) }
  /// A vertical offset.
  @inlinable public static var y: AttributeName { AttributeName(.y) }
}

// MARK: - Navigation and presentation

extension AttributeName {
  /// A screen's navigation title.
  @inlinable public static var navigationTitle: AttributeName { AttributeName(.navigationTitle) }
  /// How a screen's navigation title is displayed.
  @inlinable public static var navigationBarTitleDisplayMode: AttributeName {
    AttributeName(.navigationBarTitleDisplayMode)
  }
  /// Where a toolbar item is placed.
  @inlinable public static var placement: AttributeName { AttributeName(.placement) }
  /// A split view column's position.
  @inlinable public static var column: AttributeName { AttributeName(.column) }
  /// Which side a split view column is on.
  @inlinable public static var side: AttributeName { AttributeName(.side) }
}

// MARK: - Accessibility, events and previews

extension AttributeName {
  /// A view's accessibility label.
  @inlinable public static var accessibilityLabel: AttributeName {
    AttributeName(.accessibilityLabel)
  }
  /// A view's accessibility identifier.
  @inlinable public static var accessibilityIdentifier: AttributeName {
    AttributeName(.accessibilityIdentifier)
  }
  /// The number of taps a tap gesture needs.
  @inlinable public static var onTapGesture: AttributeName { AttributeName(.onTapGesture) }
  /// The minimum duration of a view's long-press gesture.
  @inlinable public static var onLongPressGesture: AttributeName {
    AttributeName(.onLongPressGesture)
  }
  /// The text a search suggestion fills the search field with.
  @inlinable public static var searchCompletion: AttributeName { AttributeName(.searchCompletion) }
  /// Whether a view can be pulled to refresh.
  @inlinable public static var refreshable: AttributeName { AttributeName(.refreshable) }
  /// The gesture attached to a view, by type.
  @inlinable public static var gesture: AttributeName { AttributeName(.gesture) }
  /// A gesture recognized with a view's others, by type.
  @inlinable public static var simultaneousGesture: AttributeName {
    AttributeName(.simultaneousGesture)
  }
  /// A gesture recognized before those of the views inside, by type.
  @inlinable public static var highPriorityGesture: AttributeName {
    AttributeName(.highPriorityGesture)
  }
  /// The label of the return key for the text fields in a view.
  @inlinable public static var submitLabel: AttributeName { AttributeName(.submitLabel) }
  /// The built-in style a control group is drawn in.
  @inlinable public static var controlGroupStyle: AttributeName {
    AttributeName(.controlGroupStyle)
  }
  /// The parts of a date a date picker shows.
  @inlinable public static var displayedComponents: AttributeName {
    AttributeName(.displayedComponents)
  }
  /// The built-in style a date picker is drawn in.
  @inlinable public static var datePickerStyle: AttributeName { AttributeName(.datePickerStyle) }
  /// The color scheme a view asks its presentation for.
  @inlinable public static var preferredColorScheme: AttributeName {
    AttributeName(.preferredColorScheme)
  }
  /// The edge a row's swipe actions are on.
  @inlinable public static var edge: AttributeName { AttributeName(.edge) }
  /// The name of a preview.
  @inlinable public static var previewDisplayName: AttributeName {
    AttributeName(.previewDisplayName)
  }
  /// How an image is drawn: `template` (tinted) or `original` (its own colors).
  @inlinable public static var renderingMode: AttributeName { AttributeName(.renderingMode) }
  /// The scale of the symbols in a view: `small`, `medium` or `large`.
  @inlinable public static var imageScale: AttributeName { AttributeName(.imageScale) }
  /// How a preview is sized: `device`, `sizeThatFits` or a fixed size.
  @inlinable public static var previewLayout: AttributeName { AttributeName(.previewLayout) }
  /// The device a preview is drawn on.
  @inlinable public static var previewDevice: AttributeName { AttributeName(.previewDevice) }
  /// How a tab view presents its tabs: `page`.
  @inlinable public static var tabViewStyle: AttributeName { AttributeName(.tabViewStyle) }
}
