/// The kind of a ``Node``: the name of the primitive view that produced it.
///
/// Vellum's own roles are static members; a library adds its own with ``init(rawValue:)``,
/// declared once as a static member of its own.
///
/// ```swift
/// node.role == .button
/// extension Role { static let rating = Role(rawValue: "Rating") }
/// ```
public struct Role: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  @usableFromInline var name: InternedName

  /// The role's name as it appears in renderings.
  public var rawValue: String {
    get { name.string }
    set { name = InternedName(newValue) }
  }

  /// Creates a role from its name.
  ///
  /// ```swift
  /// Role(rawValue: "Text") == .text
  /// ```
  public init(rawValue: String) { name = InternedName(rawValue) }

  /// One of Vellum's own roles, whose number is fixed when the module is compiled.
  @inlinable init(_ builtin: BuiltinRole) { name = InternedName(builtin: builtin.number) }

  /// Two roles are equal when their names are; they compare as interned numbers.
  @inlinable public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }

  /// Hashes the role's interned name.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The role's name.
  public var description: String { rawValue }
}

extension Role {
  /// The invisible root that holds a host's screen.
  @inlinable public static var root: Role { Role(.root) }
  /// Static or formatted text.
  @inlinable public static var text: Role { Role(.text) }
  /// A span of a concatenated text with its own style.
  @inlinable public static var span: Role { Role(.span) }
  /// A tappable button.
  @inlinable public static var button: Role { Role(.button) }
  /// A title paired with an icon.
  @inlinable public static var label: Role { Role(.label) }
  /// An image, usually a symbol.
  @inlinable public static var image: Role { Role(.image) }
  /// Flexible space along a stack's axis.
  @inlinable public static var spacer: Role { Role(.spacer) }
  /// A thin separating line.
  @inlinable public static var divider: Role { Role(.divider) }
  /// A vertical stack.
  @inlinable public static var vStack: Role { Role(.vStack) }
  /// A grid filled row by row (`LazyVGrid`).
  @inlinable public static var lazyVGrid: Role { Role(.lazyVGrid) }
  /// A grid filled column by column (`LazyHGrid`).
  @inlinable public static var lazyHGrid: Role { Role(.lazyHGrid) }
  /// A two-dimensional grid of rows (`Grid`).
  @inlinable public static var grid: Role { Role(.grid) }
  /// The first of several views that fits (`ViewThatFits`).
  @inlinable public static var viewThatFits: Role { Role(.viewThatFits) }
  /// Progress towards completing a task.
  @inlinable public static var progressView: Role { Role(.progressView) }
  /// The current-value label of a progress view or gauge.
  @inlinable public static var currentValueLabel: Role { Role(.currentValueLabel) }
  /// A label that shows or hides its content.
  @inlinable public static var disclosureGroup: Role { Role(.disclosureGroup) }
  /// The tappable label of a disclosure group.
  @inlinable public static var disclosureLabel: Role { Role(.disclosureLabel) }
  /// A title and a value, side by side.
  @inlinable public static var labeledContent: Role { Role(.labeledContent) }
  /// The value part of labeled content.
  @inlinable public static var labeledValue: Role { Role(.labeledValue) }
  /// A box around content, with an optional label.
  @inlinable public static var groupBox: Role { Role(.groupBox) }
  /// A screen's empty state: a label, a description and actions.
  @inlinable public static var contentUnavailable: Role { Role(.contentUnavailableView) }
  /// A link to a URL.
  @inlinable public static var link: Role { Role(.link) }
  /// A value shown on a scale.
  @inlinable public static var gauge: Role { Role(.gauge) }
  /// A button that shows a menu of actions.
  @inlinable public static var menu: Role { Role(.menu) }
  /// The label of a gauge's smallest value.
  @inlinable public static var minimumValueLabel: Role { Role(.minimumValueLabel) }
  /// The label of a gauge's largest value.
  @inlinable public static var maximumValueLabel: Role { Role(.maximumValueLabel) }
  /// The labels of a gauge's marked values.
  @inlinable public static var markedValueLabels: Role { Role(.markedValueLabels) }
  /// The tappable label of a menu.
  @inlinable public static var menuLabel: Role { Role(.menuLabel) }
  /// The items of an open menu.
  @inlinable public static var menuItems: Role { Role(.menuItems) }
  /// A radial, angular or elliptical gradient filling its space.
  @inlinable public static var gradient: Role { Role(.gradient) }
  /// A view with its context menu open.
  @inlinable public static var contextMenu: Role { Role(.contextMenu) }
  /// A row with its swipe actions revealed.
  @inlinable public static var swipeActions: Role { Role(.swipeActions) }
  /// A view with a search field above it.
  @inlinable public static var searchable: Role { Role(.searchable) }
  /// The field of a search.
  @inlinable public static var searchField: Role { Role(.searchField) }
  /// The rows of a `ForEach` in edit mode, showing their delete and move controls.
  @inlinable public static var editableRows: Role { Role(.editableRows) }
  /// A multi-line text field.
  @inlinable public static var textEditor: Role { Role(.textEditor) }
  /// Controls grouped side by side.
  @inlinable public static var controlGroup: Role { Role(.controlGroup) }
  /// A control for choosing a date.
  @inlinable public static var datePicker: Role { Role(.datePicker) }
  /// A control for choosing a color.
  @inlinable public static var colorPicker: Role { Role(.colorPicker) }
  /// A control for choosing several days.
  @inlinable public static var multiDatePicker: Role { Role(.multiDatePicker) }
  /// A `GeometryReader`: its content laid out in the space it was offered.
  @inlinable public static var geometryReader: Role { Role(.geometryReader) }
  /// A custom `Layout`'s subviews, each placed where the layout put it.
  @inlinable public static var customLayout: Role { Role(.customLayout) }
  /// A `Canvas`: what its renderer drew, in the space it was offered.
  @inlinable public static var canvas: Role { Role(.canvas) }
  /// A `Table`: its header row, then one row per value.
  @inlinable public static var table: Role { Role(.table) }
  /// A row of a table (the header row has `header: true`).
  @inlinable public static var tableRow: Role { Role(.tableRow) }
  /// A cell of a table row, or a column's header.
  @inlinable public static var tableCell: Role { Role(.tableCell) }
  /// One row of a `Grid`.
  @inlinable public static var gridRow: Role { Role(.gridRow) }
  /// A horizontal stack.
  @inlinable public static var hStack: Role { Role(.hStack) }
  /// An overlaying stack.
  @inlinable public static var zStack: Role { Role(.zStack) }
  /// An on/off switch.
  @inlinable public static var toggle: Role { Role(.toggle) }
  /// An editable single-line text field.
  @inlinable public static var textField: Role { Role(.textField) }
  /// A text field whose content is masked.
  @inlinable public static var secureField: Role { Role(.secureField) }
  /// A scrolling list of rows.
  @inlinable public static var list: Role { Role(.list) }
  /// A group of rows with an optional header and footer.
  @inlinable public static var section: Role { Role(.section) }
  /// The header of a section.
  @inlinable public static var header: Role { Role(.header) }
  /// The footer of a section.
  @inlinable public static var footer: Role { Role(.footer) }
  /// A grouped container of controls.
  @inlinable public static var form: Role { Role(.form) }
  /// A scrollable region.
  @inlinable public static var scrollView: Role { Role(.scrollView) }
  /// A solid color that fills its space.
  @inlinable public static var color: Role { Role(.color) }
  /// A linear gradient that fills its space.
  @inlinable public static var linearGradient: Role { Role(.linearGradient) }
  /// A rectangle with fully rounded ends.
  @inlinable public static var capsule: Role { Role(.capsule) }
  /// A circle.
  @inlinable public static var circle: Role { Role(.circle) }
  /// An ellipse.
  @inlinable public static var ellipse: Role { Role(.ellipse) }
  /// A rectangle.
  @inlinable public static var rectangle: Role { Role(.rectangle) }
  /// A rectangle with rounded corners (`cornerRadius` attribute).
  @inlinable public static var roundedRectangle: Role { Role(.roundedRectangle) }
  /// A slider over a range.
  @inlinable public static var slider: Role { Role(.slider) }
  /// A control with − and + buttons.
  @inlinable public static var stepper: Role { Role(.stepper) }
  /// A picker: its label, then its options.
  @inlinable public static var picker: Role { Role(.picker) }
  /// The options of a picker.
  @inlinable public static var options: Role { Role(.options) }
  /// A custom shape, drawn from its path (`name` and `path` attributes).
  @inlinable public static var shape: Role { Role(.shape) }
  /// A presented sheet (also a popover, which is presented as a sheet).
  @inlinable public static var sheet: Role { Role(.sheet) }
  /// A presented full-screen cover.
  @inlinable public static var fullScreenCover: Role { Role(.fullScreenCover) }
  /// A presented alert.
  @inlinable public static var alert: Role { Role(.alert) }
  /// A presented confirmation dialog.
  @inlinable public static var confirmationDialog: Role { Role(.confirmationDialog) }
  /// The message of an alert or confirmation dialog.
  @inlinable public static var message: Role { Role(.message) }
  /// A navigation stack, with its bar drawn from its top screen.
  @inlinable public static var navigationStack: Role { Role(.navigationStack) }
  /// One screen of a navigation stack.
  @inlinable public static var screen: Role { Role(.screen) }
  /// A split view's columns.
  @inlinable public static var navigationSplitView: Role { Role(.navigationSplitView) }
  /// One column of a split view.
  @inlinable public static var column: Role { Role(.column) }
  /// The toolbar items attached to a view.
  @inlinable public static var toolbar: Role { Role(.toolbar) }
  /// One toolbar item, with its placement.
  @inlinable public static var toolbarItem: Role { Role(.toolbarItem) }
  /// A tab view.
  @inlinable public static var tabView: Role { Role(.tabView) }
  /// One tab of a tab view.
  @inlinable public static var tab: Role { Role(.tab) }
  /// A tab's item in the tab bar.
  @inlinable public static var tabItem: Role { Role(.tabItem) }
  /// A link that pushes a screen.
  @inlinable public static var navigationLink: Role { Role(.navigationLink) }

  /// Whether nodes of this role are presented over the screen rather than laid out in it.
  @inlinable public var isPresentation: Bool { name.isKind(.presentation) }

  /// Whether nodes of this role are drawn outside the flow of their parent: presentations over
  /// the screen, toolbars in the navigation bar.
  @inlinable public var isOutOfFlow: Bool { name.isKind(.outOfFlow) }

  /// A problem the graph found while evaluating a view (for example a missing environment object).
  @inlinable public static var error: Role { Role(.error) }
  /// What an old tree holds in place of a child list changed in place, for the diff to compare
  /// by the list's splice (`Node.splicedChildren`); never part of a screen.
  @inlinable public static var splicedChildren: Role { Role(.splicedChildren) }
}

extension Role {
  /// Whether a control of this role draws a label that `labelsHidden()` hides.
  @inlinable package var hasHideableLabel: Bool {
    switch self {
    case .toggle, .picker, .stepper, .slider, .datePicker, .colorPicker, .multiDatePicker, .gauge,
      .labeledContent:
      true
    default: false
    }
  }
}
