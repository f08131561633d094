import Foundation

extension View {
  /// Adds the platform's padding around a scene's content on its `edges`: on an iPhone, the
  /// system's standard padding, as `padding(edges)`.
  ///
  /// ```swift
  /// Form { … }.scenePadding()
  /// ```
  public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// Adds help text to the view: on iOS it is what VoiceOver reads as the view's hint, so
  /// Vellum records it as the accessibility hint.
  ///
  /// ```swift
  /// Button("Sync") { sync() }.help("Uploads your changes")
  /// ```
  public consuming func help(_ textKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(textKey))
  }

  /// Adds help text from a `Text`.
  ///
  /// ```swift
  /// Image(systemName: "info.circle").help(Text("About this app"))
  /// ```
  public consuming func help(_ text: Text) -> some View {
    accessibilityHint(text)
  }

  /// Adds help text from a string value.
  ///
  /// ```swift
  /// Button(item.name) { open(item) }.help(item.path)
  /// ```
  @_disfavoredOverload
  public consuming func help<S: StringProtocol>(_ text: S) -> some View {
    accessibilityHint(Text(text))
  }

  /// Hides the status bar while the view is on screen; accepted (a preview has no status bar).
  ///
  /// ```swift
  /// PhotoViewer().statusBarHidden()
  /// ```
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    self
  }

  /// Sets how text fields in the view capitalize what is typed; accepted (typing into a field
  /// with `host.type` enters the text as given).
  ///
  /// ```swift
  /// TextField("Email", text: $email).textInputAutocapitalization(.never)
  /// ```
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    self
  }
}

extension View {
  /// Turns autocorrection off for the text fields in this view; set in the environment
  /// (`host.type` enters text as given either way).
  ///
  /// ```swift
  /// TextField("Username", text: $username).autocorrectionDisabled()
  /// ```
  public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environment(\.autocorrectionDisabled, disable)
  }

  /// Shows or hides the indicator of the menus in this view; set in the environment (menus
  /// draw their label's indicator as iOS does).
  ///
  /// ```swift
  /// Menu("Sort") { … }.menuIndicator(.hidden)
  /// ```
  public consuming func menuIndicator(_ visibility: Visibility) -> some View {
    environment(\.menuIndicatorVisibility, visibility)
  }

  /// Sets the space between the rows of the lists in this view; accepted (rows are drawn with
  /// the list's own spacing).
  ///
  /// ```swift
  /// List(items) { ItemRow($0) }.listRowSpacing(8)
  /// ```
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    self
  }
}

extension EnvironmentValues {
  /// Whether text fields here leave autocorrection off.
  ///
  /// ```swift
  /// @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
  /// ```
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// Whether menus here show their indicator: `automatic` unless set.
  ///
  /// ```swift
  /// @Environment(\.menuIndicatorVisibility) private var indicator
  /// ```
  public var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorVisibilityKey.self] }
    set { self[MenuIndicatorVisibilityKey.self] = newValue }
  }
}

private enum MenuIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

private enum AutocorrectionDisabledKey: EnvironmentKey {
  static let defaultValue = false
}
