/// The symbolic value of an attribute: an alignment, a style's name, a direction — one of the
/// closed sets of values Vellum records on nodes — or the spelling of an app's own value (an
/// enum case a picker selects). Renderings show it bare.
///
/// Vellum's own keywords are static members, so a misspelt one does not compile; an app's
/// values are made with ``init(rawValue:)``. Interned like ``Role``: compared as numbers.
///
/// ```swift
/// node[.alignment] == .name(.leading)
/// node[.pickerStyle] == .name(.segmented)
/// Keyword(rawValue: "dessert").rawValue   // "dessert"
/// ```
public struct Keyword: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let name: InternedName

  /// The keyword's spelling.
  public var rawValue: String { name.keywordString }

  /// The keyword spelled `rawValue`: one of Vellum's own when it is spelled as one.
  ///
  /// ```swift
  /// Keyword(rawValue: "leading") == .leading   // true
  /// ```
  public init(rawValue: String) { name = InternedName(keyword: rawValue) }

  /// One of Vellum's own keywords, whose number is fixed when the module is compiled.
  @inlinable init(_ builtin: BuiltinKeyword) { name = InternedName(builtin: builtin.number) }

  /// Two keywords are equal when their spellings are; they compare as interned numbers.
  @inlinable public static func == (lhs: Keyword, rhs: Keyword) -> Bool { lhs.name == rhs.name }

  /// Hashes the interned name.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The keyword's spelling.
  public var description: String { rawValue }

  /// Whether this is one of Vellum's own keywords, a static member, rather than an app's value.
  package var isBuiltin: Bool { name.isBuiltinKeyword }
}

