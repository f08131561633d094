/// The kind of a ``Node``: the name of the primitive view that produced it.
///
/// Roles are open: a library can add its own with a string literal.
///
/// ```swift
/// node.role == .button
/// let custom: Role = "Gauge"
/// ```
public struct Role: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  private var name: InternedName

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

  /// Creates a role from a string literal.
  ///
  /// ```swift
  /// let role: Role = "Text"
  /// ```
  public init(stringLiteral value: String) { name = InternedName(value) }

  /// Two roles are equal when their names are; they compare as interned numbers.
  public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }

  /// Hashes the role's interned name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The role's name.
  public var description: String { rawValue }
}

extension Role {
  /// The invisible root that holds a host's screen.
  public static let root: Role = "Root"
  /// Static or formatted text.
  public static let text: Role = "Text"
  /// A span of a concatenated text with its own style.
  public static let span: Role = "Span"
  /// A tappable button.
  public static let button: Role = "Button"
  /// A title paired with an icon.
  public static let label: Role = "Label"
  /// An image, usually a symbol.
  public static let image: Role = "Image"
  /// Flexible space along a stack's axis.
  public static let spacer: Role = "Spacer"
  /// A thin separating line.
  public static let divider: Role = "Divider"
  /// A vertical stack.
  public static let vStack: Role = "VStack"
  /// A grid filled row by row (`LazyVGrid`).
  public static let lazyVGrid: Role = "LazyVGrid"
  /// A grid filled column by column (`LazyHGrid`).
  public static let lazyHGrid: Role = "LazyHGrid"
  /// A two-dimensional grid of rows (`Grid`).
  public static let grid: Role = "Grid"
  /// The first of several views that fits (`ViewThatFits`).
  public static let viewThatFits: Role = "ViewThatFits"
  /// Progress towards completing a task.
  public static let progressView: Role = "ProgressView"
  /// The current-value label of a progress view or gauge.
  public static let currentValueLabel: Role = "CurrentValueLabel"
  /// A label that shows or hides its content.
  public static let disclosureGroup: Role = "DisclosureGroup"
  /// The tappable label of a disclosure group.
  public static let disclosureLabel: Role = "DisclosureLabel"
  /// A title and a value, side by side.
  public static let labeledContent: Role = "LabeledContent"
  /// The value part of labeled content.
  public static let labeledValue: Role = "LabeledValue"
  /// A box around content, with an optional label.
  public static let groupBox: Role = "GroupBox"
  /// A screen's empty state: a label, a description and actions.
  public static let contentUnavailable: Role = "ContentUnavailableView"
  /// A link to a URL.
  public static let link: Role = "Link"
  /// A value shown on a scale.
  public static let gauge: Role = "Gauge"
  /// A button that shows a menu of actions.
  public static let menu: Role = "Menu"
  /// The label of a gauge's smallest value.
  public static let minimumValueLabel: Role = "MinimumValueLabel"
  /// The label of a gauge's largest value.
  public static let maximumValueLabel: Role = "MaximumValueLabel"
  /// The labels of a gauge's marked values.
  public static let markedValueLabels: Role = "MarkedValueLabels"
  /// The tappable label of a menu.
  public static let menuLabel: Role = "MenuLabel"
  /// The items of an open menu.
  public static let menuItems: Role = "MenuItems"
  /// A radial, angular or elliptical gradient filling its space.
  public static let gradient: Role = "Gradient"
  /// A view with its context menu open.
  public static let contextMenu: Role = "ContextMenu"
  /// A row with its swipe actions revealed.
  public static let swipeActions: Role = "SwipeActions"
  /// A view with a search field above it.
  public static let searchable: Role = "Searchable"
  /// The field of a search.
  public static let searchField: Role = "SearchField"
  /// The rows of a `ForEach` in edit mode, showing their delete and move controls.
  public static let editableRows: Role = "EditableRows"
  /// A multi-line text field.
  public static let textEditor: Role = "TextEditor"
  /// Controls grouped side by side.
  public static let controlGroup: Role = "ControlGroup"
  /// A control for choosing a date.
  public static let datePicker: Role = "DatePicker"
  /// A control for choosing a color.
  public static let colorPicker: Role = "ColorPicker"
  /// A control for choosing several days.
  public static let multiDatePicker: Role = "MultiDatePicker"
  /// A `GeometryReader`: its content laid out in the space it was offered.
  public static let geometryReader: Role = "GeometryReader"
  /// A custom `Layout`'s subviews, each placed where the layout put it.
  public static let customLayout: Role = "CustomLayout"
  /// A `Canvas`: what its renderer drew, in the space it was offered.
  public static let canvas: Role = "Canvas"
  /// A `Table`: its header row, then one row per value.
  public static let table: Role = "Table"
  /// A row of a table (the header row has `header: true`).
  public static let tableRow: Role = "TableRow"
  /// A cell of a table row, or a column's header.
  public static let tableCell: Role = "TableCell"
  /// One row of a `Grid`.
  public static let gridRow: Role = "GridRow"
  /// A horizontal stack.
  public static let hStack: Role = "HStack"
  /// An overlaying stack.
  public static let zStack: Role = "ZStack"
  /// An on/off switch.
  public static let toggle: Role = "Toggle"
  /// An editable single-line text field.
  public static let textField: Role = "TextField"
  /// A text field whose content is masked.
  public static let secureField: Role = "SecureField"
  /// A scrolling list of rows.
  public static let list: Role = "List"
  /// A group of rows with an optional header and footer.
  public static let section: Role = "Section"
  /// The header of a section.
  public static let header: Role = "Header"
  /// The footer of a section.
  public static let footer: Role = "Footer"
  /// A grouped container of controls.
  public static let form: Role = "Form"
  /// A scrollable region.
  public static let scrollView: Role = "ScrollView"
  /// A solid color that fills its space.
  public static let color: Role = "Color"
  /// A linear gradient that fills its space.
  public static let linearGradient: Role = "LinearGradient"
  /// A rectangle with fully rounded ends.
  public static let capsule: Role = "Capsule"
  /// A circle.
  public static let circle: Role = "Circle"
  /// An ellipse.
  public static let ellipse: Role = "Ellipse"
  /// A rectangle.
  public static let rectangle: Role = "Rectangle"
  /// A rectangle with rounded corners (`cornerRadius` attribute).
  public static let roundedRectangle: Role = "RoundedRectangle"
  /// A slider over a range.
  public static let slider: Role = "Slider"
  /// A control with − and + buttons.
  public static let stepper: Role = "Stepper"
  /// A picker: its label, then its options.
  public static let picker: Role = "Picker"
  /// The options of a picker.
  public static let options: Role = "Options"
  /// A custom shape, drawn from its path (`name` and `path` attributes).
  public static let shape: Role = "Shape"
  /// A presented sheet (also a popover, which is presented as a sheet).
  public static let sheet: Role = "Sheet"
  /// A presented full-screen cover.
  public static let fullScreenCover: Role = "FullScreenCover"
  /// A presented alert.
  public static let alert: Role = "Alert"
  /// A presented confirmation dialog.
  public static let confirmationDialog: Role = "ConfirmationDialog"
  /// The message of an alert or confirmation dialog.
  public static let message: Role = "Message"
  /// A navigation stack, with its bar drawn from its top screen.
  public static let navigationStack: Role = "NavigationStack"
  /// One screen of a navigation stack.
  public static let screen: Role = "Screen"
  /// A split view's columns.
  public static let navigationSplitView: Role = "NavigationSplitView"
  /// One column of a split view.
  public static let column: Role = "Column"
  /// The toolbar items attached to a view.
  public static let toolbar: Role = "Toolbar"
  /// One toolbar item, with its placement.
  public static let toolbarItem: Role = "ToolbarItem"
  /// A tab view.
  public static let tabView: Role = "TabView"
  /// One tab of a tab view.
  public static let tab: Role = "Tab"
  /// A tab's item in the tab bar.
  public static let tabItem: Role = "TabItem"
  /// A link that pushes a screen.
  public static let navigationLink: Role = "NavigationLink"

