/// Controls grouped side by side, as in a toolbar's segmented cluster of buttons.
///
/// ```swift
/// ControlGroup {
///   Button("Bold", systemImage: "bold") {}
///   Button("Italic", systemImage: "italic") {}
/// }
/// ```
public struct ControlGroup<Content: View>: View {
  let content: Content
  let label: AnyView?

  /// A group of controls.
  ///
  /// ```swift
  /// ControlGroup { Button("−") {}; Button("+") {} }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  /// A group of controls with a label (shown where the group collapses into a menu).
  ///
  /// ```swift
  /// ControlGroup { … } label: { Label("Format", systemImage: "textformat") }
  /// ```
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
    self.label = AnyView(label())
  }

  /// A group of controls titled by a literal.
  ///
  /// ```swift
  /// ControlGroup("Format") { … }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of controls titled by a string value.
  ///
  /// ```swift
  /// ControlGroup(groupTitle) { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group of controls titled by a literal, with a symbol.
  ///
  /// ```swift
  /// ControlGroup("Format", systemImage: "textformat") { … }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// A control group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ControlGroup: PrimitiveView {
  package func update(_ record: GraphNode) {
    let style = record.environment.styleNames[.controlGroup]
    let attributes =
      style.map { $0 == .automatic ? [] : [Attribute(.controlGroupStyle, .name($0))] } ?? []
    record.element(.controlGroup, attributes, content: content)
  }
}

/// How control groups are drawn; Vellum draws them side by side and records the style.
///
/// ```swift
/// ControlGroup { … }.controlGroupStyle(.navigation)
/// ```
public protocol ControlGroupStyle {}

/// The platform's default control group look.
///
/// ```swift
/// AutomaticControlGroupStyle()
/// ```
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// AutomaticControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .automatic }
}

/// Controls drawn as a navigation control (back and forward).
///
/// ```swift
/// NavigationControlGroupStyle()
/// ```
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The navigation style.
  ///
  /// ```swift
  /// NavigationControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .navigation }
}

/// Controls drawn as a palette of icons.
///
/// ```swift
/// PaletteControlGroupStyle()
/// ```
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The palette style.
  ///
  /// ```swift
  /// PaletteControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .palette }
}

/// Controls drawn as a compact menu.
///
/// ```swift
/// CompactMenuControlGroupStyle()
/// ```
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The compact menu style.
  ///
  /// ```swift
  /// CompactMenuControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .compactMenu }
}

/// Controls drawn as a menu.
///
/// ```swift
/// MenuControlGroupStyle()
/// ```
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The menu style.
  ///
  /// ```swift
  /// MenuControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .menu }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's default look.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A navigation control.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of icons.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension View {
  /// Draws the control groups in the view with a style; recorded.
  ///
  /// ```swift
  /// ControlGroup { … }.controlGroupStyle(.navigation)
  /// ```
  public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.controlGroup, style))
  }
}