extension Keyword {
  /// An alignment or a position along an edge: `leading`.
  @inlinable public static var leading: Keyword { Keyword(.leading) }
  /// An alignment or a position along an edge: `center`.
  @inlinable public static var center: Keyword { Keyword(.center) }
  /// An alignment or a position along an edge: `trailing`.
  @inlinable public static var trailing: Keyword { Keyword(.trailing) }
  /// An alignment or a position along an edge: `top`.
  @inlinable public static var top: Keyword { Keyword(.top) }
  /// An alignment or a position along an edge: `bottom`.
  @inlinable public static var bottom: Keyword { Keyword(.bottom) }
  /// An alignment or a position along an edge: `firstTextBaseline`.
  @inlinable public static var firstTextBaseline: Keyword { Keyword(.firstTextBaseline) }
  /// An alignment or a position along an edge: `lastTextBaseline`.
  @inlinable public static var lastTextBaseline: Keyword { Keyword(.lastTextBaseline) }
  /// An alignment or a position along an edge: `topLeading`.
  @inlinable public static var topLeading: Keyword { Keyword(.topLeading) }
  /// An alignment or a position along an edge: `topTrailing`.
  @inlinable public static var topTrailing: Keyword { Keyword(.topTrailing) }
  /// An alignment or a position along an edge: `bottomLeading`.
  @inlinable public static var bottomLeading: Keyword { Keyword(.bottomLeading) }
  /// An alignment or a position along an edge: `bottomTrailing`.
  @inlinable public static var bottomTrailing: Keyword { Keyword(.bottomTrailing) }
  /// An alignment or a position along an edge: `listRowSeparatorLeading`.
  @inlinable public static var listRowSeparatorLeading: Keyword {
    Keyword(.listRowSeparatorLeading)
  }
  /// An alignment or a position along an edge: `listRowSeparatorTrailing`.
  @inlinable public static var listRowSeparatorTrailing: Keyword {
    Keyword(.listRowSeparatorTrailing)
  }
  /// An axis or a set of axes: `horizontal`.
  @inlinable public static var horizontal: Keyword { Keyword(.horizontal) }
  /// An axis or a set of axes: `vertical`.
  @inlinable public static var vertical: Keyword { Keyword(.vertical) }
  /// An axis or a set of axes: `both`.
  @inlinable public static var both: Keyword { Keyword(.both) }
  /// A direction or edge set: `up`.
  @inlinable public static var up: Keyword { Keyword(.up) }
  /// A direction or edge set: `down`.
  @inlinable public static var down: Keyword { Keyword(.down) }
  /// A direction or edge set: `all`.
  @inlinable public static var all: Keyword { Keyword(.all) }
  /// A layout direction: `leftToRight`.
  @inlinable public static var leftToRight: Keyword { Keyword(.leftToRight) }
  /// A layout direction: `rightToLeft`.
  @inlinable public static var rightToLeft: Keyword { Keyword(.rightToLeft) }
  /// A color scheme: `light`.
  @inlinable public static var light: Keyword { Keyword(.light) }
  /// A color scheme: `dark`.
  @inlinable public static var dark: Keyword { Keyword(.dark) }
  /// A visibility: `automatic`.
  @inlinable public static var automatic: Keyword { Keyword(.automatic) }
  /// A visibility: `visible`.
  @inlinable public static var visible: Keyword { Keyword(.visible) }
  /// A visibility: `hidden`.
  @inlinable public static var hidden: Keyword { Keyword(.hidden) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `menu`.
  @inlinable public static var menu: Keyword { Keyword(.menu) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `segmented`.
  @inlinable public static var segmented: Keyword { Keyword(.segmented) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `palette`.
  @inlinable public static var palette: Keyword { Keyword(.palette) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `inline`.
  @inlinable public static var inline: Keyword { Keyword(.inline) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `wheel`.
  @inlinable public static var wheel: Keyword { Keyword(.wheel) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `radioGroup`.
  @inlinable public static var radioGroup: Keyword { Keyword(.radioGroup) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `navigationLink`.
  @inlinable public static var navigationLink: Keyword { Keyword(.navigationLink) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `checkbox`.
  @inlinable public static var checkbox: Keyword { Keyword(.checkbox) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `switch`.
  @inlinable public static var `switch`: Keyword { Keyword(.`switch`) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `button`.
  @inlinable public static var button: Keyword { Keyword(.button) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `bordered`.
  @inlinable public static var bordered: Keyword { Keyword(.bordered) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `borderedProminent`.
  @inlinable public static var borderedProminent: Keyword { Keyword(.borderedProminent) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `borderless`.
  @inlinable public static var borderless: Keyword { Keyword(.borderless) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `borderlessButton`.
  @inlinable public static var borderlessButton: Keyword { Keyword(.borderlessButton) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `plain`.
  @inlinable public static var plain: Keyword { Keyword(.plain) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `link`.
  @inlinable public static var link: Keyword { Keyword(.link) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `roundedBorder`.
  @inlinable public static var roundedBorder: Keyword { Keyword(.roundedBorder) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `squareBorder`.
  @inlinable public static var squareBorder: Keyword { Keyword(.squareBorder) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `iconOnly`.
  @inlinable public static var iconOnly: Keyword { Keyword(.iconOnly) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `titleOnly`.
  @inlinable public static var titleOnly: Keyword { Keyword(.titleOnly) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `titleAndIcon`.
  @inlinable public static var titleAndIcon: Keyword { Keyword(.titleAndIcon) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `grouped`.
  @inlinable public static var grouped: Keyword { Keyword(.grouped) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `insetGrouped`.
  @inlinable public static var insetGrouped: Keyword { Keyword(.insetGrouped) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `inset`.
  @inlinable public static var inset: Keyword { Keyword(.inset) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `sidebar`.
  @inlinable public static var sidebar: Keyword { Keyword(.sidebar) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `compact`.
  @inlinable public static var compact: Keyword { Keyword(.compact) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `compactMenu`.
  @inlinable public static var compactMenu: Keyword { Keyword(.compactMenu) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `graphical`.
  @inlinable public static var graphical: Keyword { Keyword(.graphical) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `field`.
  @inlinable public static var field: Keyword { Keyword(.field) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `linear`.
  @inlinable public static var linear: Keyword { Keyword(.linear) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `circular`.
  @inlinable public static var circular: Keyword { Keyword(.circular) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `linearCapacity`.
  @inlinable public static var linearCapacity: Keyword { Keyword(.linearCapacity) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryCircular`.
  @inlinable public static var accessoryCircular: Keyword { Keyword(.accessoryCircular) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryCircularCapacity`.
  @inlinable public static var accessoryCircularCapacity: Keyword {
    Keyword(.accessoryCircularCapacity)
  }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryLinear`.
  @inlinable public static var accessoryLinear: Keyword { Keyword(.accessoryLinear) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryLinearCapacity`.
  @inlinable public static var accessoryLinearCapacity: Keyword {
    Keyword(.accessoryLinearCapacity)
  }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `navigation`.
  @inlinable public static var navigation: Keyword { Keyword(.navigation) }
  /// A control size: `mini`.
  @inlinable public static var mini: Keyword { Keyword(.mini) }
  /// A control size: `small`.
  @inlinable public static var small: Keyword { Keyword(.small) }
  /// A control size: `regular`.
  @inlinable public static var regular: Keyword { Keyword(.regular) }
  /// A control size: `large`.
  @inlinable public static var large: Keyword { Keyword(.large) }
  /// A control size: `extraLarge`.
  @inlinable public static var extraLarge: Keyword { Keyword(.extraLarge) }
  /// A button's border shape: `capsule`.
  @inlinable public static var capsule: Keyword { Keyword(.capsule) }
  /// A button's border shape: `roundedRectangle`.
  @inlinable public static var roundedRectangle: Keyword { Keyword(.roundedRectangle) }
  /// A button's border shape: `circle`.
  @inlinable public static var circle: Keyword { Keyword(.circle) }
  /// A button role: `destructive`.
  @inlinable public static var destructive: Keyword { Keyword(.destructive) }
  /// A button role: `cancel`.
  @inlinable public static var cancel: Keyword { Keyword(.cancel) }
  /// A gradient or canvas drawing kind: `radial`.
  @inlinable public static var radial: Keyword { Keyword(.radial) }
  /// A gradient or canvas drawing kind: `angular`.
  @inlinable public static var angular: Keyword { Keyword(.angular) }
  /// A gradient or canvas drawing kind: `elliptical`.
  @inlinable public static var elliptical: Keyword { Keyword(.elliptical) }
  /// A gradient or canvas drawing kind: `fill`.
  @inlinable public static var fill: Keyword { Keyword(.fill) }
  /// A gradient or canvas drawing kind: `stroke`.
  @inlinable public static var stroke: Keyword { Keyword(.stroke) }
  /// A gradient or canvas drawing kind: `image`.
  @inlinable public static var image: Keyword { Keyword(.image) }
  /// A gradient or canvas drawing kind: `text`.
  @inlinable public static var text: Keyword { Keyword(.text) }
  /// A gradient or canvas drawing kind: `color`.
  @inlinable public static var color: Keyword { Keyword(.color) }
  /// A gradient or canvas drawing kind: `symbol`.
  @inlinable public static var symbol: Keyword { Keyword(.symbol) }
  /// A stroke's line cap or join: `butt`.
  @inlinable public static var butt: Keyword { Keyword(.butt) }
  /// A stroke's line cap or join: `round`.
  @inlinable public static var round: Keyword { Keyword(.round) }
  /// A stroke's line cap or join: `square`.
  @inlinable public static var square: Keyword { Keyword(.square) }
  /// A stroke's line cap or join: `miter`.
  @inlinable public static var miter: Keyword { Keyword(.miter) }
  /// A stroke's line cap or join: `bevel`.
  @inlinable public static var bevel: Keyword { Keyword(.bevel) }
  /// A content mode: `fit`.
  @inlinable public static var fit: Keyword { Keyword(.fit) }
  /// An accessibility child behavior: `combine`.
  @inlinable public static var combine: Keyword { Keyword(.combine) }
  /// An accessibility child behavior: `contain`.
  @inlinable public static var contain: Keyword { Keyword(.contain) }
  /// An accessibility child behavior: `ignore`.
  @inlinable public static var ignore: Keyword { Keyword(.ignore) }
  /// A symbol variant or effect: `none`.
  @inlinable public static var none: Keyword { Keyword(.none) }
  /// A symbol variant or effect: `dot`.
  @inlinable public static var dot: Keyword { Keyword(.dot) }
  /// A symbol variant or effect: `bounce`.
  @inlinable public static var bounce: Keyword { Keyword(.bounce) }
  /// A symbol variant or effect: `pulse`.
  @inlinable public static var pulse: Keyword { Keyword(.pulse) }
  /// A symbol variant or effect: `variableColor`.
  @inlinable public static var variableColor: Keyword { Keyword(.variableColor) }
  /// A symbol variant or effect: `scale`.
  @inlinable public static var scale: Keyword { Keyword(.scale) }
  /// A symbol variant or effect: `appear`.
  @inlinable public static var appear: Keyword { Keyword(.appear) }
  /// A symbol variant or effect: `disappear`.
  @inlinable public static var disappear: Keyword { Keyword(.disappear) }
  /// A symbol variant or effect: `wiggle`.
  @inlinable public static var wiggle: Keyword { Keyword(.wiggle) }
  /// A symbol variant or effect: `rotate`.
  @inlinable public static var rotate: Keyword { Keyword(.rotate) }
  /// A symbol variant or effect: `breathe`.
  @inlinable public static var breathe: Keyword { Keyword(.breathe) }
  /// A symbol variant or effect: `iterative`.
  @inlinable public static var iterative: Keyword { Keyword(.iterative) }
  /// A symbol variant or effect: `cumulative`.
  @inlinable public static var cumulative: Keyword { Keyword(.cumulative) }
  /// A symbol variant or effect: `reversing`.
  @inlinable public static var reversing: Keyword { Keyword(.reversing) }
  /// A symbol variant or effect: `nonReversing`.
  @inlinable public static var nonReversing: Keyword { Keyword(.nonReversing) }
  /// A symbol variant or effect: `dimInactiveLayers`.
  @inlinable public static var dimInactiveLayers: Keyword { Keyword(.dimInactiveLayers) }
  /// A symbol variant or effect: `hideInactiveLayers`.
  @inlinable public static var hideInactiveLayers: Keyword { Keyword(.hideInactiveLayers) }
  /// A toolbar placement or side: `principal`.
  @inlinable public static var principal: Keyword { Keyword(.principal) }
  /// A toolbar placement or side: `primaryAction`.
  @inlinable public static var primaryAction: Keyword { Keyword(.primaryAction) }
  /// A toolbar placement or side: `secondaryAction`.
  @inlinable public static var secondaryAction: Keyword { Keyword(.secondaryAction) }
  /// A toolbar placement or side: `confirmationAction`.
  @inlinable public static var confirmationAction: Keyword { Keyword(.confirmationAction) }
  /// A toolbar placement or side: `cancellationAction`.
  @inlinable public static var cancellationAction: Keyword { Keyword(.cancellationAction) }
  /// A toolbar placement or side: `destructiveAction`.
  @inlinable public static var destructiveAction: Keyword { Keyword(.destructiveAction) }
  /// A toolbar placement or side: `keyboard`.
  @inlinable public static var keyboard: Keyword { Keyword(.keyboard) }
  /// A toolbar placement or side: `status`.
  @inlinable public static var status: Keyword { Keyword(.status) }
  /// A toolbar placement or side: `bottomBar`.
  @inlinable public static var bottomBar: Keyword { Keyword(.bottomBar) }
  /// A toolbar placement or side: `topBarLeading`.
  @inlinable public static var topBarLeading: Keyword { Keyword(.topBarLeading) }
  /// A toolbar placement or side: `topBarTrailing`.
  @inlinable public static var topBarTrailing: Keyword { Keyword(.topBarTrailing) }
  /// A toolbar placement or side: `navigationBarLeading`.
  @inlinable public static var navigationBarLeading: Keyword { Keyword(.navigationBarLeading) }
  /// A toolbar placement or side: `navigationBarTrailing`.
  @inlinable public static var navigationBarTrailing: Keyword { Keyword(.navigationBarTrailing) }
  /// A toolbar placement or side: `unplaced`.
  @inlinable public static var unplaced: Keyword { Keyword(.unplaced) }
  /// An accessibility trait: `isButton`.
  @inlinable public static var isButton: Keyword { Keyword(.isButton) }
  /// An accessibility trait: `isHeader`.
  @inlinable public static var isHeader: Keyword { Keyword(.isHeader) }
  /// An accessibility trait: `isSelected`.
  @inlinable public static var isSelected: Keyword { Keyword(.isSelected) }
  /// An accessibility trait: `isLink`.
  @inlinable public static var isLink: Keyword { Keyword(.isLink) }
  /// An accessibility trait: `isSearchField`.
  @inlinable public static var isSearchField: Keyword { Keyword(.isSearchField) }
  /// An accessibility trait: `isImage`.
  @inlinable public static var isImage: Keyword { Keyword(.isImage) }
  /// An accessibility trait: `playsSound`.
  @inlinable public static var playsSound: Keyword { Keyword(.playsSound) }
  /// An accessibility trait: `isKeyboardKey`.
  @inlinable public static var isKeyboardKey: Keyword { Keyword(.isKeyboardKey) }
  /// An accessibility trait: `isStaticText`.
  @inlinable public static var isStaticText: Keyword { Keyword(.isStaticText) }
  /// An accessibility trait: `isSummaryElement`.
  @inlinable public static var isSummaryElement: Keyword { Keyword(.isSummaryElement) }
  /// An accessibility trait: `updatesFrequently`.
  @inlinable public static var updatesFrequently: Keyword { Keyword(.updatesFrequently) }
  /// An accessibility trait: `startsMediaSession`.
  @inlinable public static var startsMediaSession: Keyword { Keyword(.startsMediaSession) }
  /// An accessibility trait: `allowsDirectInteraction`.
  @inlinable public static var allowsDirectInteraction: Keyword {
    Keyword(.allowsDirectInteraction)
  }
  /// An accessibility trait: `causesPageTurn`.
  @inlinable public static var causesPageTurn: Keyword { Keyword(.causesPageTurn) }
  /// An accessibility trait: `isModal`.
  @inlinable public static var isModal: Keyword { Keyword(.isModal) }
  /// An accessibility trait: `isToggle`.
  @inlinable public static var isToggle: Keyword { Keyword(.isToggle) }
  /// An edit action of a list's rows: `delete`.
  @inlinable public static var delete: Keyword { Keyword(.delete) }
  /// An edit action of a list's rows: `move`.
  @inlinable public static var move: Keyword { Keyword(.move) }
  /// A font weight: `ultraLight`.
  @inlinable public static var ultraLight: Keyword { Keyword(.ultraLight) }
  /// A font weight: `thin`.
  @inlinable public static var thin: Keyword { Keyword(.thin) }
  /// A font weight: `medium`.
  @inlinable public static var medium: Keyword { Keyword(.medium) }
  /// A font weight: `semibold`.
  @inlinable public static var semibold: Keyword { Keyword(.semibold) }
  /// A font weight: `bold`.
  @inlinable public static var bold: Keyword { Keyword(.bold) }
  /// A font weight: `heavy`.
  @inlinable public static var heavy: Keyword { Keyword(.heavy) }
  /// A font weight: `black`.
  @inlinable public static var black: Keyword { Keyword(.black) }
  /// A font design: `serif`.
  @inlinable public static var serif: Keyword { Keyword(.serif) }
  /// A font design: `rounded`.
  @inlinable public static var rounded: Keyword { Keyword(.rounded) }
  /// A font design: `monospaced`.
  @inlinable public static var monospaced: Keyword { Keyword(.monospaced) }
  /// A text case: `uppercase`.
  @inlinable public static var uppercase: Keyword { Keyword(.uppercase) }
  /// A text case: `lowercase`.
  @inlinable public static var lowercase: Keyword { Keyword(.lowercase) }
  /// A truncation mode: `head`.
  @inlinable public static var head: Keyword { Keyword(.head) }
  /// A truncation mode: `middle`.
  @inlinable public static var middle: Keyword { Keyword(.middle) }
  /// A truncation mode: `tail`.
  @inlinable public static var tail: Keyword { Keyword(.tail) }
  /// A redaction reason: `placeholder`.
  @inlinable public static var placeholder: Keyword { Keyword(.placeholder) }
  /// A redaction reason: `privacy`.
  @inlinable public static var privacy: Keyword { Keyword(.privacy) }
  /// A redaction reason: `invalidated`.
  @inlinable public static var invalidated: Keyword { Keyword(.invalidated) }
  /// A sort order: `forward`.
  @inlinable public static var forward: Keyword { Keyword(.forward) }
  /// A sort order: `reverse`.
  @inlinable public static var reverse: Keyword { Keyword(.reverse) }
  /// A material: `ultraThinMaterial`.
  @inlinable public static var ultraThinMaterial: Keyword { Keyword(.ultraThinMaterial) }
  /// A material: `thinMaterial`.
  @inlinable public static var thinMaterial: Keyword { Keyword(.thinMaterial) }
  /// A material: `regularMaterial`.
  @inlinable public static var regularMaterial: Keyword { Keyword(.regularMaterial) }
  /// A material: `thickMaterial`.
  @inlinable public static var thickMaterial: Keyword { Keyword(.thickMaterial) }
  /// A material: `ultraThickMaterial`.
  @inlinable public static var ultraThickMaterial: Keyword { Keyword(.ultraThickMaterial) }
  /// A material: `bar`.
  @inlinable public static var bar: Keyword { Keyword(.bar) }
  /// A line pattern: `solid`.
  @inlinable public static var solid: Keyword { Keyword(.solid) }
  /// A line pattern: `dash`.
  @inlinable public static var dash: Keyword { Keyword(.dash) }
  /// A line pattern: `dashDot`.
  @inlinable public static var dashDot: Keyword { Keyword(.dashDot) }
  /// A line pattern: `dashDotDot`.
  @inlinable public static var dashDotDot: Keyword { Keyword(.dashDotDot) }
  /// A date picker's components: `date`.
  @inlinable public static var date: Keyword { Keyword(.date) }
  /// A date picker's components: `hourAndMinute`.
  @inlinable public static var hourAndMinute: Keyword { Keyword(.hourAndMinute) }
  /// A split view's column: `content`.
  @inlinable public static var content: Keyword { Keyword(.content) }
  /// A split view's column: `detail`.
  @inlinable public static var detail: Keyword { Keyword(.detail) }
  /// A date picker's components: `hourMinuteAndSecond`.
  @inlinable public static var hourMinuteAndSecond: Keyword { Keyword(.hourMinuteAndSecond) }
  /// A submit label: `done`.
  @inlinable public static var done: Keyword { Keyword(.done) }
  /// A submit label: `go`.
  @inlinable public static var go: Keyword { Keyword(.go) }
  /// A submit label: `send`.
  @inlinable public static var send: Keyword { Keyword(.send) }
  /// A submit label: `join`.
  @inlinable public static var join: Keyword { Keyword(.join) }
  /// A submit label: `route`.
  @inlinable public static var route: Keyword { Keyword(.route) }
  /// A submit label: `search`.
  @inlinable public static var search: Keyword { Keyword(.search) }
  /// A submit label: `next`.
  @inlinable public static var next: Keyword { Keyword(.next) }
  /// A submit label: `continue`.
  @inlinable public static var `continue`: Keyword { Keyword(.`continue`) }
  /// A keyboard type: `default`.
  @inlinable public static var `default`: Keyword { Keyword(.`default`) }
  /// A keyboard type: `asciiCapable`.
  @inlinable public static var asciiCapable: Keyword { Keyword(.asciiCapable) }
  /// A keyboard type: `numbersAndPunctuation`.
  @inlinable public static var numbersAndPunctuation: Keyword { Keyword(.numbersAndPunctuation) }
  /// A keyboard type: `url`.
  @inlinable public static var url: Keyword { Keyword(.url) }
  /// A keyboard type: `numberPad`.
  @inlinable public static var numberPad: Keyword { Keyword(.numberPad) }
  /// A keyboard type: `phonePad`.
  @inlinable public static var phonePad: Keyword { Keyword(.phonePad) }
  /// A keyboard type: `namePhonePad`.
  @inlinable public static var namePhonePad: Keyword { Keyword(.namePhonePad) }
  /// A keyboard type: `emailAddress`.
  @inlinable public static var emailAddress: Keyword { Keyword(.emailAddress) }
  /// A keyboard type: `decimalPad`.
  @inlinable public static var decimalPad: Keyword { Keyword(.decimalPad) }
  /// A keyboard type: `twitter`.
  @inlinable public static var twitter: Keyword { Keyword(.twitter) }
  /// A keyboard type: `webSearch`.
  @inlinable public static var webSearch: Keyword { Keyword(.webSearch) }
  /// A keyboard type: `asciiCapableNumberPad`.
  @inlinable public static var asciiCapableNumberPad: Keyword { Keyword(.asciiCapableNumberPad) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `immediately`.
  @inlinable public static var immediately: Keyword { Keyword(.immediately) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `interactively`.
  @inlinable public static var interactively: Keyword { Keyword(.interactively) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `never`.
  @inlinable public static var never: Keyword { Keyword(.never) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `always`.
  @inlinable public static var always: Keyword { Keyword(.always) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `basedOnSize`.
  @inlinable public static var basedOnSize: Keyword { Keyword(.basedOnSize) }
  /// A toolbar's bar or role: `navigationBar`.
  @inlinable public static var navigationBar: Keyword { Keyword(.navigationBar) }
  /// A toolbar's bar or role: `tabBar`.
  @inlinable public static var tabBar: Keyword { Keyword(.tabBar) }
  /// A toolbar's bar or role: `windowToolbar`.
  @inlinable public static var windowToolbar: Keyword { Keyword(.windowToolbar) }
  /// A toolbar's bar or role: `navigationStack`.
  @inlinable public static var navigationStack: Keyword { Keyword(.navigationStack) }
  /// A toolbar's bar or role: `browser`.
  @inlinable public static var browser: Keyword { Keyword(.browser) }
  /// A toolbar's bar or role: `editor`.
  @inlinable public static var editor: Keyword { Keyword(.editor) }
  /// A symbol variant: `slash`.
  @inlinable public static var slash: Keyword { Keyword(.slash) }
  /// Anything else Vellum names: `custom`.
  @inlinable public static var custom: Keyword { Keyword(.custom) }
  /// Anything else Vellum names: `carousel`.
  @inlinable public static var carousel: Keyword { Keyword(.carousel) }
  /// Anything else Vellum names: `home`.
  @inlinable public static var home: Keyword { Keyword(.home) }
  /// Anything else Vellum names: `wifi`.
  @inlinable public static var wifi: Keyword { Keyword(.wifi) }
}

/// Vellum's own keywords, in a fixed order: each one's interned number is its position (see
/// ``BuiltinRole``). A keyword is spelled as its case.
@usableFromInline
enum BuiltinKeyword: UInt32, CaseIterable {
  case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline, topLeading,
    topTrailing, bottomLeading, bottomTrailing, listRowSeparatorLeading, listRowSeparatorTrailing,
    horizontal, vertical, both, up, down, all, leftToRight, rightToLeft, light, dark, automatic,
    visible, hidden, menu, segmented, palette, inline, wheel, radioGroup, navigationLink,
    checkbox, `switch`, button, bordered, borderedProminent, borderless, borderlessButton, plain,
    link, roundedBorder, squareBorder, iconOnly, titleOnly, titleAndIcon, grouped, insetGrouped,
    inset, sidebar, compact, compactMenu, graphical, field, linear, circular, linearCapacity,
    accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity,
    navigation, mini, small, regular, large, extraLarge, capsule, roundedRectangle, circle,
    destructive, cancel, radial, angular, elliptical, fill, stroke, image, text, color, symbol,
    butt, round, square, miter, bevel, fit, combine, contain, ignore, none, dot, bounce, pulse,
    variableColor, scale, appear, disappear, wiggle, rotate, breathe, iterative, cumulative,
    reversing, nonReversing, dimInactiveLayers, hideInactiveLayers, principal, primaryAction,
    secondaryAction, confirmationAction, cancellationAction, destructiveAction, keyboard, status,
    bottomBar, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing,
    unplaced, isButton, isHeader, isSelected, isLink, isSearchField, isImage, playsSound,
    isKeyboardKey, isStaticText, isSummaryElement, updatesFrequently, startsMediaSession,
    allowsDirectInteraction, causesPageTurn, isModal, isToggle, delete, move, ultraLight, thin,
    medium, semibold, bold, heavy, black, serif, rounded, monospaced, uppercase, lowercase, head,
    middle, tail, placeholder, privacy, invalidated, forward, reverse, ultraThinMaterial,
    thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, bar, solid, dash, dashDot,
    dashDotDot, date, hourAndMinute, content, detail, hourMinuteAndSecond, done, go, send, join,
    route, search, next, `continue`, `default`, asciiCapable, numbersAndPunctuation, url,
    numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch,
    asciiCapableNumberPad, immediately, interactively, never, always, basedOnSize, navigationBar,
    tabBar, windowToolbar, navigationStack, browser, editor, slash, custom, carousel, home, wifi

  /// The keyword's interned number: its position.
  @inlinable var number: UInt32 { InternedName.number(index: rawValue, kinds: []) }

  /// The spelling renderings show: the case's name, but for a name Swift spells otherwise.
  var spelling: String { self == .url ? "URL" : String(describing: self) }
}