  /// Whether nodes of this role are presented over the screen rather than laid out in it.
  public var isPresentation: Bool { name.isKind(.presentation) }

  /// Whether nodes of this role are drawn outside the flow of their parent: presentations over
  /// the screen, toolbars in the navigation bar.
  public var isOutOfFlow: Bool { name.isKind(.outOfFlow) }

  /// A problem the graph found while evaluating a view (for example a missing environment object).
  public static let error: Role = "Error"
}

extension InternedName.Kinds {
  /// The kinds of the role named `string`, given to its number when the name is interned:
  /// the names of ``Role/sheet``, ``Role/fullScreenCover``, ``Role/alert``,
  /// ``Role/confirmationDialog``, ``Role/toolbar`` and ``Role/tabItem``, spelled out because
  /// those constants are themselves interned names.
  static func of(_ string: String) -> Self {
    switch string {
    case "Sheet", "FullScreenCover", "Alert", "ConfirmationDialog": [.presentation, .outOfFlow]
    case "Toolbar", "TabItem": .outOfFlow
    default: []
    }
  }
}

extension Role {
  /// Whether a control of this role draws a label that `labelsHidden()` hides.
  package var hasHideableLabel: Bool {
    switch self {
    case .toggle, .picker, .stepper, .slider, .datePicker, .colorPicker, .multiDatePicker, .gauge,
      .labeledContent:
      true
    default: false
    }
  }
}
