import Foundation

/// iOS 13 and 14 modifiers that later ones replaced (deprecated, still in shipped code): each
/// does what its replacement does.
extension View {
  /// Sets how text fields capitalize what is typed: `textInputAutocapitalization(_:)`.
  ///
  /// ```swift
  /// TextField("Email", text: $email).autocapitalization(.none)
  /// ```
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    textInputAutocapitalization(TextInputAutocapitalization(style))
  }

  /// Turns autocorrection off, or back on: `autocorrectionDisabled(_:)`; `nil` leaves it on.
  ///
  /// ```swift
  /// TextField("Username", text: $username).disableAutocorrection(true)
  /// ```
  public consuming func disableAutocorrection(_ disable: Bool?) -> some View {
    autocorrectionDisabled(disable ?? false)
  }

  /// Sets the color scheme of the view and everything in it.
  ///
  /// ```swift
  /// PreviewCard().colorScheme(.dark)
  /// ```
  public consuming func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Hides the navigation bar: `toolbar(.hidden, for: .navigationBar)`.
  ///
  /// ```swift
  /// LoginView().navigationBarHidden(true)
  /// ```
  public consuming func navigationBarHidden(_ hidden: Bool) -> some View {
    toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
  }

  /// Hides the status bar: `statusBarHidden(_:)`.
  ///
  /// ```swift
  /// PhotoViewer().statusBar(hidden: true)
  /// ```
  public func statusBar(hidden: Bool) -> some View {
    statusBarHidden(hidden)
  }

  /// Does nothing, as SwiftUI documents for this form.
  ///
  /// ```swift
  /// Text("Unchanged").frame()
  /// ```
  public func frame() -> some View {
    self
  }

  /// Runs `action` when the view is pressed and held; `pressing` hears the press begin and
  /// end: `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
  ///
  /// ```swift
  /// Circle().onLongPressGesture(pressing: { isPressed = $0 }) { record() }
  /// ```
  public consuming func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}

extension EnvironmentValues {
  /// Whether text fields here leave autocorrection off: `autocorrectionDisabled`, with `nil`
  /// writing `false`.
  ///
  /// ```swift
  /// @Environment(\.disableAutocorrection) private var disableAutocorrection
  /// ```
  public var disableAutocorrection: Bool? {
    get { autocorrectionDisabled }
    set { autocorrectionDisabled = newValue ?? false }
  }
}
