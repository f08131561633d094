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

  /// One of Vellum's own roles, whose number is fixed when the module is compiled.
  init(_ builtin: BuiltinRole) { name = InternedName(builtin: builtin.number) }

  /// Two roles are equal when their names are; they compare as interned numbers.
  public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }

  /// Hashes the role's interned name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The role's name.
  public var description: String { rawValue }
}

extension Role {
  /// The invisible root that holds a host's screen.
  public static let root = Role(.root)
  /// Static or formatted text.
  public static let text = Role(.text)
  /// A span of a concatenated text with its own style.
  public static let span = Role(.span)
  /// A tappable button.
  public static let button = Role(.button)
  /// A title paired with an icon.
  public static let label = Role(.label)
  /// An image, usually a symbol.
  public static let image = Role(.image)
  /// Flexible space along a stack's axis.
  public static let spacer = Role(.spacer)
  /// A thin separating line.
  public static let divider = Role(.divider)
  /// A vertical stack.
  public static let vStack = Role(.vStack)
  /// A grid filled row by row (`LazyVGrid`).
  public static let lazyVGrid = Role(.lazyVGrid)
  /// A grid filled column by column (`LazyHGrid`).
  public static let lazyHGrid = Role(.lazyHGrid)
  /// A two-dimensional grid of rows (`Grid`).
  public static let grid = Role(.grid)
  /// The first of several views that fits (`ViewThatFits`).
  public static let viewThatFits = Role(.viewThatFits)
  /// Progress towards completing a task.
  public static let progressView = Role(.progressView)
  /// The current-value label of a progress view or gauge.
  public static let currentValueLabel = Role(.currentValueLabel)
  /// A label that shows or hides its content.
  public static let disclosureGroup = Role(.disclosureGroup)
  /// The tappable label of a disclosure group.
  public static let disclosureLabel = Role(.disclosureLabel)
  /// A title and a value, side by side.
  public static let labeledContent = Role(.labeledContent)
  /// The value part of labeled content.
  public static let labeledValue = Role(.labeledValue)
  /// A box around content, with an optional label.
  public static let groupBox = Role(.groupBox)
  /// A screen's empty state: a label, a description and actions.
  public static let contentUnavailable = Role(.contentUnavailableView)
  /// A link to a URL.
  public static let link = Role(.link)
  /// A value shown on a scale.
  public static let gauge = Role(.gauge)
  /// A button that shows a menu of actions.
  public static let menu = Role(.menu)
  /// The label of a gauge's smallest value.
  public static let minimumValueLabel = Role(.minimumValueLabel)
  /// The label of a gauge's largest value.
  public static let maximumValueLabel = Role(.maximumValueLabel)
  /// The labels of a gauge's marked values.
  public static let markedValueLabels = Role(.markedValueLabels)
  /// The tappable label of a menu.
  public static let menuLabel = Role(.menuLabel)
  /// The items of an open menu.
  public static let menuItems = Role(.menuItems)
  /// A radial, angular or elliptical gradient filling its space.
  public static let gradient = Role(.gradient)
  /// A view with its context menu open.
  public static let contextMenu = Role(.contextMenu)
  /// A row with its swipe actions revealed.
  public static let swipeActions = Role(.swipeActions)
  /// A view with a search field above it.
  public static let searchable = Role(.searchable)
  /// The field of a search.
  public static let searchField = Role(.searchField)
  /// The rows of a `ForEach` in edit mode, showing their delete and move controls.
  public static let editableRows = Role(.editableRows)
  /// A multi-line text field.
  public static let textEditor = Role(.textEditor)
  /// Controls grouped side by side.
  public static let controlGroup = Role(.controlGroup)
  /// A control for choosing a date.
  public static let datePicker = Role(.datePicker)
  /// A control for choosing a color.
  public static let colorPicker = Role(.colorPicker)
  /// A control for choosing several days.
  public static let multiDatePicker = Role(.multiDatePicker)
  /// A `GeometryReader`: its content laid out in the space it was offered.
  public static let geometryReader = Role(.geometryReader)
  /// A custom `Layout`'s subviews, each placed where the layout put it.
  public static let customLayout = Role(.customLayout)
  /// A `Canvas`: what its renderer drew, in the space it was offered.
  public static let canvas = Role(.canvas)
  /// A `Table`: its header row, then one row per value.
  public static let table = Role(.table)
  /// A row of a table (the header row has `header: true`).
  public static let tableRow = Role(.tableRow)
  /// A cell of a table row, or a column's header.
  public static let tableCell = Role(.tableCell)
  /// One row of a `Grid`.
  public static let gridRow = Role(.gridRow)
  /// A horizontal stack.
  public static let hStack = Role(.hStack)
  /// An overlaying stack.
  public static let zStack = Role(.zStack)
  /// An on/off switch.
  public static let toggle = Role(.toggle)
  /// An editable single-line text field.
  public static let textField = Role(.textField)
  /// A text field whose content is masked.
  public static let secureField = Role(.secureField)
  /// A scrolling list of rows.
  public static let list = Role(.list)
  /// A group of rows with an optional header and footer.
  public static let section = Role(.section)
  /// The header of a section.
  public static let header = Role(.header)
  /// The footer of a section.
  public static let footer = Role(.footer)
  /// A grouped container of controls.
  public static let form = Role(.form)
  /// A scrollable region.
  public static let scrollView = Role(.scrollView)
  /// A solid color that fills its space.
  public static let color = Role(.color)
  /// A linear gradient that fills its space.
  public static let linearGradient = Role(.linearGradient)
  /// A rectangle with fully rounded ends.
  public static let capsule = Role(.capsule)
  /// A circle.
  public static let circle = Role(.circle)
  /// An ellipse.
  public static let ellipse = Role(.ellipse)
  /// A rectangle.
  public static let rectangle = Role(.rectangle)
  /// A rectangle with rounded corners (`cornerRadius` attribute).
  public static let roundedRectangle = Role(.roundedRectangle)
  /// A slider over a range.
  public static let slider = Role(.slider)
  /// A control with − and + buttons.
  public static let stepper = Role(.stepper)
  /// A picker: its label, then its options.
  public static let picker = Role(.picker)
  /// The options of a picker.
  public static let options = Role(.options)
  /// A custom shape, drawn from its path (`name` and `path` attributes).
  public static let shape = Role(.shape)
  /// A presented sheet (also a popover, which is presented as a sheet).
  public static let sheet = Role(.sheet)
  /// A presented full-screen cover.
  public static let fullScreenCover = Role(.fullScreenCover)
  /// A presented alert.
  public static let alert = Role(.alert)
  /// A presented confirmation dialog.
  public static let confirmationDialog = Role(.confirmationDialog)
  /// The message of an alert or confirmation dialog.
  public static let message = Role(.message)
  /// A navigation stack, with its bar drawn from its top screen.
  public static let navigationStack = Role(.navigationStack)
  /// One screen of a navigation stack.
  public static let screen = Role(.screen)
  /// A split view's columns.
  public static let navigationSplitView = Role(.navigationSplitView)
  /// One column of a split view.
  public static let column = Role(.column)
  /// The toolbar items attached to a view.
  public static let toolbar = Role(.toolbar)
  /// One toolbar item, with its placement.
  public static let toolbarItem = Role(.toolbarItem)
  /// A tab view.
  public static let tabView = Role(.tabView)
  /// One tab of a tab view.
  public static let tab = Role(.tab)
  /// A tab's item in the tab bar.
  public static let tabItem = Role(.tabItem)
  /// A link that pushes a screen.
  public static let navigationLink = Role(.navigationLink)

  /// Whether nodes of this role are presented over the screen rather than laid out in it.
  public var isPresentation: Bool { name.isKind(.presentation) }

  /// Whether nodes of this role are drawn outside the flow of their parent: presentations over
  /// the screen, toolbars in the navigation bar.
  public var isOutOfFlow: Bool { name.isKind(.outOfFlow) }

  /// A problem the graph found while evaluating a view (for example a missing environment object).
  public static let error = Role(.error)
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
